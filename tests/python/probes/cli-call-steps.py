"""Claim: how utcp-cli runs a call on Linux, as the CLI guide's numbered steps say.

A placeholder without an argument becomes MISSING_ARG_<name>; all steps go into one bash script,
but each step runs inside its own `$( … )` subshell, so a `cd` or a shell variable of one step
does not reach the next; each step's stdout and stderr are captured together; without any
append_to_final_output flag only the last step's output is returned; JSON output is parsed; a
failing command does not raise; env_vars reach the process, and at 1.0 so does the client's
whole environment (Next passes only an allowlist); `call_tool_streaming` through the client fails
with TypeError at 1.0.
versions: 1.0, next
"""
import os
import tempfile
from pathlib import Path

from utcp_probe import core_version, load_plugins, observe, run


async def main() -> bool:
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    folder = Path(tempfile.mkdtemp())
    (folder / "sub").mkdir()
    (folder / "sub" / "marker.txt").write_text("found")
    os.environ["PROBE_FROM_PARENT"] = "parent-value"
    client = await UtcpClient.create(root_dir=str(folder))

    async def call(name, commands, args, **extra):
        template = {"call_template_type": "cli", "commands": commands, "working_dir": str(folder), **extra}
        tool = Tool(name=f"sh.{name}", description="", tool_call_template=template)
        await client.config.tool_repository.save_manual(
            CallTemplateSerializer().validate_dict({**template, "name": "sh"}), UtcpManual(tools=[tool]))
        try:
            return await client.call_tool(f"sh.{name}", args)
        finally:
            await client.config.tool_repository.remove_manual("sh")

    results = {
        "missing argument": await call("missing", [{"command": "echo UTCP_ARG_limit_UTCP_END"}], {}),
        "cd in an earlier step": await call("cd", [{"command": "cd sub"}, {"command": "cat marker.txt"}], {}),
        "variable set in an earlier step": await call("var", [{"command": "X=1"}, {"command": "echo X=[${X:-unset}]"}], {}),
        "stderr captured": await call("err", [{"command": "echo to-err 1>&2"}], {}),
        "only last step": await call("last", [{"command": "echo first"}, {"command": "echo second"}], {}),
        "JSON parsed": await call("json", [{"command": "echo '{\"n\": 1}'"}], {}),
        "failing command": await call("fail", [{"command": "ls /no/such/dir"}], {}),
        "environment": await call("env", [{"command": "printenv PROBE_EXTRA; printenv PROBE_FROM_PARENT || echo not-inherited"}], {},
                                  env_vars={"PROBE_EXTRA": "extra-value"}),
    }
    for label, value in results.items():
        observe(label, value)
    try:
        tool = Tool(name="sh.stream", description="", tool_call_template={"call_template_type": "cli",
                                                                          "commands": [{"command": "echo hi"}]})
        await client.config.tool_repository.save_manual(
            CallTemplateSerializer().validate_dict({"call_template_type": "cli", "name": "sh",
                                                    "commands": [{"command": "echo hi"}]}), UtcpManual(tools=[tool]))
        [chunk async for chunk in client.call_tool_streaming("sh.stream", {})]
        streaming = "no error"
    except TypeError as error:
        streaming = f"TypeError: {error}"
    observe("call_tool_streaming", streaming)
    line_1_0 = core_version().startswith("1.0")
    return (
        results["missing argument"] == "MISSING_ARG_limit"
        and "No such file" in results["cd in an earlier step"]
        and results["stderr captured"] == "to-err"
        and results["only last step"] == "second"
        and results["JSON parsed"] == {"n": 1}
        and "No such file" in results["failing command"]
        and results["environment"].split() == ["extra-value", "parent-value" if line_1_0 else "not-inherited"]
        and (streaming.startswith("TypeError") or not line_1_0)
    )


run(main)
