"""Cases of utcp-cli (1.x): how a call's commands run, what comes back, and discovery."""
import json
import os
import tempfile
from pathlib import Path

from _behaviour import summarize, IMPL, call_with_template, case, cases_of, load_plugins

# bash sources ~/.bashrc when its standard input is a socket (it takes that for rshd or sshd), and the
# pipes node gives this runner are sockets; the plugin passes its own standard input on to bash. The
# runner has read its job by now, so standard input becomes /dev/null: otherwise the environment and
# PATH a command sees would come from this machine's rc file rather than from the plugin.
os.dup2(os.open(os.devnull, os.O_RDONLY), 0)

FOLDER = Path(tempfile.mkdtemp())
(FOLDER / "sub").mkdir()
(FOLDER / "sub" / "marker.txt").write_text("found")


def step(command: str, **extra) -> dict:
    return {"command": command, **extra}


async def run(commands, arguments=None, **extra):
    template = {"call_template_type": "cli", "commands": [c if isinstance(c, dict) else step(c) for c in commands],
                "working_dir": str(FOLDER), **extra}
    return await call_with_template(template, arguments or {}, manual="sh", root_dir=str(FOLDER))


async def cli_setup(name: str, commands: list):
    """A client created with root_dir FOLDER, the cli protocol, and a cli template `name` running `commands`."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict({"name": name, "call_template_type": "cli", "commands": commands})
    return client, CommunicationProtocol.communication_protocols["cli"], template


async def direct(commands, arguments=None, **extra):
    """Calls the cli protocol itself, skipping the client's variable substitution."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "c", "call_template_type": "cli",
         "commands": [c if isinstance(c, dict) else step(c) for c in commands],
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
    client, protocol, template = await cli_setup("c", [step("pwd")])
    found = await protocol.call_tool(client, "c.t", {}, template)
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
    listing = Path(tempfile.mkdtemp()) / "out.txt"
    listing.write_text(output_file_text)
    client, protocol, template = await cli_setup("d", [step(f"cat {listing}")])
    result = await protocol.register_manual(client, template)
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
    return await recorded_limits(lambda: call_one("echo quick"))


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


# Adversarial review of the CLI guides (2026-11-27): edges of the sentences on docs/protocols/cli.md
# and versioned_docs/version-1.0/protocols/cli.md.
import asyncio  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402


from _behaviour import process_environment as host_environment  # noqa: E402


# cli.output.stderr: each step runs as CMD_i_OUTPUT=$(<command> 2>&1), so the redirection belongs to the
# step's last simple command only.
cases_of("cli.output.stderr", {
    "program-stderr": lambda: run([step("ls /no/such/dir", append_to_final_output=True), "echo next"]),
    "redirected-echo": lambda: run([step("echo to-err 1>&2", append_to_final_output=True), "echo next"]),
    "earlier-in-step": lambda: run(["ls /no/such/dir; echo done"]),
    "program-both": lambda: run(["sh -c 'echo out; echo err >&2'"]),
})


cases_of("cli.output.final-steps", {
    "all-false":
        lambda: run([step("echo first", append_to_final_output=False),
                     step("echo second", append_to_final_output=False)]),
    "first-false": lambda: run([step("echo first", append_to_final_output=False), "echo second"]),
})


cases_of("cli.output.json-parsed", {
    "two-objects":
        lambda: run([step("echo '{\"n\": 1}'", append_to_final_output=True), "echo '{\"n\": 2}'"]),
    "json-string": lambda: run(["echo '\"quoted\"'"]),
})


cases_of("cli.arguments.shell-metacharacters", {
    "double-quoted-breakout": lambda: direct(['echo "id=UTCP_ARG_text_UTCP_END"'], {"text": '"; echo INJECTED; "'}),
    "command-substitution": lambda: run(["echo UTCP_ARG_text_UTCP_END"], {"text": "$(echo INJECTED)"}),
    "single-quote-breakout": lambda: direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x'; echo INJECTED; '"}),
})


cases_of("cli.arguments.one-word", {
    "spaces-and-glob": lambda: run(["printf '[%s]' UTCP_ARG_x_UTCP_END"], {"x": "two  words *"}),
    "empty-value": lambda: run(["printf '[%s]' UTCP_ARG_x_UTCP_END end"], {"x": ""}),
    "joined-in-quotes":
        lambda: run(["printf '[%s]' \"UTCP_ARG_a_UTCP_END/UTCP_ARG_b_UTCP_END\""], {"a": "x y", "b": "z"}),
    "single-quoted": lambda: run(["printf '[%s]' 'id=UTCP_ARG_x_UTCP_END'"], {"x": "a b"}),
    "two-flags": lambda: run(["printf '[%s]' UTCP_ARG_flags_UTCP_END"], {"flags": "--verbose --debug"}),
})


cases_of("cli.arguments.placeholder-names", {
    "hyphen": lambda: run(["echo UTCP_ARG_my-arg_UTCP_END"], {"my-arg": "given"}),
    "non-ascii": lambda: run(["echo UTCP_ARG_wétter_UTCP_END"], {"wétter": "given"}),
})


def first_line(text) -> str:
    """The first line of a program's output, without version numbers."""
    return re.sub(r"[0-9.]+", "N", str(text).splitlines()[0]) if text else ""


async def call_with_inputs(template: dict, inputs: dict, arguments: dict):
    """Registers one cli tool that declares `inputs` (a JSON schema) and calls it through the client."""
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.data.tool import Tool
    from utcp.data.utcp_manual import UtcpManual
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    manual_template = CallTemplateSerializer().validate_dict({**template, "name": "sh"})
    entry = Tool(name="sh.t", description="", inputs=inputs, tool_call_template=manual_template)
    await client.config.tool_repository.save_manual(manual_template, UtcpManual(tools=[entry]))
    return await client.call_tool("sh.t", arguments)


@case("cli.arguments.option-like", "no-separator")
async def option_no_separator():
    return first_line(await run(["cat UTCP_ARG_p_UTCP_END"], {"p": "--version"}))


@case("cli.arguments.option-like", "after-double-dash")
async def option_after_double_dash():
    return first_line(await run(["cat -- UTCP_ARG_p_UTCP_END"], {"p": "--version"}))


@case("cli.arguments.option-like", "pattern-not-enforced")
async def option_pattern():
    inputs = {"type": "object", "properties": {"p": {"type": "string", "pattern": "^[A-Za-z0-9_./-]+$"}},
              "required": ["p"]}
    template = {"call_template_type": "cli", "working_dir": str(FOLDER),
                "commands": [step("cat UTCP_ARG_p_UTCP_END")]}
    return first_line(await call_with_inputs(template, inputs, {"p": "--version"}))


ENV_NAMES = "env | cut -d= -f1 | sort | paste -sd ' '"
ALLOW_LIST = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LC_CTYPE": "C.UTF-8", "USER": "u", "LOGNAME": "u",
              "SHELL": "/bin/bash", "TZ": "UTC", "TERM": "dumb"}


@case("cli.env.names", "default")
async def env_names_default():
    with host_environment(**ALLOW_LIST, BEHAVIOUR_SECRET_TOKEN="token-value", AWS_SECRET_ACCESS_KEY="k"):
        names = (await direct([ENV_NAMES])).split()
    return [name for name in names if name not in ("BEHAVIOUR_FROM_PARENT",)] if IMPL != "python-1.0" else {
        "count above 20": len(names) > 20, "secret inherited": "BEHAVIOUR_SECRET_TOKEN" in names}


@case("cli.env.names", "empty-list")
async def env_names_empty():
    with host_environment(BEHAVIOUR_SECRET_TOKEN="token-value"):
        names = (await direct([ENV_NAMES], inherit_env_vars=[])).split()
    return names if IMPL != "python-1.0" else {"secret inherited": "BEHAVIOUR_SECRET_TOKEN" in names}


@case("cli.env.names", "listed-unset")
async def env_names_listed_unset():
    os.environ.pop("BEHAVIOUR_NOT_SET_ANYWHERE", None)
    return await direct(['echo "(${BEHAVIOUR_NOT_SET_ANYWHERE-unset})"'],
                        inherit_env_vars=["PATH", "BEHAVIOUR_NOT_SET_ANYWHERE"])


case("cli.env.env-vars", "overrides-inherited")(
    lambda: direct(['echo "($HOME)"'], env_vars={"HOME": "/elsewhere"}))


@case("cli.env.env-vars", "utcp-variable")
async def env_vars_utcp_variable():
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER), config={"variables": {"sh_TOKEN": "token-value"}})
    template = {"call_template_type": "cli", "working_dir": str(FOLDER), "env_vars": {"TOKEN": "${TOKEN}"},
                "commands": [step("printenv TOKEN")]}
    return await call_with_template(template, {}, manual="sh", client=client)


# cli.env.path: bash falls back to its own search path when PATH is not in its environment.
BIN = FOLDER / "bin"
BIN.mkdir()
(BIN / "behaviour-hello").write_text("#!/bin/sh\necho hello from a private folder\n")
(BIN / "behaviour-hello").chmod(0o755)


@case("cli.env.path", "system-program")
async def path_system_program():
    return await direct(["ls -d /"], inherit_env_vars=["HOME"])


@case("cli.env.path", "private-folder-not-listed")
async def path_private_not_listed():
    with host_environment(PATH=f"{BIN}:{os.environ['PATH']}"):
        return await direct(["behaviour-hello"], inherit_env_vars=["HOME"])


@case("cli.env.path", "private-folder-default")
async def path_private_default():
    with host_environment(PATH=f"{BIN}:{os.environ['PATH']}"):
        return await direct(["behaviour-hello"])


@case("cli.env.path", "path-value-unlisted")
async def path_value_unlisted():
    seen = await direct(['echo "[${PATH-unset}]"'], inherit_env_vars=["HOME"])
    return "<the client's PATH>" if seen == f"[{os.environ['PATH']}]" else seen


# cli.timeouts: the limits passed to asyncio.wait_for, and what a timeout leaves running.
async def recorded_limits(action):
    original = asyncio.wait_for
    limits = []

    async def recording(awaitable, timeout=None, **extra):
        if timeout is not None and timeout >= 1:
            limits.append(timeout)
        return await original(awaitable, timeout, **extra)

    asyncio.wait_for = recording
    try:
        await action()
    finally:
        asyncio.wait_for = original
    return limits


case("cli.timeouts.limits", "call")(lambda: recorded_limits(lambda: run(["echo quick"])))


@case("cli.timeouts.limits", "discovery")
async def limits_discovery():
    return await recorded_limits(lambda: discover(json.dumps({"utcp_version": "1.0.0", "tools": [TOOL]})))


@case("cli.timeouts.limits", "after-timeout")
async def limits_after_timeout():
    """The fixed limit is shortened to 1 s (by wrapping asyncio.wait_for); the command ends after 3 s."""
    original = asyncio.wait_for
    marker = FOLDER / "finished-after-timeout.txt"
    marker.unlink(missing_ok=True)

    async def shortened(awaitable, timeout=None, **extra):
        return await original(awaitable, 1.0 if timeout and timeout >= 30 else timeout, **extra)

    asyncio.wait_for = shortened
    raised = None
    try:
        await run([f"sleep 3; echo finished > {marker.name}"])
    except BaseException as error:  # noqa: BLE001 - the outcome is which error the call raised
        raised = type(error).__name__
    finally:
        asyncio.wait_for = original
    await asyncio.sleep(4)
    return {"call raised": raised, "command finished after the call gave up": marker.exists()}


@case("cli.streaming.client", "protocol-direct")
async def streaming_protocol_direct():
    client, protocol, template = await cli_setup("c", [step("echo hi")])
    streaming = protocol.call_tool_streaming(client, "c.t", {}, template)
    return await streaming


cases_of("cli.variables.shell-reference", {
    "operator-expansion": lambda: run(['echo "[${HOME:+set}]"']),
    "command-substitution": lambda: run(["echo $(echo substituted)"]),
    "with-dollar-ref": lambda: run(["test -n $HOME && echo home-seen; : $ref"]),
})


@case("cli.template.commands-required", "empty-list-call")
async def commands_empty_call():
    return await run([])


@case("cli.template.commands-required", "empty-list-register")
async def commands_empty_register():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict({"name": "empty", "call_template_type": "cli", "commands": []})
    result = await client.register_manual(template)
    return {"success": result.success, "errors": [summarize(str(e)) for e in result.errors]}


cases_of("cli.discovery.manual", {
    "after-log-line-indented":
        lambda: discover("starting up\n" + json.dumps({"utcp_version": "1.0.0", "tools": [TOOL]}, indent=1)),
    "after-log-line-one-line":
        lambda: discover("starting up\n" + json.dumps({"utcp_version": "1.0.0", "tools": [TOOL]})),
})


@case("cli.steps.single-process", "pid-and-shell")
async def single_process():
    out = await direct([step('echo "$$ ${BASH_VERSION:+bash}"', append_to_final_output=True), 'echo "$$"'])
    first, second = out.splitlines()
    pid, shell = first.split(" ", 1)
    return {"same process id in both steps": pid == second, "shell": shell}


# cli.arguments.references: the text the plugin writes for a placeholder (1.1 only: 1.0 pastes the value).
def references(method: str, command: str):
    if LINE_IS_1_0:
        from _behaviour import skip

        skip("python-utcp 1.0 pastes the value itself; it has no reference forms")
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol

    protocol = CommunicationProtocol.communication_protocols["cli"]
    script, env = getattr(protocol, method)(command, {"x": "v"}, "NONCE")
    return {"script": script, "environment": env}


LINE_IS_1_0 = IMPL == "python-1.0"

cases_of("cli.arguments.references", {
    "bash-forms": lambda: references("_substitute_bash", "echo UTCP_ARG_x_UTCP_END \"a UTCP_ARG_x_UTCP_END\" 'b UTCP_ARG_x_UTCP_END'"),
    "powershell-double-quoted": lambda: references("_substitute_powershell", 'Write-Output "a UTCP_ARG_x_UTCP_END"'),
    "powershell-single-quoted": lambda: references("_substitute_powershell", "Write-Output 'a UTCP_ARG_x_UTCP_END'"),
})


@case("cli.arguments.references", "variable-name-per-call")
async def references_variable_name():
    if LINE_IS_1_0:
        from _behaviour import skip

        skip("python-utcp 1.0 pastes the value itself; it sets no variable")
    command = ": UTCP_ARG_x_UTCP_END; env | grep -o '^__UTCP_ARG_[^=]*'"
    first = await direct([command], {"x": "v"})
    second = await direct([command], {"x": "v"})
    return {"differ between calls": first != second, "shape": re.sub(r"[0-9a-f]{16}", "<16 hex>", first)}


@case("cli.discovery.not-a-manual", "failing-command")
async def discovery_failing_command():
    """A discovery command that fails: is its error text (captured by 2>&1) parsed, or the script's stderr?"""
    client, protocol, template = await cli_setup("d", [step("cat /no/such/manual.json")])
    result = await protocol.register_manual(client, template)
    return {"success": result.success, "errors": [summarize(e) for e in result.errors]}


# cli.commands.as-written: the command text of a step reaches the shell unchanged, shell syntax included.
@case("cli.commands.as-written", "shell-syntax-in-command")
async def command_as_written():
    return await run(['echo one; echo two | tr a-z A-Z'])


@case("cli.commands.as-written", "argument-next-to-syntax")
async def command_with_argument():
    return await run(['echo UTCP_ARG_word_UTCP_END && echo after'], {"word": "a;b"})


# Cases added by the second adversarial review (2026-11-28): shell variables written in the command itself.

async def run_with_variables(commands, variables):
    """Like run(), through a client whose configuration holds `variables`."""
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER), config={"variables": variables})
    template = {"call_template_type": "cli", "commands": [step(c) for c in commands], "working_dir": str(FOLDER)}
    return await call_with_template(template, {}, manual="sh", client=client)


cases_of("cli.commands.as-written", {
    "shell-variable-in-command": lambda: run(['echo "home=$HOME"']),
    "single-quoted-shell-variable": lambda: run(["echo 'home=$HOME'"]),
    "shell-variable-named-like-utcp-variable": lambda: run_with_variables(
        ['GREETING=shell; echo "$GREETING"'], {"sh_GREETING": "from-utcp-config"}),
})


# cli.discovery.legacy-tools, more: 0.1-style tools of other shapes, and beside a tool of the 1.x format.
def legacy_tool(name, provider):
    return {"name": name, "description": "", "inputs": {}, "outputs": {}, "tool_provider": provider}


cases_of("cli.discovery.legacy-tools", {
    "cli-provider-with-commands": lambda: discover(json.dumps({"tools": [
        legacy_tool("old", {"provider_type": "cli", "commands": [{"command": "echo hi"}]})]})),
    "http-provider": lambda: discover(json.dumps({"tools": [
        legacy_tool("old", {"provider_type": "http", "url": "https://x.example/t", "http_method": "GET"})]})),
    "beside-new-tool": lambda: discover(json.dumps({"utcp_version": "1.0.0", "tools": [
        legacy_tool("old", {"provider_type": "http", "url": "https://x.example/t", "http_method": "GET"}), TOOL]})),
    "provider-type-as-type": lambda: discover(json.dumps([
        legacy_tool("old", {"type": "cli", "commands": [{"command": "echo hi"}]})])),
})


# cli.discovery.timeout: discovery whose command outlasts the limit (shortened to 1 s by wrapping asyncio.wait_for).
@case("cli.discovery.timeout", "sleep-past-limit")
async def discovery_timeout():
    original = asyncio.wait_for

    async def shortened(awaitable, timeout=None, **extra):
        return await original(awaitable, 1.0 if timeout and timeout >= 30 else timeout, **extra)

    asyncio.wait_for = shortened
    try:
        load_plugins()
        from utcp.data.call_template import CallTemplateSerializer
        from utcp.interfaces.communication_protocol import CommunicationProtocol
        from utcp.utcp_client import UtcpClient

        client = await UtcpClient.create(root_dir=str(FOLDER))
        template = CallTemplateSerializer().validate_dict(
            {"name": "d", "call_template_type": "cli",
             "commands": [step("sleep 3; echo '" + json.dumps([TOOL]) + "'")]})
        result = await CommunicationProtocol.communication_protocols["cli"].register_manual(client, template)
        return {"success": result.success, "tools": [t.name for t in result.manual.tools],
                "errors": [summarize(e) for e in result.errors]}
    finally:
        asyncio.wait_for = original


cases_of("cli.errors.non-zero-exit", {
    "exit-without-output": lambda: run(["exit 5"]),
    "stderr-and-exit": lambda: run(["echo to-err >&2; exit 2"]),
    "failing-middle-step": lambda: run(["false", "echo after"]),
})


# Third adversarial review 2026-11-29: python-utcp 1.1 leaves a string that holds `$ref` unsubstituted (a guard
# meant for JSON Schema references), so a command holding it reaches the shell with its variables untouched.
cases_of("cli.commands.as-written", {
    "dollar-ref-in-same-command": lambda: run(['G=shell; echo "$G"; : $ref']),
    "dollar-ref-in-other-command": lambda: run(['G=shell; echo "$G"', ": $ref"]),
    "dollar-refresh-in-command": lambda: run(['G=shell; echo "$G"; : $refresh']),
})


# Adversarial review 2026-11-29 (CLI/text fold): the shell the script is handed to, read from the argument list
# the plugin gives asyncio.create_subprocess_exec (replaced by a recorder, so no PowerShell is needed), with the
# module's `os` seen through a proxy whose `name` is "nt" for the Windows case.
class _OsAs:
    def __init__(self, name):
        self.name = name

    def __getattr__(self, attribute):
        return getattr(os, attribute)


async def shell_argv(os_name=None, commands=("echo one", "echo two"), arguments=None):
    load_plugins()
    import utcp_cli.cli_communication_protocol as module
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    seen = []

    class _Process:
        returncode = 0

        async def communicate(self):
            return b"recorded", b""

        def kill(self):
            pass

        async def wait(self):
            return 0

    async def recorder(*argv, **options):
        seen.append({"argv": list(argv), "env": options.get("env"), "cwd": options.get("cwd")})
        return _Process()

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "c", "call_template_type": "cli", "commands": [step(c) for c in commands]})
    original_exec, original_os = asyncio.create_subprocess_exec, module.os
    asyncio.create_subprocess_exec = recorder
    if os_name:
        module.os = _OsAs(os_name)
    try:
        result = await CommunicationProtocol.communication_protocols["cli"].call_tool(
            client, "c.t", arguments or {}, template)
    finally:
        asyncio.create_subprocess_exec, module.os = original_exec, original_os
    script = seen[0]["argv"][2] if len(seen[0]["argv"]) > 2 else ""
    return {"processes": len(seen), "program and flag": seen[0]["argv"][:2],
            "script holds every step": all(c in script for c in commands), "result": result}


cases_of("cli.shell.program", {
    "unix": lambda: shell_argv(),
    "windows": lambda: shell_argv("nt"),
})


async def missing_argument_logged():
    """Which log records a call with a placeholder whose argument is absent leaves."""
    import logging

    records = []

    class _Keep(logging.Handler):
        def emit(self, record):
            records.append(record)

    handler = _Keep(level=logging.DEBUG)
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        value = await run(["echo UTCP_ARG_limit_UTCP_END"])
    finally:
        root.removeHandler(handler)
    return {"value": value,
            "error records naming the argument": sum(1 for r in records
                                                     if r.levelno >= logging.ERROR and "limit" in r.getMessage())}


case("cli.steps.missing-argument", "absent-logged")(missing_argument_logged)
case("cli.steps.shell-variable-not-carried", "export-next-step")(
    lambda: direct(["export X=1", "echo X=[${X:-unset}]"]))
case("cli.steps.shell-variable-not-carried", "export-same-step")(
    lambda: direct(["export X=1 && echo X=[${X:-unset}]"]))


# cli.protocol.state: what the protocol object holds, and what register() and deregister_manual() do.
async def protocol_state(what):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient
    import utcp_cli
    import utcp_cli.cli_communication_protocol as module

    protocol = CommunicationProtocol.communication_protocols["cli"]
    if what == "register":
        made = []
        original = module.CliCommunicationProtocol.__init__

        def counting(self, *a, **k):
            made.append(self)
            original(self, *a, **k)

        module.CliCommunicationProtocol.__init__ = counting
        try:
            utcp_cli.register()
        finally:
            module.CliCommunicationProtocol.__init__ = original
        return {"instances made by one register()": len(made),
                "registered one is the new instance": bool(made) and
                CommunicationProtocol.communication_protocols["cli"] is made[0]}
    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "c", "call_template_type": "cli", "commands": [step("echo UTCP_ARG_x_UTCP_END")]})
    before = sorted(vars(protocol))
    first = await protocol.call_tool(client, "c.t", {"x": "one"}, template)
    second = await protocol.call_tool(client, "c.t", {"x": "two"}, template)
    if what == "calls":
        return {"fields before": before, "fields after two calls": sorted(vars(protocol)), "results": [first, second]}
    returned = await protocol.deregister_manual(client, template)
    after = await protocol.call_tool(client, "c.t", {"x": "three"}, template)
    return {"returned": returned, "fields unchanged": sorted(vars(protocol)) == before, "call afterwards": after}


cases_of("cli.protocol.state", {
    "fields-across-calls": lambda: protocol_state("calls"),
    "deregister": lambda: protocol_state("deregister"),
    "register-creates": lambda: protocol_state("register"),
})


case("cli.streaming.client", "protocol-direct-failing-template")(lambda: _stream_direct(["exit 3"]))


async def _stream_direct(commands):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "c", "call_template_type": "cli", "commands": [step(c) for c in commands]})
    return await CommunicationProtocol.communication_protocols["cli"].call_tool_streaming(client, "c.t", {}, template)


@case("cli.env.env-vars", "over-listed-inherited")
async def env_vars_over_listed():
    os.environ["BEHAVIOUR_FROM_PARENT"] = "parent-value"
    return await direct(["printenv BEHAVIOUR_FROM_PARENT"], inherit_env_vars=["BEHAVIOUR_FROM_PARENT"],
                        env_vars={"BEHAVIOUR_FROM_PARENT": "from-template"})


@case("cli.timeouts.limits", "error-class")
async def limits_error_class():
    """Which class the timeout of a call raises, on the Python that runs the cases (the limit shortened to 1 s)."""
    import builtins
    import sys

    original = asyncio.wait_for

    async def shortened(awaitable, timeout=None, **extra):
        return await original(awaitable, 1.0 if timeout and timeout >= 30 else timeout, **extra)

    asyncio.wait_for = shortened
    try:
        await run(["sleep 2"])
        return "no error"
    except BaseException as error:  # noqa: BLE001 - the outcome is the class raised
        return {"python": f"{sys.version_info.major}.{sys.version_info.minor}",
                "builtin TimeoutError": type(error) is builtins.TimeoutError,
                "asyncio.TimeoutError is the builtin": asyncio.TimeoutError is builtins.TimeoutError}
    finally:
        asyncio.wait_for = original


# cli.env.allow-list-replaced (second reading 2026-11-29): whether inherit_env_vars replaces the default list.
async def env_names_with(inherit=None, env_vars=None, **host):
    extra = {} if inherit is None else {"inherit_env_vars": inherit}
    if env_vars is not None:
        extra["env_vars"] = env_vars
    with host_environment(**host):
        names = (await direct([ENV_NAMES], **extra)).split()
    return [name for name in names if name not in ("BEHAVIOUR_FROM_PARENT",)]


cases_of("cli.env.allow-list-replaced", {
    "one-name-listed": lambda: env_names_with(["BEHAVIOUR_EXTRA"], HOME="/home/u", LANG="C.UTF-8",
                                              BEHAVIOUR_EXTRA="x"),
    "near-miss-names": lambda: env_names_with(None, **ALLOW_LIST, LC_MESSAGES="C", LANGUAGE="en", path="/p",
                                              DISPLAY=":0"),
    "env-vars-with-list": lambda: env_names_with([], {"A": "1"}),
})


# cli.arguments.powershell-quotes (second reading 2026-11-29): PowerShell quoting edges.
cases_of("cli.arguments.powershell-quotes", {
    "single-inside-double": lambda: references("_substitute_powershell", "Write-Output \"a 'UTCP_ARG_x_UTCP_END'\""),
    "doubled-quote-in-single": lambda: references("_substitute_powershell", "Write-Output 'it''s UTCP_ARG_x_UTCP_END'"),
    "bare-after-single": lambda: references("_substitute_powershell", "Write-Output 'a' UTCP_ARG_x_UTCP_END"),
    "here-string-single": lambda: references("_substitute_powershell", "Write-Output @'\nUTCP_ARG_x_UTCP_END\n'@"),
})


# cli.env.windows-default (second reading 2026-11-29): the default list the plugin picks when os.name is "nt".
@case("cli.env.windows-default", "names-passed")
async def windows_default_names():
    import types

    load_plugins()
    import utcp_cli.cli_communication_protocol as module
    from utcp.data.call_template import CallTemplateSerializer

    windows = ["PATH", "PATHEXT", "SYSTEMROOT", "WINDIR", "COMSPEC", "TEMP", "USERPROFILE", "APPDATA",
               "PROGRAMFILES(X86)", "PSMODULEPATH", "NUMBER_OF_PROCESSORS"]
    host = {**{name: "x" for name in windows}, "HOME": "/home/u", "LANG": "C", "BEHAVIOUR_SECRET_TOKEN": "s"}
    stand_in = types.SimpleNamespace(name="nt", environ=host)
    real = module.os
    module.os = stand_in
    try:
        template = CallTemplateSerializer().validate_dict(
            {"name": "c", "call_template_type": "cli", "commands": [{"command": "echo"}]})
        env = module.CliCommunicationProtocol()._prepare_environment(template)
    finally:
        module.os = real
    return sorted(env)


# cli.arguments.injection-edges (second reading 2026-11-29).
cases_of("cli.arguments.injection-edges", {
    "newline": lambda: direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "x\necho INJECTED"}),
    "backticks": lambda: direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "`echo INJECTED`"}),
    "pipe-unicode": lambda: direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "grüße | tr a-z A-Z"}),
})


# Second reading 2026-11-29 (WebSocket, MCP and CLI pages).
@case("cli.env.parent-variable", "multiline-unicode")
async def inherited_multiline_unicode():
    with host_environment(BEHAVIOUR_FROM_PARENT="zeile eins\ngrüße"):
        return await direct(['printf "[%s]" "${BEHAVIOUR_FROM_PARENT-not-inherited}"'])


cases_of("cli.output.final-steps", {
    "three-middle-unset":
        lambda: run([step("echo first", append_to_final_output=True), "echo middle", "echo third"]),
    "single-unset": lambda: run(["echo only"]),
})


case("cli.template.working-dir", "empty-string")(lambda: direct(["pwd"], working_dir=""))


@case("cli.protocol.state", "earlier-registration-kept")
async def register_keeps_earlier():
    """An object already registered under "cli" before utcp_cli.register() runs again: which one is then in use."""
    load_plugins()
    from utcp.interfaces.communication_protocol import CommunicationProtocol
    import utcp_cli

    table = CommunicationProtocol.communication_protocols
    before = table["cli"]
    utcp_cli.register()
    return {"same object after a second register()": table["cli"] is before}


cases_of("cli.arguments.value-types", {
    "number": lambda: direct(['echo "[UTCP_ARG_v_UTCP_END]"'], {"v": 42}),
    "boolean": lambda: direct(['echo "[UTCP_ARG_v_UTCP_END]"'], {"v": True}),
    "object": lambda: direct(['echo "[UTCP_ARG_v_UTCP_END]"'], {"v": {"a": 1}}),
    "unicode": lambda: direct(['echo "[UTCP_ARG_v_UTCP_END]"'], {"v": "grüße"}),
})


@case("cli.output.whole", "large-output")
async def whole_large_output():
    found = await run(["head -c 300000 /dev/zero | tr '\\0' a"])
    return {"length": len(found), "only a": set(found) == {"a"}}


# Second reading 2026-11-29 (RFC 5.6 conformance note): an argument that bash evaluates in an arithmetic context.
async def arithmetic_argument():
    marker = FOLDER / "arithmetic-marker.txt"
    if marker.exists():
        marker.unlink()
    try:
        result = await direct(["echo $(( UTCP_ARG_n_UTCP_END + 1 ))"],
                              {"n": "x[$(echo injected > arithmetic-marker.txt)0]"})
    except Exception as error:  # noqa: BLE001
        result = {"error": type(error).__name__}
    written = marker.read_text().strip() if marker.exists() else None
    if marker.exists():  # the glob cases list FOLDER; leave it as the other cases found it
        marker.unlink()
    return {"result": result, "marker written": written}


cases_of("cli.arguments.shell-metacharacters", {
    "arithmetic-context": arithmetic_argument,
})


# Second reading 2026-11-30 (lead, RFC 5.6): a shell function and an alias defined in one step, used in the next.
cases_of("cli.steps.shell-variable-not-carried", {
    "function-next-step": lambda: direct(["greet() { echo hi; }", "greet 2>/dev/null || echo no-function"]),
})


# Second reading (s-yaml-core) 2026-11-30: an empty working_dir through the client and at registration, a blank
# one; argument values of further types.
async def _error_or_value(awaitable):
    try:
        return {"value": await awaitable}
    except Exception as error:  # noqa: BLE001 - the error is the outcome
        return {"error": type(error).__name__}


async def working_dir_empty_edges():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "reg", "call_template_type": "cli", "commands": [step("echo '{\"tools\": []}'")], "working_dir": ""})
    registered = await _error_or_value(client.register_manual(template))
    if "value" in registered:
        registered = {"success": registered["value"].success, "errors": [summarize(e)[:80] for e in
                                                                          registered["value"].errors]}
    template_call = {"call_template_type": "cli", "commands": [step("pwd")], "working_dir": ""}
    return {"call through the client": await _error_or_value(call_with_template(template_call, {}, manual="sh",
                                                                                root_dir=str(FOLDER))),
            "blank working_dir": await _error_or_value(direct(["pwd"], working_dir=" ")),
            "registration": registered}


case("cli.template.working-dir", "empty-string-edges")(working_dir_empty_edges)


async def more_value_types():
    return {label: await direct(['echo "v=UTCP_ARG_v_UTCP_END"'], {"v": value}) for label, value in
            (("null", None), ("float", 1.5), ("false", False), ("list", [1, "a"]), ("nested text", {"a": "x"}))}


cases_of("cli.arguments.value-types", {"more-types": more_value_types})


# cli.steps.single-process@in-order: a slow first step still finishes before the second one starts.
@case("cli.steps.single-process", "in-order")
async def steps_in_order():
    log = Path(tempfile.mkdtemp()) / "order.log"
    return await direct([f"sleep 0.3; echo first >> {log}", f"echo second >> {log}", f"cat {log}"])


# cli.discovery.allowed-protocols: which tools of a cli manual survive registration (utcp 1.1).
UNSET_ALLOWED = object()


async def kept_by_cli_manual(allowed=UNSET_ALLOWED):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    own = {"name": "own", "description": "", "inputs": {}, "outputs": {},
           "tool_call_template": {"call_template_type": "cli", "commands": [{"command": "echo own"}]}}
    other = {"name": "other", "description": "", "inputs": {}, "outputs": {},
             "tool_call_template": {"call_template_type": "http", "url": "https://x.example/a", "http_method": "GET"}}
    listing = Path(tempfile.mkdtemp()) / "manual.json"
    listing.write_text(json.dumps({"utcp_version": "1.0.0", "manual_version": "1", "tools": [own, other]}))
    fields = {"name": "m", "call_template_type": "cli", "commands": [{"command": f"cat {listing}"}]}
    if allowed is not UNSET_ALLOWED:
        fields["allowed_communication_protocols"] = allowed
    client = await UtcpClient.create(root_dir=str(FOLDER))
    result = await client.register_manual(CallTemplateSerializer().validate_dict(fields))
    return sorted(t.name.split(".")[-1] for t in result.manual.tools)


cases_of("cli.discovery.allowed-protocols", {
    "absent": lambda: kept_by_cli_manual(),
    "null": lambda: kept_by_cli_manual(None),
    "empty-list": lambda: kept_by_cli_manual([]),
    "other-type-only": lambda: kept_by_cli_manual(["http"]),
    "both-types": lambda: kept_by_cli_manual(["cli", "http"]),
})


cases_of("cli.output.final-steps", {
    "explicit-null":
        lambda: run([step("echo first", append_to_final_output=None),
                     step("echo second", append_to_final_output=None)]),
})


cases_of("cli.discovery.not-a-manual", {
    "openapi-document": lambda: discover(json.dumps({
        "openapi": "3.0.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": "http://127.0.0.1:9"}],
        "paths": {"/x": {"get": {"operationId": "get_x", "responses": {"200": {"description": "ok"}}}}}})),
})


# cli.arguments.injection-edges, second reading 2026-11-30: `&&`, a redirection, and a placeholder in single quotes.
@case("cli.arguments.injection-edges", "redirect")
async def injection_redirect():
    folder = Path(tempfile.mkdtemp())
    out = await direct(["echo UTCP_ARG_text_UTCP_END"], {"text": f"x > {folder}/marker.txt"})
    return {"output": out, "file written": (folder / "marker.txt").exists()}


cases_of("cli.arguments.injection-edges", {
    "and-and": lambda: direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "x && echo INJECTED"}),
    "single-quoted-semicolon": lambda: direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x; echo INJECTED"}),
})


# cli.variables.shell-reference, second reading 2026-11-30: a lower-case name, and a discovery command.
@case("cli.variables.shell-reference", "discovery-command")
async def shell_reference_discovery():
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "repo", "call_template_type": "cli", "commands": [{"command": "cat $HOME/manual.json"}]})
    try:
        result = await client.register_manual(template)
    except Exception as error:  # the outcome is what the caller sees
        return {"raised": type(error).__name__, "message": summarize(str(error))}
    return {"success": result.success, "errors": [summarize(str(e)) for e in result.errors]}


cases_of("cli.variables.shell-reference", {
    "lower-case-name": lambda: run(["echo $home"]),
})


# Second reading 2026-11-30 (c-guides): inherit_env_vars given as null, an allow-listed host variable set to the
# empty string, and a call with a placeholder (the names the command sees, the per-call argument name normalised).
async def env_names_raw(commands, arguments=None, **extra):
    import re

    names = (await direct(commands, arguments, **extra)).split()
    return [re.sub(r"^__UTCP_ARG_[0-9a-f]+_", "__UTCP_ARG_<nonce>_", name) for name in names
            if name not in ("BEHAVIOUR_FROM_PARENT",)]


async def env_names_host(commands, arguments=None, host=None, **extra):
    with host_environment(**(host or {})):
        return await env_names_raw(commands, arguments, **extra)


cases_of("cli.env.allow-list-replaced", {
    "explicit-null": lambda: env_names_host([ENV_NAMES], host={**ALLOW_LIST, "BEHAVIOUR_SECRET_TOKEN": "t"},
                                            inherit_env_vars=None),
    "empty-host-value": lambda: env_names_host([ENV_NAMES], host={**ALLOW_LIST, "TZ": ""}),
    "with-placeholder": lambda: env_names_host([": UTCP_ARG_x_UTCP_END; " + ENV_NAMES], {"x": "v"}, host=ALLOW_LIST),
})


# Second reading 2026-11-30 (c-guides): other places where bash evaluates a value arithmetically: a [[ -eq ]] test,
# a (( )) command, let, and the quoted placeholder in $(( )).
async def arithmetic_in(command: str):
    marker = FOLDER / "arithmetic-marker.txt"
    if marker.exists():
        marker.unlink()
    try:
        result = await direct([command], {"n": "x[$(echo injected > arithmetic-marker.txt)0]"})
    except Exception as error:  # noqa: BLE001
        result = {"error": type(error).__name__}
    written = marker.read_text().strip() if marker.exists() else None
    if marker.exists():
        marker.unlink()
    return {"result": result, "marker written": written}


cases_of("cli.arguments.shell-metacharacters", {
    "test-eq-context": lambda: arithmetic_in('[[ UTCP_ARG_n_UTCP_END -eq 0 ]] && echo zero'),
    "double-paren-command": lambda: arithmetic_in("(( UTCP_ARG_n_UTCP_END )); echo done"),
    "let-command": lambda: arithmetic_in('let "v = UTCP_ARG_n_UTCP_END + 1"; echo done'),
    "quoted-in-arithmetic": lambda: arithmetic_in('echo $(( "UTCP_ARG_n_UTCP_END" + 1 ))'),
})


# Second reading 2026-11-30 (c-guides): the Windows default list against an explicit list and env_vars, with the
# plugin's environment builder run under the same os.name "nt" stand-in as cli.env.windows-default.
async def windows_environment(**template_fields):
    import types

    load_plugins()
    import utcp_cli.cli_communication_protocol as module
    from utcp.data.call_template import CallTemplateSerializer

    host = {"PATH": "x", "SYSTEMROOT": "x", "USERPROFILE": "x", "HOME": "/home/u", "BEHAVIOUR_SECRET_TOKEN": "s"}
    real = module.os
    module.os = types.SimpleNamespace(name="nt", environ=host)
    try:
        template = CallTemplateSerializer().validate_dict(
            {"name": "c", "call_template_type": "cli", "commands": [{"command": "echo"}], **template_fields})
        env = module.CliCommunicationProtocol()._prepare_environment(template)
    finally:
        module.os = real
    return {name: env[name] for name in sorted(env)}


cases_of("cli.env.windows-default", {
    "explicit-list": lambda: windows_environment(inherit_env_vars=["HOME"]),
    "env-vars-on-top": lambda: windows_environment(env_vars={"PATH": "C:\\tools", "LANG": "de_DE"}),
})


# Second reading 2026-11-30 (w-rfc, RFC 5.6): the single-bracket test, another [[ ]] operator, declare -i and
# an unquoted placeholder used as an array index.
cases_of("cli.arguments.shell-metacharacters", {
    "single-bracket-eq": lambda: arithmetic_in('[ UTCP_ARG_n_UTCP_END -eq 0 ] 2>/dev/null && echo zero; echo done'),
    "test-lt-context": lambda: arithmetic_in('[[ UTCP_ARG_n_UTCP_END -lt 1 ]] && echo less; echo done'),
    "declare-integer": lambda: arithmetic_in('declare -i v=UTCP_ARG_n_UTCP_END; echo done'),
    "array-index": lambda: arithmetic_in('a=(p q); echo ${a[UTCP_ARG_n_UTCP_END]}; echo done'),
})


# Second reading 2026-11-30 (w-rfc, RFC 10): a value holding a line break and a command after it.
cases_of("cli.arguments.one-word", {
    "newline-value": lambda: run(["printf '[%s]' UTCP_ARG_x_UTCP_END"], {"x": "a\necho INJECTED"}),
})


# Second reading 2026-11-30 (w-next-other): how many per-call argument variables a command sees when a placeholder
# repeats, when one of two placeholders has no argument, when two commands each hold one, and when an argument has
# no placeholder.
cases_of("cli.env.allow-list-replaced", {
    "placeholder-twice": lambda: env_names_host(
        [": UTCP_ARG_x_UTCP_END UTCP_ARG_x_UTCP_END; " + ENV_NAMES], {"x": "v"}, host=ALLOW_LIST),
    "one-of-two-missing": lambda: env_names_host(
        [": UTCP_ARG_x_UTCP_END UTCP_ARG_y_UTCP_END; " + ENV_NAMES], {"x": "v"}, host=ALLOW_LIST),
    "two-commands": lambda: env_names_host(
        [": UTCP_ARG_x_UTCP_END", ": UTCP_ARG_y_UTCP_END; " + ENV_NAMES], {"x": "v", "y": "w"}, host=ALLOW_LIST),
    "argument-without-placeholder": lambda: env_names_host([ENV_NAMES], {"x": "v"}, host=ALLOW_LIST),
})


# Second reading 2026-11-30 (w-next-other): numeric places the first cases did not try: a single-bracket test,
# an array subscript, declare -i, and printf %d.
cases_of("cli.arguments.shell-metacharacters", {
    "single-bracket-eq-alone": lambda: arithmetic_in('[ UTCP_ARG_n_UTCP_END -eq 0 ] 2>/dev/null; echo done'),
    "array-subscript": lambda: arithmetic_in('a=(1 2); echo "${a[UTCP_ARG_n_UTCP_END]}"'),
    "declare-then-assign": lambda: arithmetic_in('declare -i v; v=UTCP_ARG_n_UTCP_END; echo done'),
    "printf-integer": lambda: arithmetic_in('printf "%d\\n" UTCP_ARG_n_UTCP_END 2>/dev/null; echo done'),
})


# Second reading 2026-11-30 (w-next-other): a non-ASCII argument through the client's call_tool, and whether the
# shell that runs the command is a child of the client's own process.
async def unicode_through_client():
    # $PPID would be read as a UTCP variable by the client, so the parent comes from /proc/$$/stat.
    output = str(await run(['echo "UTCP_ARG_text_UTCP_END:$(cut -d" " -f4 /proc/$$/stat)"'], {"text": "grüße ✓"}))
    text, _, parent = output.strip().rpartition(":")
    return {"argument": text, "shell's parent is the client process": parent == str(os.getpid())}


cases_of("cli.arguments.unicode", {
    "through-client": unicode_through_client,
})


# Second reading 2026-11-30 (w-next-proto): two more numeric contexts (an indexed array subscript, where bash
# evaluates arithmetic, and a [ ] test, where it does not), a step after one that exits, and list spellings.
cases_of("cli.arguments.shell-metacharacters", {
    "single-bracket-test": lambda: arithmetic_in('[ UTCP_ARG_n_UTCP_END -eq 0 ] 2>/dev/null; echo done'),
})

cases_of("cli.steps.single-process", {
    "after-exit-step": lambda: direct([step("exit 3", append_to_final_output=True), step("echo after")]),
})

cases_of("cli.discovery.allowed-protocols", {
    "upper-case-type": lambda: kept_by_cli_manual(["HTTP"]),
    "unknown-type-only": lambda: kept_by_cli_manual(["smoke-signals"]),
})


# Second reading (wave 3) 2026-11-29 (g-core): an empty working_dir through call_tool_streaming, a tab or a newline
# as working_dir, and registration with a blank or a tab working_dir.
async def _registration_with_working_dir(working_dir):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": "reg", "call_template_type": "cli", "commands": [step("echo '{\"tools\": []}'")],
         "working_dir": working_dir})
    registered = await _error_or_value(client.register_manual(template))
    if "value" in registered:
        registered = {"success": registered["value"].success, "errors": len(registered["value"].errors)}
    return registered


async def working_dir_empty_more():
    from _behaviour import stream_with_template

    return {"streaming, empty": await _error_or_value(stream_with_template(
                {"call_template_type": "cli", "commands": [step("pwd")], "working_dir": ""}, {}, manual="sh")),
            "tab": await _error_or_value(direct(["pwd"], working_dir="\t")),
            "newline": await _error_or_value(direct(["pwd"], working_dir="\n")),
            "registration, blank": await _registration_with_working_dir(" "),
            "registration, tab": await _registration_with_working_dir("\t")}


case("cli.template.working-dir", "empty-string-more")(working_dir_empty_more)


# Second reading (wave 3) 2026-11-29 (g-core): values of other types through the client's call_tool, a large float
# and a list holding non-ASCII text.
async def value_types_through_client():
    out = {}
    for label, value in (("true", True), ("null", None), ("list", [1, "a"]), ("large float", 1e20),
                         ("list with unicode", ["grüße"]), ("empty list", []), ("integer", 7)):
        out[label] = await _error_or_value(call_with_template(
            {"call_template_type": "cli", "commands": [step('echo "v=UTCP_ARG_v_UTCP_END"')]}, {"v": value},
            manual="sh", root_dir=str(FOLDER)))
    return out


cases_of("cli.arguments.value-types", {"through-client": value_types_through_client})


# Second reading (wave 3) 2026-11-29 (g-core): placeholder names differing in case, the value a left-out argument's
# variable holds, a placeholder written in an env_vars value, and a hyphenated name, which is no placeholder.
async def placeholder_env_more():
    return {"x and X": await env_names_host([": UTCP_ARG_x_UTCP_END UTCP_ARG_X_UTCP_END; " + ENV_NAMES],
                                            {"x": "v", "X": "w"}, host=ALLOW_LIST),
            "left-out value": await _error_or_value(direct(['printf "[%s]" "UTCP_ARG_y_UTCP_END"'], {})),
            "placeholder in env_vars": await _error_or_value(direct(['printf "[%s]" "$E"'], {"x": "v"},
                                                                    env_vars={"E": "UTCP_ARG_x_UTCP_END"})),
            "hyphenated name": await env_names_host([": UTCP_ARG_my-arg_UTCP_END; " + ENV_NAMES], {"my-arg": "v"},
                                                    host=ALLOW_LIST)}


cases_of("cli.env.allow-list-replaced", {"placeholder-env-more": placeholder_env_more})


# Second reading (wave 3) 2026-11-29 (g-core): command substitution, backticks and a $NAME inside a double-quoted
# placeholder, a CRLF line break and `||` unquoted; arithmetic evaluation in further places.
cases_of("cli.arguments.injection-edges", {
    "double-quoted-expansions": lambda: _all_outcomes({
        "$(…) in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "$(echo INJECTED)"}),
        "backticks in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "`echo INJECTED`"}),
        "$NAME in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "$BASH_VERSINFO"}),
        "$(…) in single quotes": direct(["echo '[UTCP_ARG_text_UTCP_END]'"], {"text": "$(echo INJECTED)"})}),
    "crlf-and-or": lambda: _all_outcomes({
        "CRLF": direct(["echo UTCP_ARG_text_UTCP_END"], {"text": "x\r\necho INJECTED"}),
        "or-or": direct(["false UTCP_ARG_text_UTCP_END"], {"text": "x || echo INJECTED"})}),
})


async def _all_outcomes(awaitables: dict) -> dict:
    return {label: await _error_or_value(awaitable) for label, awaitable in awaitables.items()}


cases_of("cli.arguments.shell-metacharacters", {
    "arithmetic-more-places": lambda: _all_outcomes({
        "substring offset": arithmetic_in('v=abc; echo "${v:UTCP_ARG_n_UTCP_END}"; echo done'),
        "old $[ ] form": arithmetic_in('echo $[ UTCP_ARG_n_UTCP_END + 1 ]; echo done'),
        "[[ -ne ]]": arithmetic_in('[[ UTCP_ARG_n_UTCP_END -ne 1 ]] && echo differs; echo done'),
        "for (( ))": arithmetic_in('for (( i = UTCP_ARG_n_UTCP_END; i < 1; i++ )); do :; done; echo done'),
        "[[ == ]] string test": arithmetic_in('[[ UTCP_ARG_n_UTCP_END == 0 ]] || echo other; echo done'),
        "test -eq": arithmetic_in('test UTCP_ARG_n_UTCP_END -eq 0 2>/dev/null; echo done')}),
})


# Second reading (wave 3) 2026-11-29 (g-core): steps after a failing `false`, after `set -e` and a failure, after
# `exit 255`, and a `set -e` that would have to carry over into the next step; allowed lists with padded or mixed-case
# type names.
cases_of("cli.steps.single-process", {
    "after-failing-steps": lambda: _all_outcomes({
        "false": direct([step("false"), step("echo after")]),
        "set -e then false": direct([step("set -e; false; echo not-reached"), step("echo after")]),
        "exit 255": direct([step("exit 255"), step("echo after")]),
        "set -e, failure in the next step": direct([step("set -e"), step("false; echo still")])}),
})

cases_of("cli.discovery.allowed-protocols", {
    "padded-and-mixed-case": lambda: _all_outcomes({
        "[' cli']": kept_by_cli_manual([" cli"]),
        "['cli ']": kept_by_cli_manual(["cli "]),
        "['Cli']": kept_by_cli_manual(["Cli"]),
        "['HTTP', 'cli']": kept_by_cli_manual(["HTTP", "cli"])}),
})


# Second reading (wave 3) 2026-11-29 (g-core): log lines after a one-line manual, on both sides, a log line holding
# braces; discovery outputs that are not a manual (a manual with a broken tool, plain text, a list of numbers, blank).
ONE_LINE_MANUAL = json.dumps({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [TOOL]})

cases_of("cli.discovery.manual", {
    "log-lines-around-one-line": lambda: _all_outcomes({
        "log line after": discover(ONE_LINE_MANUAL + "\ndone.\n"),
        "log lines before and after": discover("starting\n" + ONE_LINE_MANUAL + "\ndone.\n"),
        "log line with braces before": discover("{starting} [x]\n" + ONE_LINE_MANUAL + "\n"),
        "indented manual, log line after": discover(json.dumps(json.loads(ONE_LINE_MANUAL), indent=2) + "\ndone.\n")}),
})

cases_of("cli.discovery.not-a-manual", {
    "more-outputs": lambda: _all_outcomes({
        "manual with a broken tool": discover('{"utcp_version": "1.0.0", "tools": [{"name": "x"}]}'),
        "plain text": discover("hello world\n"),
        "list of numbers": discover("[1, 2]\n"),
        "blank lines": discover("\n  \n"),
        "null": discover("null\n")}),
})


# Second reading (wave 3) 2026-11-29 (g-core): shell parameters that are not names ($1 in awk, $?, $$) in a command
# called through the client.
cases_of("cli.variables.shell-reference", {
    "positional-and-special": lambda: _all_outcomes({
        "$2 in awk": run(["echo a b | awk '{print $2}'"]),
        "$? after true": run(["true; echo \"rc=$?\""]),
        "$$ compared": run(['test "$$" -gt 0 && echo pid-seen'])}),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 5.6 note): a numeric operator other than -eq/-lt with the
# placeholder on its right, the `test` builtin (single-bracket form), and a string comparison inside [[ ]].
cases_of("cli.arguments.shell-metacharacters", {
    "test-ge-right-operand": lambda: arithmetic_in('[[ 0 -ge UTCP_ARG_n_UTCP_END ]] && echo ge; echo done'),
    "test-builtin-eq": lambda: arithmetic_in('test UTCP_ARG_n_UTCP_END -eq 0 2>/dev/null && echo zero; echo done'),
    "string-compare-double-brackets": lambda: arithmetic_in('[[ UTCP_ARG_n_UTCP_END == 0 ]] && echo same; echo done'),
})


# Second reading (wave 3) 2026-11-29 (g-rfc, RFC 1.1 changes table): arguments that are not strings (a list holding
# a space and a glob, and a number) in one bare placeholder each.
cases_of("cli.arguments.one-word", {
    "list-value": lambda: run(["printf '[%s]' UTCP_ARG_x_UTCP_END"], {"x": ["a b", "*"]}),
    "number-value": lambda: run(["printf '[%s]' UTCP_ARG_x_UTCP_END"], {"x": 1.5}),
})


# Second reading (wave 3) 2026-11-29, g-guides: a call with no arguments at all, a placeholder name with a hyphen or
# a non-ASCII letter, and one placeholder written in the second of two commands only.
cases_of("cli.env.allow-list-replaced", {
    "no-arguments": lambda: env_names_host([": UTCP_ARG_x_UTCP_END; " + ENV_NAMES], {}, host=ALLOW_LIST),
    "hyphen-and-accent-names": lambda: env_names_host(
        [": UTCP_ARG_a-b_UTCP_END UTCP_ARG_é_UTCP_END; " + ENV_NAMES], {"a-b": "v", "é": "w"}, host=ALLOW_LIST),
})


# Second reading (wave 4) 2026-11-29 (x-v10, 1.0 CLI common errors): output that is only Unicode spaces or CRLF, a
# manual printed on standard output by a command that then exits 1, and text on standard error only with exit 0.
async def discover_with(command):
    client, protocol, template = await cli_setup("d", [step(command)])
    result = await protocol.register_manual(client, template)
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(e) for e in result.errors]}


def _one_line_manual():
    return json.dumps({"utcp_version": "1.0.0", "manual_version": "2.0.0", "tools": [TOOL]})


cases_of("cli.discovery.not-a-manual", {
    "blank-edges": lambda: _all_outcomes({
        "no-break and ideographic spaces": discover("\u00a0\u3000\n"),
        "CRLF only": discover("\r\n\r\n"),
        "tab only": discover("\t")}),
    "exit-status-edges": lambda: _all_outcomes({
        "manual on stdout, exit 1": discover_with("printf '%s' '" + _one_line_manual() + "'; exit 1"),
        "text on stderr only, exit 0": discover_with("echo oops 1>&2"),
        "nothing at all, exit 1": discover_with("exit 1")}),
})


# Second reading (wave 4) 2026-11-29 (x-next): more expansions inside a double-quoted placeholder (arithmetic, a
# braced name, a non-ASCII command substitution); arithmetic in a quoted `(( ))`, `let` with quotes, a substring
# length; `set -o errexit` and `set -u` that would have to carry over; more spellings of cli in the allowed list;
# discovery output of CRLF and tab blanks, and text written to stderr only.
cases_of("cli.arguments.injection-edges", {
    "double-quoted-more-expansions": lambda: _all_outcomes({
        "$((6*7)) in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "$((6*7))"}),
        "${BASH_VERSINFO} in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "${BASH_VERSINFO}"}),
        "$(printf grüße) in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'],
                                                    {"text": "$(printf grüße)"}),
        "escaped \\$(…) in double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "\\$(echo INJECTED)"})}),
})

cases_of("cli.arguments.shell-metacharacters", {
    "arithmetic-wave-4": lambda: _all_outcomes({
        "substring length ${v:0:…}": arithmetic_in('v=abc; echo "${v:0:UTCP_ARG_n_UTCP_END}"; echo done'),
        "let with quotes": arithmetic_in('let "r = UTCP_ARG_n_UTCP_END + 1"; echo done'),
        "(( )) in an if": arithmetic_in('if (( UTCP_ARG_n_UTCP_END > 0 )); then echo pos; fi; echo done'),
        "[[ -gt ]] right operand": arithmetic_in('[[ 1 -gt UTCP_ARG_n_UTCP_END ]] && echo gt; echo done')}),
})

cases_of("cli.steps.single-process", {
    "errexit-spellings": lambda: _all_outcomes({
        "set -o errexit, failure in the next step": direct([step("set -o errexit"), step("false; echo still")]),
        "set -eu, failure in the next step": direct([step("set -eu"), step("false; echo still")]),
        "set -e and a failure in the first step": direct([step("set -e; false"), step("echo next")])}),
})

cases_of("cli.discovery.allowed-protocols", {
    "more-spellings": lambda: _all_outcomes({
        "['CLI']": kept_by_cli_manual(["CLI"]),
        "['cli\\n']": kept_by_cli_manual(["cli\n"]),
        "Cyrillic с in ['сli']": kept_by_cli_manual(["\u0441li"]),
        "['cli', 'cli']": kept_by_cli_manual(["cli", "cli"])}),
})


async def _discover_stderr_only():
    client, protocol, template = await cli_setup("d", [step("echo not-a-manual 1>&2")])
    result = await protocol.register_manual(client, template)
    return {"success": result.success, "errors": [summarize(e) for e in result.errors]}


cases_of("cli.discovery.not-a-manual", {
    "blank-forms": lambda: _all_outcomes({
        "CRLF only": discover("\r\n\r\n"),
        "tabs and spaces": discover("\t \t\n"),
        "stderr only": _discover_stderr_only()}),
})


# Second reading (wave 5) 2026-11-29 (h-cli): quotes that do not close (escaped, lone, typographic), expansions
# that carry quotes of their own, and arithmetic places that do or do not evaluate a `$(…)` in an index.
async def _arithmetic_value(command: str, value: str):
    marker = FOLDER / "arithmetic-marker.txt"
    if marker.exists():
        marker.unlink()
    try:
        result = await direct([command], {"n": value})
    except Exception as error:  # noqa: BLE001
        result = {"error": type(error).__name__}
    written = marker.read_text().strip() if marker.exists() else None
    if marker.exists():
        marker.unlink()
    return {"result": result, "marker written": written}


cases_of("cli.arguments.injection-edges", {
    "quote-edges-wave-5": lambda: _all_outcomes({
        "escaped \\' in single quotes": direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x\\'; echo INJECTED; '"}),
        "lone ' in single quotes": direct(["echo 'UTCP_ARG_text_UTCP_END'", "echo after"], {"text": "x'"}),
        "typographic ’ in single quotes": direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x’; echo INJECTED; ’"}),
        "line break in single quotes": direct(["echo 'UTCP_ARG_text_UTCP_END'"], {"text": "x\necho INJECTED"}),
        "escaped \\\" in double quotes": direct(['echo "id=UTCP_ARG_text_UTCP_END"'],
                                                {"text": 'x\\"; echo INJECTED; \\"'}),
        "lone \" in double quotes": direct(['echo "id=UTCP_ARG_text_UTCP_END"', "echo after"], {"text": 'x"'}),
    }),
    "double-quoted-expansion-edges": lambda: _all_outcomes({
        "$(…) holding double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": '$(echo "INJECTED TWICE")'}),
        "backticks holding double quotes": direct(['echo "[UTCP_ARG_text_UTCP_END]"'],
                                                  {"text": '`echo "INJECTED TWICE"`'}),
        "unset $NAME": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "$NO_SUCH_NAME_HERE"}),
        "$(…) over two lines": direct(['echo "[UTCP_ARG_text_UTCP_END]"'], {"text": "$(echo INJECTED\necho TWICE)"}),
    }),
})

ARRAY_INDEX_VALUE = "x[$(echo injected > arithmetic-marker.txt)0]"

cases_of("cli.arguments.shell-metacharacters", {
    "arithmetic-wave-5": lambda: _all_outcomes({
        "associative array subscript": _arithmetic_value(
            'declare -A a=([k]=v); echo "[${a[UTCP_ARG_n_UTCP_END]}]"; echo done', ARRAY_INDEX_VALUE),
        "[[ -v ]] on an array element": _arithmetic_value(
            'a=(1); [[ -v a[UTCP_ARG_n_UTCP_END] ]] && echo set; echo done', ARRAY_INDEX_VALUE),
        "$(…) not in an index, in $(( ))": _arithmetic_value(
            'echo $(( UTCP_ARG_n_UTCP_END + 1 )); echo done', "$(echo injected > arithmetic-marker.txt)"),
        "indexed array assignment a[…]=": _arithmetic_value(
            'a[UTCP_ARG_n_UTCP_END]=1; echo done', ARRAY_INDEX_VALUE),
        "[[ -eq ]] after a CRLF value": _arithmetic_value(
            '[[ UTCP_ARG_n_UTCP_END -eq 0 ]] && echo zero; echo done', ARRAY_INDEX_VALUE + "\r\n"),
    }),
})

cases_of("cli.arguments.shell-metacharacters", {
    "not-evaluated-wave-5": lambda: _all_outcomes({
        "[ 0 -lt … ] right operand": arithmetic_in('[ 0 -lt UTCP_ARG_n_UTCP_END ] 2>/dev/null; echo done'),
        "[ … -eq 0 -a 1 -eq 1 ]": arithmetic_in('[ UTCP_ARG_n_UTCP_END -eq 0 -a 1 -eq 1 ] 2>/dev/null; echo done'),
        "/usr/bin/test … -eq 0": arithmetic_in('/usr/bin/test UTCP_ARG_n_UTCP_END -eq 0 2>/dev/null; echo done'),
        "[[ 0 != … ]] right side": arithmetic_in('[[ 0 != UTCP_ARG_n_UTCP_END ]] && echo other; echo done'),
        "printf %i": arithmetic_in('printf "%i\\n" UTCP_ARG_n_UTCP_END 2>/dev/null; echo done'),
    }),
})


# Second reading (wave 5) 2026-11-29 (h-cli): discovery commands whose standard error comes from a program, from an
# earlier command of the step or from /dev/stderr; output that only looks blank; outputs that are not a manual.
cases_of("cli.discovery.not-a-manual", {
    "stderr-kinds-wave-5": lambda: _all_outcomes({
        "ls of a missing folder": discover_with("ls /no/such/folder"),
        "cat of a missing file, then true": discover_with("cat /no/such/manual.json; true"),
        "printf to /dev/stderr": discover_with("printf 'oops\\n' > /dev/stderr"),
    }),
    "blank-looking-wave-5": lambda: _all_outcomes({
        "vertical tab and form feed": discover("\x0b\x0c\n"),
        "line separator U+2028": discover("\u2028\n"),
        "zero-width space U+200B": discover("\u200b\n"),
        "byte order mark only": discover("\ufeff\n"),
    }),
    "not-a-manual-wave-5": lambda: _all_outcomes({
        "a JSON string": discover('"manual"\n'),
        "the number 1": discover("1\n"),
        "true": discover("true\n"),
        "a list holding one valid tool": discover(json.dumps([TOOL]) + "\n"),
        "one valid tool object": discover(json.dumps(TOOL) + "\n"),
        "plain text with a tool line among it": discover("starting\n" + json.dumps(TOOL) + "\ndone\n"),
        "manual with a valid and a broken tool": discover(json.dumps(
            {"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [TOOL, {"name": "x"}]})),
        "manual whose tool has an unknown call template type": discover(json.dumps(
            {"utcp_version": "1.0.0", "manual_version": "1.0.0",
             "tools": [{**TOOL, "tool_call_template": {"call_template_type": "nope"}}]})),
    }),
})


# Second reading (wave 5) 2026-11-29 (h-cli): a placeholder name holding `_UTCP_END_` (the match is lazy), digits
# only, a placeholder written only in env_vars, a left-out argument in single quotes, and a value with a NUL byte.
async def _env_wave_5():
    return {
        "name a_UTCP_END_b": await env_names_host([": UTCP_ARG_a_UTCP_END_b_UTCP_END; " + ENV_NAMES],
                                                  {"a_UTCP_END_b": "v"}, host=ALLOW_LIST),
        "name 1 (digits only)": await env_names_host([": UTCP_ARG_1_UTCP_END; " + ENV_NAMES], {"1": "v"},
                                                     host=ALLOW_LIST),
        "placeholder only in env_vars": await env_names_host([ENV_NAMES], {"x": "v"}, host=ALLOW_LIST,
                                                             env_vars={"E": "UTCP_ARG_x_UTCP_END"}),
        "left-out value in single quotes": await _error_or_value(direct(["printf '[%s]' 'UTCP_ARG_y_UTCP_END'"], {})),
        "value with a NUL byte": await _error_or_value(direct(['printf "[%s]" UTCP_ARG_x_UTCP_END'], {"x": "a\x00b"})),
    }


cases_of("cli.env.allow-list-replaced", {"env-wave-5": _env_wave_5})


# Second reading (wave 5) 2026-11-29 (h-cli): a `set -e` whose step ends in a comment or closes the capture itself;
# more shell parameters through the client ($_, $#, $@, ${2} in awk).
cases_of("cli.steps.single-process", {
    "errexit-wave-5": lambda: _all_outcomes({
        "set -e # comment, failure in the next step": direct([step("set -e # strict"), step("false; echo still")]),
        "step closing the capture: true); set -e; (true": direct(
            [step("true); set -e; (true"), step("false"), step("echo third")]),
        "set -e; trap in one step, failure in the next": direct([step("set -e; trap 'echo trapped' ERR"),
                                                                step("false; echo still")]),
    }),
})

cases_of("cli.variables.shell-reference", {
    "parameters-wave-5": lambda: _all_outcomes({
        "$_ after echo": run(["echo x >/dev/null; echo \"[$_]\""]),
        "$# in a function": run(["f() { echo \"n=$#\"; }; f a b"]),
        "$@ in a function": run(["f() { echo \"[$@]\"; }; f a b"]),
        "${2} in a function": run(["f() { echo \"[${2}]\"; }; f a b"]),
        "$NF in awk": run(["echo a b | awk '{print $NF}'"]),
    }),
})


# Second reading (wave 5) 2026-11-29 (h-cli): the three places the RFC names for 1.1.4 in other spellings ($[ ] in
# double quotes, the condition of for (( )), a substring offset after a space), and padded or mixed-case cli
# beside another type.
cases_of("cli.arguments.shell-metacharacters", {
    "arithmetic-rfc-wave-5": lambda: _all_outcomes({
        "$[ ] inside double quotes": arithmetic_in('echo "$[ UTCP_ARG_n_UTCP_END + 1 ]"; echo done'),
        "for (( )) condition": arithmetic_in('for (( i = 0; i < UTCP_ARG_n_UTCP_END; i++ )); do :; done; echo done'),
        "substring offset after a space ${v: …}": arithmetic_in('v=abc; echo "${v: UTCP_ARG_n_UTCP_END}"; echo done'),
    }),
})

cases_of("cli.discovery.allowed-protocols", {
    "spellings-wave-5": lambda: _all_outcomes({
        "['Cli', 'http']": kept_by_cli_manual(["Cli", "http"]),
        "[' cli', 'http']": kept_by_cli_manual([" cli", "http"]),
        "['cli'] (control)": kept_by_cli_manual(["cli"]),
    }),
})


# First reading (wave 6) 2026-11-29 (u-cli): edges of the rendering, discovery, environment, trimming, step and
# auth sentences of the CLI pages and the CliCallTemplate API prose.
cases_of("cli.arguments.rendering", {
    "false-and-float": lambda: direct(["echo UTCP_ARG_a_UTCP_END UTCP_ARG_b_UTCP_END"], {"a": False, "b": 1.5}),
    "object-double-quoted": lambda: direct(['echo "UTCP_ARG_v_UTCP_END"'], {"v": {"a": 1}}),
    "object-unquoted": lambda: direct(["echo UTCP_ARG_v_UTCP_END"], {"v": {"a": 1}}),
    "unicode-object": lambda: direct(["echo 'UTCP_ARG_v_UTCP_END'"], {"v": {"é": "ü", "n": None}}),
    "through-client": lambda: run(["echo UTCP_ARG_v_UTCP_END"], {"v": True}),
})


async def _discover_through_client(name: str):
    load_plugins()
    from utcp.data.call_template import CallTemplateSerializer
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER))
    template = CallTemplateSerializer().validate_dict(
        {"name": name, "call_template_type": "cli", "commands": [step("true")]})
    result = await client.register_manual(template)
    return {"success": result.success, "errors": [summarize(e) for e in result.errors]}


cases_of("cli.discovery.empty-output", {
    "through-client": lambda: _discover_through_client("my-tools"),
    "exit-1-silent": lambda: discover_commands(["exit 1"]),
})


async def discover_commands(commands):
    client, protocol, template = await cli_setup("d", [step(c) for c in commands])
    result = await protocol.register_manual(client, template)
    return {"success": result.success, "errors": [summarize(e) for e in result.errors]}


async def _inherit(listed, command):
    os.environ["BEHAVIOUR_FROM_PARENT"] = "parent-value"
    return await direct([command], inherit_env_vars=listed)


@case("cli.env.inherit-list", "listed-with-path")
async def inherit_listed_path():
    found = await _inherit(["PATH"], 'echo "(${HOME:-})"; printenv PATH')
    home, _, path = found.partition("\n")
    return {"HOME": home, "PATH is the host's": path == os.environ.get("PATH")}


cases_of("cli.env.inherit-list", {
    "lowercase-name": lambda: _inherit(["home"], 'echo "(${HOME:-})"'),
    "unset-name": lambda: _inherit(["BEHAVIOUR_NEVER_SET"], 'echo "(${BEHAVIOUR_NEVER_SET-unset})(${HOME:-})"'),
    "through-client": lambda: run(["printenv BEHAVIOUR_FROM_PARENT; printenv HOME || echo no-home"],
                                  inherit_env_vars=["BEHAVIOUR_FROM_PARENT"]),
})


cases_of("cli.output.text-trimmed", {
    "tabs-and-newlines": lambda: run(["printf '\\n\\t just   text \\t\\n\\n'"]),
    "unicode-spaces": lambda: run(["printf '\\302\\240just text\\343\\200\\200'"]),
    "stderr-padded": lambda: run(["echo '  err text  ' 1>&2; exit 3"]),
})


cases_of("cli.steps.cd-not-carried", {
    "semicolon-same-step": lambda: run(["cd sub; cat marker.txt"]),
    "newline-same-step": lambda: run(["cd sub\ncat marker.txt"]),
    "failed-cd-same-step": lambda: run(["cd nope && cat marker.txt || echo not-reached"]),
})


async def _output_variable_with_config(variables: dict, commands):
    load_plugins()
    from utcp.utcp_client import UtcpClient

    client = await UtcpClient.create(root_dir=str(FOLDER), config={"variables": variables})
    template = {"call_template_type": "cli", "commands": [step(c) for c in commands], "working_dir": str(FOLDER)}
    return await call_with_template(template, {}, manual="sh", client=client)


cases_of("cli.steps.output-variable", {
    "defined-variable": lambda: _output_variable_with_config({"sh_CMD_0_OUTPUT": "from-config"},
                                                             ["echo first", "echo got:$CMD_0_OUTPUT"]),
    "with-dollar-ref": lambda: run(["echo first", "echo got:$CMD_0_OUTPUT; : $ref"]),
    "operator-form": lambda: run(["echo first", "echo got:${CMD_0_OUTPUT:-}"]),
    "second-step-index": lambda: direct(["echo first", "echo second", "echo got:$CMD_0_OUTPUT/$CMD_1_OUTPUT"]),
})


@case("cli.template.auth", "assigned-after")
def auth_assigned_after():
    load_plugins()
    from utcp.data.auth_implementations.api_key_auth import ApiKeyAuth
    from utcp.data.call_template import CallTemplateSerializer

    template = CallTemplateSerializer().validate_dict({"name": "c", "call_template_type": "cli",
                                                       "commands": [step("echo")]})
    template.auth = ApiKeyAuth(api_key="k", var_name="X-Key")
    return {"auth type after assignment": type(template.auth).__name__,
            "auth in the dump": "auth" in template.model_dump(mode="json", exclude_none=True)}


def _auth_refused(auth):
    try:
        validate({"commands": [step("echo")], "auth": auth})
    except Exception as error:  # noqa: BLE001 - the refusal is the outcome
        return {"error": type(error).__name__}
    return "accepted"


cases_of("cli.template.auth", {
    "other-forms": lambda: {"{}": _auth_refused({}), "basic": _auth_refused(
        {"auth_type": "basic", "username": "u", "password": "p"}), "'' (empty string)": _auth_refused("")},
    "absent": lambda: "auth" in validate({"commands": [step("echo")]}),
    "in-discovered-tool": lambda: discover(json.dumps({"utcp_version": "1.0.0", "manual_version": "1.0.0", "tools": [
        {**TOOL, "tool_call_template": {**TOOL["tool_call_template"],
                                        "auth": {"auth_type": "api_key", "api_key": "k", "var_name": "X"}}}]})),
})


# Third reading (wave 7) 2026-11-29 (w7): more numeric places for the RFC's arithmetic sentence ([[ -le ]], a
# single-quoted and a double-quoted placeholder, an unquoted let, local -i); discovery output of other white space,
# a manual that only an earlier step printed, and outputs holding a manual that discovery does not read.
cases_of("cli.arguments.shell-metacharacters", {
    "arithmetic-wave-7": lambda: _all_outcomes({
        "[[ -le ]]": arithmetic_in('[[ UTCP_ARG_n_UTCP_END -le 0 ]] && echo le; echo done'),
        "single-quoted in $(( ))": arithmetic_in("echo $(( 'UTCP_ARG_n_UTCP_END' + 1 )); echo done"),
        "double-quoted in (( ))": arithmetic_in('(( "UTCP_ARG_n_UTCP_END" )); echo done'),
        "unquoted let": arithmetic_in('let v=UTCP_ARG_n_UTCP_END+1; echo done'),
        "local -i in a function": arithmetic_in('f() { local -i v=UTCP_ARG_n_UTCP_END; }; f; echo done'),
    }),
})


async def _discover_steps(commands):
    client, protocol, template = await cli_setup("d", commands)
    result = await protocol.register_manual(client, template)
    return {"success": result.success, "tools": [t.name for t in result.manual.tools],
            "errors": [summarize(e) for e in result.errors]}


def _indented_manual():
    return json.dumps({"utcp_version": "1.0.0", "manual_version": "2.0.0", "tools": [TOOL]}, indent=2)


cases_of("cli.discovery.not-a-manual", {
    "blank-wave-7": lambda: _all_outcomes({
        "NEL U+0085 only": discover("\u0085\n"),
        "paragraph separator and narrow no-break space": discover("\u2029\u202f\n"),
        "manual by the first step (not appended), nothing by the last": _discover_steps([
            step("printf '%s' '" + _one_line_manual() + "'", append_to_final_output=False), step("true")]),
    }),
    "not-a-manual-wave-7": lambda: _all_outcomes({
        "log line, then an indented manual": discover("starting\n" + _indented_manual() + "\n"),
        "manual by the first step (not appended), text by the last": _discover_steps([
            step("printf '%s' '" + _one_line_manual() + "'", append_to_final_output=False), step("echo done")]),
        "manual with an empty tools list": discover(json.dumps({"utcp_version": "1.0.0", "tools": []})),
    }),
})
