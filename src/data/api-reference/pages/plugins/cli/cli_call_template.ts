import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp_cli.cli_call_template',
  route: 'plugins/communication_protocols/cli/src/utcp_cli/cli_call_template',
  file: 'plugins/cli/cli_call_template',
  sidebarLabel: 'cli_call_template',
  sidebarPosition: 1,
  description:
    'CliCallTemplate and CommandStep: the call template of the cli protocol, which runs a list of shell commands as one script.',
  purpose: [
    'A `cli` call template turns local command-line programs into tools. It holds a list of command steps; when the tool is called they run one after the other in a single shell script (bash on Linux and macOS, PowerShell on Windows), and the captured output becomes the result.',
    'The same template type is used for manuals: to register a CLI manual, the commands are run without arguments and must print a UTCP manual as JSON.',
  ],
  importLine: 'from utcp_cli.cli_call_template import CliCallTemplate, CommandStep',
  sections: [
    {
      title: 'Placeholders and step outputs',
      body: [
        '`UTCP_ARG_<name>_UTCP_END` in a command is replaced by `str()` of the tool argument `<name>`. The value is pasted into the command text as it is, without quoting or escaping. A placeholder whose argument is missing becomes `MISSING_ARG_<name>` and an error is logged.',
        "Each step's combined stdout and stderr is stored in a shell variable `CMD_<index>_OUTPUT`, counting from 0, so later steps can use `$CMD_0_OUTPUT`. Which outputs form the result is decided by `append_to_final_output`: by default only the last step's output is returned.",
        'On Unix each step runs as `CMD_i_OUTPUT=$(<command> 2>&1)`, that is, in a subshell. A `cd` or `export` in one step is therefore gone in the next; chain such commands with `&&` inside one step or use `working_dir`.',
      ],
    },
    {
      title: 'Security',
      body: [
        'Because arguments are inserted unquoted, an argument like `x; rm -rf ~` is executed as shell code. Only register CLI manuals you trust and validate arguments before calling. Single quotes around a placeholder stop the simplest attacks, but an argument that itself contains a quote still breaks out. The subprocess also inherits the complete environment of the client process, secrets included, plus `env_vars`.',
      ],
    },
  ],
  classes: {
    CommandStep: {
      summary: ['One command of a CLI template.'],
      fields: {
        command:
          "Shell command in the syntax of the platform's shell; may contain `UTCP_ARG_<name>_UTCP_END` placeholders and `$CMD_<i>_OUTPUT` references.",
        append_to_final_output:
          "Whether the step's output is part of the result. `None` means yes for the last step and no for the others.",
      },
    },
    CliCallTemplate: {
      summary: ['Call template of the `cli` protocol. It takes no credentials: `auth` is always `None`.'],
      fields: {
        call_template_type: 'Discriminator; always `"cli"`.',
        commands: 'The steps, run in order in one shell process.',
        env_vars:
          'Extra environment variables for the subprocess, added on top of the inherited environment. Values may use `${VAR}` references, which the client resolves first.',
        working_dir: "Directory to run in; the client process's working directory when `None`.",
        auth: 'Not supported by this protocol.',
        inherit_env_vars:
          'Host environment variables passed to the subprocess. `None` passes a built-in allowlist (on Unix `PATH`, `HOME`, `LANG`, `LC_ALL`, `LC_CTYPE`, `USER`, `LOGNAME`, `SHELL`, `TZ`, `TERM`); `[]` passes none; a list passes exactly those names. `env_vars` is applied on top.',
      },
    },
    CliCallTemplateSerializer: {summary: []},
  },
  examples: [
    {
      title: 'A manual whose tools are git commands',
      language: 'json',
      meta: 'impl=python',
      intro: 'The manual call template runs a script that prints the manual:',
      code: `{
  "name": "git_tools",
  "call_template_type": "cli",
  "commands": [
    {"command": "python3 /opt/agent-tools/git_manual.py"}
  ],
  "working_dir": "/opt/agent-tools"
}`,
    },
    {
      title: 'A tool template with two steps',
      language: 'json',
      meta: 'impl=python',
      code: `{
  "name": "git_tools",
  "call_template_type": "cli",
  "commands": [
    {"command": "git -C 'UTCP_ARG_repo_path_UTCP_END' fetch --quiet"},
    {"command": "git -C 'UTCP_ARG_repo_path_UTCP_END' log --oneline -n 'UTCP_ARG_count_UTCP_END'", "append_to_final_output": true}
  ],
  "env_vars": {"GIT_TERMINAL_PROMPT": "0"}
}`,
    },
    {
      title: 'Building the template in Python',
      language: 'python',
      code: `from utcp_cli.cli_call_template import CliCallTemplate, CommandStep

template = CliCallTemplate(
    name="disk_tools",
    commands=[CommandStep(command="df -h 'UTCP_ARG_mount_point_UTCP_END'")],
)
print(template.commands[0].append_to_final_output)  # None: the last step is returned anyway`,
    },
  ],
  behaviourChanges: [
    'utcp-cli in python-utcp 1.1 no longer pastes arguments into the script: each placeholder becomes a reference to an environment variable that carries the value, so arguments cannot inject shell code. The subprocess no longer inherits the whole host environment either; `inherit_env_vars` decides what it gets.',
  ],
  next: {
    sections: [
      {
        title: 'Placeholders and step outputs',
        body: [
          '`UTCP_ARG_<name>_UTCP_END` in a command stands for the tool argument `<name>`. From 1.1 on the value is not pasted into the script: the placeholder becomes a reference to an environment variable (with a random per-call name) that holds the value, quoted so that bash does no word splitting, and PowerShell reads it as `$env:` variable. A placeholder inside single quotes is handled for bash; PowerShell refuses it with `ValueError`. A placeholder whose argument is missing stands for `MISSING_ARG_<name>`.',
          "Each step's combined stdout and stderr is stored in a shell variable `CMD_<index>_OUTPUT`, counting from 0, so later steps can use `$CMD_0_OUTPUT`. Which outputs form the result is decided by `append_to_final_output`: by default only the last step's output is returned.",
        ],
      },
      {
        title: 'Security',
        body: [
          'Because argument values reach the shell only as variable contents, an argument like `x; rm -rf ~` stays a plain string. The commands themselves are still run as written, so only register CLI manuals you trust. The subprocess gets the host variables selected by `inherit_env_vars` plus `env_vars`, not the whole environment of the client.',
        ],
      },
    ],
  },
};

export default page;
