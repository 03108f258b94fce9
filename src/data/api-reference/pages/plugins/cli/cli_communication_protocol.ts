import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_cli.cli_communication_protocol',
  route: 'plugins/communication_protocols/cli/src/utcp_cli/cli_communication_protocol',
  file: 'plugins/cli/cli_communication_protocol',
  sidebarLabel: 'cli_communication_protocol',
  sidebarPosition: 2,
  description:
    'CliCommunicationProtocol runs CliCallTemplate commands in a subprocess to discover manuals and call tools.',
  purpose: [
    'The `cli` protocol executes the commands of a [CliCallTemplate](api:plugins/cli/cli_call_template#clicalltemplate). It is registered under `cli` when `utcp-cli` is installed; you do not call it directly but through the client.',
    'All steps of a template are combined into one script and run with `/bin/bash -c` (or `powershell.exe -Command` on Windows), with the environment of the client process plus `env_vars`, in `working_dir`.',
  ],
  importLine: 'from utcp_cli.cli_communication_protocol import CliCommunicationProtocol',
  sections: [
    {
      title: 'How output is read',
      body: [
        'During registration the script runs with a 30-second timeout. Its stdout (or stderr if the exit code is not 0) is parsed as JSON: a full manual (an object with `utcp_version` and `tools`) is used as is; otherwise a list of tools, an object with a `tools` list or a single tool object is wrapped in a manual with version `0.0.0`. If the whole output is not JSON, every line that is a JSON object is tried and the tools found are collected. Tools in the 0.1 format (with `tool_provider`) are meant to be converted, but the conversion writes the key `type` instead of `call_template_type`, so such tools fail validation and are dropped.',
        'During a call the script runs with a 120-second timeout. On Unix the result is stdout, or stderr when stdout is empty; on Windows stdout if the exit code is 0, else stderr. The text is trimmed; if it starts with `{` or `[` and parses as JSON, the parsed value is returned, otherwise the string. No output gives `""`. A non-zero exit code is not an error in itself.',
      ],
    },
  ],
  classes: {
    CliCommunicationProtocol: {
      summary: ['Subprocess-based protocol. It keeps no state between calls.'],
      methods: {
        __init__: {summary: ["Creates the protocol; the plugin's `register()` does this once."], returns: 'Nothing.'},
        register_manual: {
          summary: [
            "Runs the template's commands without arguments and reads a manual from the output as described above. Failures (timeout, no output, nothing parsable) give a result with `success=False`.",
          ],
          params: {
            manual_call_template:
              "The manual's call template, variables already substituted; must be an instance of `CliCallTemplate`.",
          },
          returns: 'The manual found and whether it worked.',
          raises: [['ValueError', 'The template is not a `CliCallTemplate` or has no commands.']],
        },
        deregister_manual: {summary: ['Does nothing; there is no connection to close.'], returns: 'Nothing.'},
        call_tool: {
          summary: ['Substitutes the arguments into the commands, runs the script and returns the output.'],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `CliCallTemplate`.",
          },
          returns: "The tool's complete result.",
          raises: [
            ['ValueError', 'The template is not a `CliCallTemplate` or has no commands.'],
            [
              'asyncio.TimeoutError',
              'The script runs longer than 120 seconds; the process is killed. (Only from Python 3.11 is this the builtin `TimeoutError`; utcp-cli also supports 3.10.)',
            ],
          ],
        },
        call_tool_streaming: {
          summary: [
            'Not supported. In 1.0.x the method is a coroutine that raises `NotImplementedError`, not an async generator, so `UtcpClient.call_tool_streaming()` fails with a `TypeError` for CLI tools. Use `call_tool()`.',
          ],
          params: {
            tool_call_template:
              "The tool's call template, variables already substituted; must be an instance of `CliCallTemplate`.",
          },
          returns: 'Chunks of the result.',
          raises: [['NotImplementedError', 'Always.']],
        },
      },
    },
  },
  examples: [
    {
      title: 'Calling a CLI tool',
      language: 'python',
      intro:
        'With a script `/opt/agent-tools/git_manual.py` that prints a manual whose tool `recent_commits` has the two-step template shown on the [call template page](api:plugins/cli/cli_call_template):',
      code: `import asyncio

from utcp.utcp_client import UtcpClient


async def main() -> None:
    client = await UtcpClient.create(config={
        "manual_call_templates": [{
            "name": "git_tools",
            "call_template_type": "cli",
            "commands": [{"command": "python3 /opt/agent-tools/git_manual.py"}],
        }],
    })
    log = await client.call_tool("git_tools.recent_commits", {"repo_path": "/srv/app", "count": 5})
    print(log)  # the five newest commits, one per line


asyncio.run(main())`,
    },
  ],
  behaviourChanges: [
    'In python-utcp 1.1 the protocol passes arguments to the script through environment variables instead of pasting them into the command text, and gives the subprocess only an allowlist of host environment variables plus `env_vars`.',
  ],
  next: {
    purpose: [
      'The `cli` protocol executes the commands of a [CliCallTemplate](api:plugins/cli/cli_call_template#clicalltemplate). It is registered under `cli` when `utcp-cli` is installed; you do not call it directly but through the client.',
      'All steps of a template are combined into one script and run with `/bin/bash -c` (or `powershell.exe -Command` on Windows) in `working_dir`. The environment is the host variables chosen by `inherit_env_vars` (a small allowlist by default), then `env_vars`, then one variable per placeholder carrying the argument value.',
    ],
    sections: [
      {
        title: 'How output is read',
        body: [
          'During registration the script runs with a 60-second timeout. Its stdout (or stderr if the exit code is not 0) is parsed as JSON: a full manual (an object with `utcp_version` and `tools`) is used as is; otherwise a list of tools, an object with a `tools` list or a single tool object is wrapped in a manual with version `0.0.0`. If the whole output is not JSON, every line that is a JSON object is tried and the tools found are collected. Tools in the 0.1 format (with `tool_provider`) are meant to be converted, but the conversion writes the key `type` instead of `call_template_type`, so such tools fail validation and are dropped.',
          'During a call the script runs with a 120-second timeout. On Unix the result is stdout, or stderr when stdout is empty; on Windows stdout if the exit code is 0, else stderr. The text is trimmed; if it starts with `{` or `[` and parses as JSON, the parsed value is returned, otherwise the string. No output gives `""`. A non-zero exit code is not an error in itself.',
        ],
      },
    ],
  },
};

export default page;
