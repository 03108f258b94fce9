"""Claim: what utcp-cli does with the fields of its template and around a call (API pages).

Without `working_dir` the commands run in the client process's working directory, with it in that
folder; `auth` accepts only None (credentials are refused by validation); the protocol object holds
no attributes, so nothing is kept between calls, and deregister_manual returns None; awaiting
call_tool_streaming raises NotImplementedError; plugin registration puts one
CliCommunicationProtocol under `cli`.
versions: 1.0, next
"""
import os
import tempfile

from utcp_probe import load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp_cli.cli_call_template import CliCallTemplate
    from utcp_cli.cli_communication_protocol import CliCommunicationProtocol

    checks = {}
    protocol = CliCommunicationProtocol()
    checks["registered under cli"] = type(CommunicationProtocol.communication_protocols["cli"]) is CliCommunicationProtocol

    here = os.getcwd()
    default_dir = await protocol.call_tool(None, "t.pwd", {}, CliCallTemplate(name="t", commands=[{"command": "pwd"}]))
    folder = os.path.realpath(tempfile.mkdtemp())
    chosen_dir = await protocol.call_tool(None, "t.pwd", {}, CliCallTemplate(
        name="t", commands=[{"command": "pwd"}], working_dir=folder))
    observe("pwd without and with working_dir", [default_dir == os.path.realpath(here), chosen_dir == folder])
    checks["working_dir default and set"] = default_dir == os.path.realpath(here) and chosen_dir == folder

    try:
        CliCallTemplate(name="t", commands=[{"command": "true"}],
                        auth={"auth_type": "api_key", "api_key": "k", "var_name": "X"})
        auth_outcome = "accepted"
    except Exception as error:
        auth_outcome = type(error).__name__
    observe("auth given to a cli template", auth_outcome)
    checks["auth refused"] = auth_outcome == "ValidationError"

    observe("protocol attributes", sorted(vars(protocol)))
    checks["no state"] = vars(protocol) == {}
    template = CliCallTemplate(name="t", commands=[{"command": "echo hi"}])
    checks["deregister returns None"] = await protocol.deregister_manual(None, template) is None

    try:
        await protocol.call_tool_streaming(None, "t.x", {}, template)
        streaming = "no error"
    except NotImplementedError:
        streaming = "NotImplementedError"
    observe("awaiting call_tool_streaming", streaming)
    checks["streaming not implemented"] = streaming == "NotImplementedError"

    failed = [name for name, ok in checks.items() if not ok]
    observe("failed checks", failed)
    return not failed


run(main)
