"""Claim: at 1.0 utcp-cli pastes `str()` of an argument into the command unquoted, so `x; echo …`
runs as shell code and the subprocess sees the client's whole environment; at 1.1 the value
reaches bash as the content of a variable, so the same argument stays one plain string, also inside
single quotes, and the subprocess gets only the host variables `inherit_env_vars` selects (None: a
small allowlist with PATH and HOME; []: none; a list: exactly those) plus `env_vars`.
versions: 1.0, next
"""
import os

from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    eleven = core_version().startswith("1.1")
    os.environ["PROBE_HOST_SECRET"] = "host-secret"
    client = await UtcpClient.create()
    cli = CommunicationProtocol.communication_protocols["cli"]

    def template(command, **extra):
        data = {"name": "c", "call_template_type": "cli", "commands": [{"command": command}]}
        data.update(extra)
        return CallTemplateSerializer().validate_dict(data)

    attack = {"text": "x; echo INJECTED"}
    plain = await cli.call_tool(client, "c.t", attack, template("echo UTCP_ARG_text_UTCP_END"))
    quoted = await cli.call_tool(client, "c.t", attack, template("echo 'UTCP_ARG_text_UTCP_END'"))
    number = await cli.call_tool(client, "c.t", {"text": 42}, template("echo UTCP_ARG_text_UTCP_END"))
    default_env = await cli.call_tool(client, "c.t", {}, template('echo "[$PROBE_HOST_SECRET][${HOME:+home}]"'))
    observe("unquoted placeholder with `x; echo INJECTED`", plain)
    observe("single-quoted placeholder", quoted)
    observe("number argument", number)
    observe("host secret and HOME seen by the subprocess (default)", default_env)
    if not eleven:
        return (plain == "x\nINJECTED" and quoted == "x; echo INJECTED" and number == "42" and default_env == "[host-secret][home]")
    none_env = await cli.call_tool(client, "c.t", {}, template('echo "[${HOME:-}][${EXTRA:-}]"',
                                                               inherit_env_vars=[], env_vars={"EXTRA": "e"}))
    listed = await cli.call_tool(client, "c.t", {}, template('echo "[$PROBE_HOST_SECRET][${HOME:-}]"',
                                                             inherit_env_vars=["PROBE_HOST_SECRET"]))
    observe("inherit_env_vars [] with env_vars EXTRA", none_env)
    observe("inherit_env_vars ['PROBE_HOST_SECRET']", listed)
    return (plain == "x; echo INJECTED" and quoted == "x; echo INJECTED" and number == "42"
            and default_env == "[][home]" and none_env == "[][e]" and listed == "[host-secret][]")


run(main)
