"""Cases of utcp-cli (1.x): how a call's commands run, what comes back, and discovery."""
import json
import os
import tempfile
from pathlib import Path

from _behaviour import summarize, IMPL, call_with_template, case, cases_of, load_plugins

FOLDER = Path(tempfile.mkdtemp())
(FOLDER / "sub").mkdir()
(FOLDER / "sub" / "marker.txt").write_text("found")


def step(command: str, **extra) -> dict:
    return {"command": command, **extra}


async def run(commands, arguments=None, **extra):
    template = {"call_template_type": "cli", "commands": [c if isinstance(c, dict) else step(c) for c in commands],
                "working_dir": str(FOLDER), **extra}
    return await call_with_template(template, arguments or {}, manual="sh", root_dir=str(FOLDER))


async def direct(commands, arguments=None, **extra):
    """Calls the cli protocol itself, skipping the client's variable substitution."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "c", "call_template_type": "cli", "commands": [step(c) for c in commands],
         "working_dir": str(FOLDER), **extra})
    return await CommunicationProtocol.communication_protocols["cli"].call_tool(client, "c.t", arguments or {}, template)


# cli.steps.output-variable
@case("cli.steps.output-variable", "dollar-name")
async def output_variable_plain():
    return await run(["echo first", "echo got:$CMD_0_OUTPUT"])


cases_of("cli.steps.output-variable", {
    "braced": lambda: run(["echo first", "echo got:${CMD_0_OUTPUT}"]),
    "protocol-direct": lambda: direct(["echo first", "echo got:$CMD_0_OUTPUT"]),
})


# cli.steps.missing-argument
@case("cli.steps.missing-argument", "absent")
async def missing_absent():
    return await run(["echo UTCP_ARG_limit_UTCP_END"])


cases_of("cli.steps.missing-argument", {
    "null": lambda: run(["echo '(UTCP_ARG_limit_UTCP_END)'"], {"limit": None}),
    "empty": lambda: run(["echo '(UTCP_ARG_limit_UTCP_END)'"], {"limit": ""}),
})


case("cli.steps.cd-not-carried", "next-step")(lambda: run(["cd sub", "cat marker.txt"]))
case("cli.steps.shell-variable-not-carried", "next-step")(lambda: direct(["X=1", "echo X=[${X:-unset}]"]))
case("cli.steps.cd-not-carried", "same-step")(lambda: run(["cd sub && cat marker.txt"]))


cases_of("cli.output.stderr", {
    "stderr-only": lambda: run(["echo to-err 1>&2"]),
    "stdout-and-stderr": lambda: run(["echo out; echo err 1>&2"]),
})


case("cli.output.empty", "true")(lambda: run(["true"]))


cases_of("cli.output.final-steps", {
    "default": lambda: run(["echo first", "echo second"]),
    "first-flagged": lambda: run([step("echo first", append_to_final_output=True), "echo second"]),
    "all-flagged":
        lambda: run([step("echo first", append_to_final_output=True),
                     step("echo second", append_to_final_output=True)]),
    "last-unflagged":
        lambda: run([step("echo first", append_to_final_output=True),
                     step("echo second", append_to_final_output=False)]),
})


cases_of("cli.output.json-parsed", {
    "object": lambda: run(["echo '{\"n\": 1}'"]),
    "array-with-spaces": lambda: run(["echo '  [1, 2]  '"]),
})


case("cli.output.number-text", "number")(lambda: run(["echo 42"]))
case("cli.output.broken-json", "broken-object")(lambda: run(["echo '{not json'"]))
case("cli.output.json-parsed", "crlf")(lambda: run(["printf '{\"n\": 1}\\r\\n'"]))
case("cli.output.text-trimmed", "padded")(lambda: run(["echo '  just text  '"]))
case("cli.output.unicode", "utf-8")(lambda: run(["echo 'héllo ✓'"]))
case("cli.output.text-trimmed", "crlf")(lambda: run(["printf 'a\\r\\nb\\r\\n'"]))


cases_of("cli.errors.non-zero-exit", {
    "exit-3": lambda: run(["echo failed; exit 3"]),
    "missing-path": lambda: run(["ls /no/such/dir"]),
    "unknown-command": lambda: run(["no-such-command-here"]),
})


@case("cli.env.parent-variable", "default")
async def inherited_default():
    os.environ["BEHAVIOUR_FROM_PARENT"] = "parent-value"
    return await direct(["printenv BEHAVIOUR_FROM_PARENT || echo not-inherited"])


case("cli.env.home", "default")(lambda: direct(['echo "(${HOME:+home})"']))
case("cli.env.inherit-list", "empty-list")(lambda: direct(['echo "(${HOME:-})"'], inherit_env_vars=[]))


@case("cli.env.inherit-list", "listed")
async def inherited_listed():
    os.environ["BEHAVIOUR_FROM_PARENT"] = "parent-value"
    return await direct(['echo "($BEHAVIOUR_FROM_PARENT)(${HOME:-})"'], inherit_env_vars=["BEHAVIOUR_FROM_PARENT"])


cases_of("cli.env.env-vars", {
    "set": lambda: direct(["printenv EXTRA_VALUE"], env_vars={"EXTRA_VALUE": "extra"}),
    "empty-value": lambda: direct(['echo "(${EXTRA_VALUE-unset})"'], env_vars={"EXTRA_VALUE": ""}),
    "unicode-value": lambda: direct(["printenv EXTRA_VALUE"], env_vars={"EXTRA_VALUE": "grüße"}),
})


@case("cli.streaming.client", "call-tool-streaming")
async def client_streaming():
    load_plugins()
    from _behaviour import stream_with_template

    return await stream_with_template({"call_template_type": "cli", "commands": [step("echo hi")]}, {})


cases_of("cli.arguments.shell-metacharacters", {
    "unquoted": lambda: direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "x; echo INJECTED"}),
    "single-quoted": lambda: direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x; echo INJECTED"}),
})


@case("cli.arguments.quote-in-value", "single-quoted")
async def arg_quote():
    return await direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "it's"})


case("cli.arguments.unicode", "unquoted")(lambda: direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "héllo ✓"}))


cases_of("cli.arguments.rendering", {
    "number": lambda: direct(["echo UTCP_ARG_v_UTCP_END"], {"v": 42}),
    "boolean": lambda: direct(["echo UTCP_ARG_v_UTCP_END"], {"v": True}),
    "object": lambda: direct(["echo 'UTCP_ARG_v_UTCP_END'"], {"v": {"a": 1}}),
    "list": lambda: direct(["echo 'UTCP_ARG_v_UTCP_END'"], {"v": [1, "b"]}),
})


@case("cli.template.working-dir", "default")
async def working_dir_default():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "c", "call_template_type": "cli", "commands": [step("pwd")]})
    found = await CommunicationProtocol.communication_protocols["cli"].call_tool(client, "c.t", {}, template)
    return {"process working directory": found == os.getcwd(), "client root_dir": found == str(FOLDER)}


@case("cli.template.working-dir", "given")
async def working_dir_given():
    return Path(await direct(["pwd"], working_dir=str(FOLDER / "sub"))).name


case("cli.template.working-dir", "missing-folder")(lambda: direct(["pwd"], working_dir=str(FOLDER / "nope")))


def validate(data: dict):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict({"name": "c", "call_template_type": "cli", **data})
    return template.model_dump(mode="json", exclude_none=True)


case("cli.template.auth", "none")(lambda: "auth" in validate({"commands": [step("echo")], "auth": None}))


@case("cli.template.auth", "api-key")
def auth_api_key():
    return validate({"commands": [step("echo")],
                     "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key"}}) is not None


cases_of("cli.template.commands-required", {
    "empty-list": lambda: validate({"commands": []}),
    "absent": lambda: validate({}),
})


cases_of("cli.variables.shell-reference", {
    "home": lambda: run(["echo $HOME"]),
    "braced-home": lambda: run(["echo ${HOME}"]),
    "escaped-dollar": lambda: run(["echo \\$HOME"]),
})


async def discover(output_file_text: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    listing = Path(tempfile.mkdtemp()) / "out.txt"
    listing.write_text(output_file_text)
    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "d", "call_template_type": "cli", "commands": [step(f"cat {listing}")]})
    result = await CommunicationProtocol.communication_protocols["cli"].register_manual(client, template)
    return {"success": result.success, "version": result.manual.manual_version,
            "tools": [t.name for t in result.manual.tools], "errors": [summarize(e) for e in result.errors]}


TOOL = {"name": "hello", "description": "d", "inputs": {}, "outputs": {},
        "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo hi"}]}}


@case("cli.discovery.manual", "lf")
async def discovery_manual():
    return await discover(json.dumps({"utcp_version": "1.0.0", "manual_version": "2.0.0", "tools": [TOOL]}))


case("cli.discovery.list-of-tools", "list")(lambda: discover(json.dumps([TOOL])))


@case("cli.discovery.json-lines", "among-text")
async def discovery_lines():
    return await discover("starting up\n" + json.dumps(TOOL) + "\nnot json either\n")


@case("cli.discovery.legacy-tools", "tool-provider")
async def discovery_legacy():
    legacy = {"name": "old", "description": "", "inputs": {}, "outputs": {},
              "tool_provider": {"provider_type": "cli", "command_name": "echo"}}
    return await discover(json.dumps({"tools": [legacy]}))


case("cli.discovery.empty-output", "empty")(lambda: discover(""))
case("cli.discovery.not-a-manual", "object")(lambda: discover('{"hello": 1}'))


@case("cli.discovery.manual", "crlf")
async def discovery_crlf():
    return await discover(json.dumps({"utcp_version": "1.0.0", "manual_version": "2.0.0", "tools": [TOOL]}, indent=1)
                          .replace("\n", "\r\n"))


# cli.call.arguments-and-output (python-1.0; the TypeScript side runs packages/cli of typescript-utcp 463b659)
async def call_one(command, arguments=None):
    return await run([command], arguments)


cases_of("cli.call.arguments-and-output", {
    "spaces-and-quotes": lambda: call_one("echo UTCP_ARG_text_UTCP_END", {"text": 'two  words "quoted"'}),
    "missing-argument": lambda: call_one("echo UTCP_ARG_limit_UTCP_END"),
    "object-argument": lambda: call_one("echo UTCP_ARG_value_UTCP_END", {"value": {"a": 1}}),
    "hyphen-in-name": lambda: call_one("echo UTCP_ARG_my-arg_UTCP_END", {"my-arg": "given"}),
    "json-output": lambda: call_one("echo '{\"n\": 1}'"),
    "text-trailing-newline": lambda: call_one("printf 'plain words\\n'"),
})


@case("cli.call.arguments-and-output", "time-limit")
async def call_time_limit():
    """The timeouts (1 s or more) passed to asyncio.wait_for during the call; the call itself is quick."""
    import asyncio

    original = asyncio.wait_for
    limits = []

    async def recording(awaitable, timeout=None, **extra):
        if timeout is not None and timeout >= 1:
            limits.append(timeout)
        return await original(awaitable, timeout, **extra)

    asyncio.wait_for = recording
    try:
        await call_one("echo quick")
    finally:
        asyncio.wait_for = original
    return limits


cases_of("cli.call.arguments-and-output", {
    "null-argument": lambda: call_one("echo UTCP_ARG_value_UTCP_END", {"value": None}),
    "array-argument": lambda: call_one("echo UTCP_ARG_value_UTCP_END", {"value": [1, 2]}),
    "boolean-argument": lambda: call_one("echo UTCP_ARG_value_UTCP_END", {"value": True}),
    "empty-string-argument": lambda: call_one("echo UTCP_ARG_text_UTCP_END", {"text": ""}),
    "unicode-argument": lambda: call_one("echo UTCP_ARG_text_UTCP_END", {"text": "naïve café ✓"}),
    "number-output": lambda: call_one("echo 42"),
    "invalid-json-output": lambda: call_one("echo '[not json'"),
    "crlf-output": lambda: call_one("printf 'a b\\r\\n'"),
})


@case("cli.call.arguments-and-output", "padded-output")
async def call_padded_output():
    return await call_one("printf '  padded  \\n'")
