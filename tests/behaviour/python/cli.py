"""Cases of utcp-cli (1.x): how a call's commands run, what comes back, and discovery."""
import json
import os
import tempfile
from pathlib import Path

from _behaviour import summarize, IMPL, call_with_template, case, load_plugins

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


@case("cli.steps.output-variable", "braced")
async def output_variable_braced():
    return await run(["echo first", "echo got:${CMD_0_OUTPUT}"])


@case("cli.steps.output-variable", "protocol-direct")
async def output_variable_direct():
    return await direct(["echo first", "echo got:$CMD_0_OUTPUT"])


# cli.steps.missing-argument
@case("cli.steps.missing-argument", "absent")
async def missing_absent():
    return await run(["echo UTCP_ARG_limit_UTCP_END"])


@case("cli.steps.missing-argument", "null")
async def missing_null():
    return await run(["echo '(UTCP_ARG_limit_UTCP_END)'"], {"limit": None})


@case("cli.steps.missing-argument", "empty")
async def missing_empty():
    return await run(["echo '(UTCP_ARG_limit_UTCP_END)'"], {"limit": ""})


@case("cli.steps.cd-not-carried", "next-step")
async def isolation_cd():
    return await run(["cd sub", "cat marker.txt"])


@case("cli.steps.shell-variable-not-carried", "next-step")
async def isolation_variable():
    return await direct(["X=1", "echo X=[${X:-unset}]"])


@case("cli.steps.cd-not-carried", "same-step")
async def isolation_same_step():
    return await run(["cd sub && cat marker.txt"])


@case("cli.output.stderr", "stderr-only")
async def stderr_only():
    return await run(["echo to-err 1>&2"])


@case("cli.output.stderr", "stdout-and-stderr")
async def both_streams():
    return await run(["echo out; echo err 1>&2"])


@case("cli.output.empty", "true")
async def no_output():
    return await run(["true"])


@case("cli.output.final-steps", "default")
async def final_default():
    return await run(["echo first", "echo second"])


@case("cli.output.final-steps", "first-flagged")
async def final_first_flagged():
    return await run([step("echo first", append_to_final_output=True), "echo second"])


@case("cli.output.final-steps", "all-flagged")
async def final_all_flagged():
    return await run([step("echo first", append_to_final_output=True), step("echo second", append_to_final_output=True)])


@case("cli.output.final-steps", "last-unflagged")
async def final_last_unflagged():
    return await run([step("echo first", append_to_final_output=True), step("echo second", append_to_final_output=False)])


@case("cli.output.json-parsed", "object")
async def json_object():
    return await run(["echo '{\"n\": 1}'"])


@case("cli.output.json-parsed", "array-with-spaces")
async def json_array():
    return await run(["echo '  [1, 2]  '"])


@case("cli.output.number-text", "number")
async def json_number():
    return await run(["echo 42"])


@case("cli.output.broken-json", "broken-object")
async def json_broken():
    return await run(["echo '{not json'"])


@case("cli.output.json-parsed", "crlf")
async def json_crlf():
    return await run(["printf '{\"n\": 1}\\r\\n'"])


@case("cli.output.text-trimmed", "padded")
async def text_padded():
    return await run(["echo '  just text  '"])


@case("cli.output.unicode", "utf-8")
async def text_unicode():
    return await run(["echo 'héllo ✓'"])


@case("cli.output.text-trimmed", "crlf")
async def text_crlf():
    return await run(["printf 'a\\r\\nb\\r\\n'"])


@case("cli.errors.non-zero-exit", "exit-3")
async def exit_three():
    return await run(["echo failed; exit 3"])


@case("cli.errors.non-zero-exit", "missing-path")
async def missing_path():
    return await run(["ls /no/such/dir"])


@case("cli.errors.non-zero-exit", "unknown-command")
async def unknown_command():
    return await run(["no-such-command-here"])


@case("cli.env.parent-variable", "default")
async def inherited_default():
    os.environ["BEHAVIOUR_FROM_PARENT"] = "parent-value"
    return await direct(["printenv BEHAVIOUR_FROM_PARENT || echo not-inherited"])


@case("cli.env.home", "default")
async def inherited_home():
    return await direct(['echo "(${HOME:+home})"'])


@case("cli.env.inherit-list", "empty-list")
async def inherited_empty_list():
    return await direct(['echo "(${HOME:-})"'], inherit_env_vars=[])


@case("cli.env.inherit-list", "listed")
async def inherited_listed():
    os.environ["BEHAVIOUR_FROM_PARENT"] = "parent-value"
    return await direct(['echo "($BEHAVIOUR_FROM_PARENT)(${HOME:-})"'], inherit_env_vars=["BEHAVIOUR_FROM_PARENT"])


@case("cli.env.env-vars", "set")
async def env_vars_set():
    return await direct(["printenv EXTRA_VALUE"], env_vars={"EXTRA_VALUE": "extra"})


@case("cli.env.env-vars", "empty-value")
async def env_vars_empty():
    return await direct(['echo "(${EXTRA_VALUE-unset})"'], env_vars={"EXTRA_VALUE": ""})


@case("cli.env.env-vars", "unicode-value")
async def env_vars_unicode():
    return await direct(["printenv EXTRA_VALUE"], env_vars={"EXTRA_VALUE": "grüße"})


@case("cli.streaming.client", "call-tool-streaming")
async def client_streaming():
    load_plugins()
    from _behaviour import stream_with_template

    return await stream_with_template({"call_template_type": "cli", "commands": [step("echo hi")]}, {})


@case("cli.arguments.shell-metacharacters", "unquoted")
async def arg_injection():
    return await direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "x; echo INJECTED"})


@case("cli.arguments.shell-metacharacters", "single-quoted")
async def arg_single_quoted():
    return await direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x; echo INJECTED"})


@case("cli.arguments.quote-in-value", "single-quoted")
async def arg_quote():
    return await direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "it's"})


@case("cli.arguments.unicode", "unquoted")
async def arg_unicode():
    return await direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "héllo ✓"})


@case("cli.arguments.rendering", "number")
async def render_number():
    return await direct(["echo UTCP_ARG_v_UTCP_END"], {"v": 42})


@case("cli.arguments.rendering", "boolean")
async def render_bool():
    return await direct(["echo UTCP_ARG_v_UTCP_END"], {"v": True})


@case("cli.arguments.rendering", "object")
async def render_object():
    return await direct(["echo 'UTCP_ARG_v_UTCP_END'"], {"v": {"a": 1}})


@case("cli.arguments.rendering", "list")
async def render_list():
    return await direct(["echo 'UTCP_ARG_v_UTCP_END'"], {"v": [1, "b"]})


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


@case("cli.template.working-dir", "missing-folder")
async def working_dir_missing():
    return await direct(["pwd"], working_dir=str(FOLDER / "nope"))


def validate(data: dict):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict({"name": "c", "call_template_type": "cli", **data})
    return template.model_dump(mode="json", exclude_none=True)


@case("cli.template.auth", "none")
def auth_none():
    return "auth" in validate({"commands": [step("echo")], "auth": None})


@case("cli.template.auth", "api-key")
def auth_api_key():
    return validate({"commands": [step("echo")],
                     "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X-Key"}}) is not None


@case("cli.template.commands-required", "empty-list")
def commands_empty():
    return validate({"commands": []})


@case("cli.template.commands-required", "absent")
def commands_absent():
    return validate({})


@case("cli.variables.shell-reference", "home")
async def variable_home():
    return await run(["echo $HOME"])


@case("cli.variables.shell-reference", "braced-home")
async def variable_braced_home():
    return await run(["echo ${HOME}"])


@case("cli.variables.shell-reference", "escaped-dollar")
async def variable_escaped():
    return await run(["echo \\$HOME"])


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


@case("cli.discovery.list-of-tools", "list")
async def discovery_list():
    return await discover(json.dumps([TOOL]))


@case("cli.discovery.json-lines", "among-text")
async def discovery_lines():
    return await discover("starting up\n" + json.dumps(TOOL) + "\nnot json either\n")


@case("cli.discovery.legacy-tools", "tool-provider")
async def discovery_legacy():
    legacy = {"name": "old", "description": "", "inputs": {}, "outputs": {},
              "tool_provider": {"provider_type": "cli", "command_name": "echo"}}
    return await discover(json.dumps({"tools": [legacy]}))


@case("cli.discovery.empty-output", "empty")
async def discovery_empty():
    return await discover("")


@case("cli.discovery.not-a-manual", "object")
async def discovery_not_manual():
    return await discover('{"hello": 1}')


@case("cli.discovery.manual", "crlf")
async def discovery_crlf():
    return await discover(json.dumps({"utcp_version": "1.0.0", "manual_version": "2.0.0", "tools": [TOOL]}, indent=1)
                          .replace("\n", "\r\n"))


# cli.call.arguments-and-output (python-1.0; the TypeScript side runs packages/cli of typescript-utcp 463b659)
async def call_one(command, arguments=None):
    return await run([command], arguments)


@case("cli.call.arguments-and-output", "spaces-and-quotes")
async def call_spaces_and_quotes():
    return await call_one("echo UTCP_ARG_text_UTCP_END", {"text": 'two  words "quoted"'})


@case("cli.call.arguments-and-output", "missing-argument")
async def call_missing_argument():
    return await call_one("echo UTCP_ARG_limit_UTCP_END")


@case("cli.call.arguments-and-output", "object-argument")
async def call_object_argument():
    return await call_one("echo UTCP_ARG_value_UTCP_END", {"value": {"a": 1}})


@case("cli.call.arguments-and-output", "hyphen-in-name")
async def call_hyphen_in_name():
    return await call_one("echo UTCP_ARG_my-arg_UTCP_END", {"my-arg": "given"})


@case("cli.call.arguments-and-output", "json-output")
async def call_json_output():
    return await call_one("echo '{\"n\": 1}'")


@case("cli.call.arguments-and-output", "text-trailing-newline")
async def call_text_trailing_newline():
    return await call_one("printf 'plain words\\n'")


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


@case("cli.call.arguments-and-output", "null-argument")
async def call_null_argument():
    return await call_one("echo UTCP_ARG_value_UTCP_END", {"value": None})


@case("cli.call.arguments-and-output", "array-argument")
async def call_array_argument():
    return await call_one("echo UTCP_ARG_value_UTCP_END", {"value": [1, 2]})


@case("cli.call.arguments-and-output", "boolean-argument")
async def call_boolean_argument():
    return await call_one("echo UTCP_ARG_value_UTCP_END", {"value": True})


@case("cli.call.arguments-and-output", "empty-string-argument")
async def call_empty_string_argument():
    return await call_one("echo UTCP_ARG_text_UTCP_END", {"text": ""})


@case("cli.call.arguments-and-output", "unicode-argument")
async def call_unicode_argument():
    return await call_one("echo UTCP_ARG_text_UTCP_END", {"text": "naïve café ✓"})


@case("cli.call.arguments-and-output", "number-output")
async def call_number_output():
    return await call_one("echo 42")


@case("cli.call.arguments-and-output", "invalid-json-output")
async def call_invalid_json_output():
    return await call_one("echo '[not json'")


@case("cli.call.arguments-and-output", "crlf-output")
async def call_crlf_output():
    return await call_one("printf 'a b\\r\\n'")


@case("cli.call.arguments-and-output", "padded-output")
async def call_padded_output():
    return await call_one("printf '  padded  \\n'")
