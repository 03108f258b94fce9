/**
 * Cases of the cli call template from TypeScript. @utcp/cli is not on npm: the `cli.install` cases
 * observe what the SDK alone does with a cli template; the `cli.call` cases run packages/cli of
 * typescript-utcp 463b659 (the 1.0 line's source) and the `cli.protocol` cases that of each line
 * (c49c33c for 1.1), built by support/source-build.ts against the line's installed @utcp/sdk and zod.
 */
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {client, clientWithTools, settle, tool, type Json} from './support/client';
import {casesOf, skip, type BehaviourCase, type LoadedSdk} from './support/sdk';
import {loadSourcePackage} from './support/source-build';

const cliTemplate = {name: 'tools', call_template_type: 'cli', commands: [{command: 'echo hello'}]};

/** Imports packages/cli built for the line (see support/source-build.ts). */
async function loadBuiltCli(sdk: LoadedSdk, fresh = false): Promise<{register: (override?: boolean) => void}> {
  const cli = (await loadSourcePackage(sdk, 'cli', fresh)) as {register?: (override?: boolean) => void};
  if (typeof cli.register !== 'function') throw new Error('the bundle exports no register()');
  return {register: cli.register};
}

/** Registers the built cli plugin, runs `work` with the protocol registry, then removes the registration again. */
async function whileCliRegistered<T>(
  sdk: LoadedSdk,
  work: (protocols: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const cli = await loadBuiltCli(sdk);
  const core = await sdk.sdk();
  const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
  cli.register();
  try {
    return await work(protocols);
  } finally {
    delete protocols.cli;
    delete serializers.cli;
  }
}

/**
 * Calls a one-step cli tool through a client created after the built plugin registered itself, and
 * returns what the call returned with the delays (1 s or longer, in seconds) of the timers it set. The
 * registration is removed afterwards, so that the cli.install cases see the SDK without a cli plugin.
 */
async function callCli(sdk: LoadedSdk, command: string, args: Json = {}) {
  if (sdk.impl !== 'sdk-1.0') skip('the cli.call cases run packages/cli of the 1.0 line');
  return whileCliRegistered(sdk, () => callRegistered(sdk, command, args));
}

/** Runs `work`, recording the delays (1 s or longer, in seconds) of the timers it sets. */
async function recordingTimers<T>(work: () => Promise<T>): Promise<{value: T; timers: number[]}> {
  const original = globalThis.setTimeout;
  const timers: number[] = [];
  globalThis.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if ((delay ?? 0) >= 1000) timers.push((delay ?? 0) / 1000);
    return original(handler, delay, ...rest);
  }) as typeof setTimeout;
  try {
    return {value: await work(), timers};
  } finally {
    globalThis.setTimeout = original;
  }
}

async function callRegistered(sdk: LoadedSdk, command: string, args: Json) {
  const utcp = await clientWithTools(sdk, 'sh', [tool('run', {call_template_type: 'cli', commands: [{command}]})]);
  try {
    const {value, timers} = await recordingTimers(() => utcp.callTool('sh.run', args));
    return {result: value, timers};
  } finally {
    await utcp.close();
  }
}

/**
 * Runs `work` with the line's built plugin registered and its protocol instance in hand, recording the
 * delays (1 s or longer, in seconds) of the timers set meanwhile; the registration is removed afterwards.
 */
async function withCli<T>(
  sdk: LoadedSdk,
  work: (protocol: Record<string, (...args: unknown[]) => unknown>) => Promise<T>,
): Promise<{value: T; timers: number[]}> {
  return whileCliRegistered(sdk, (protocols) =>
    recordingTimers(() => work(protocols.cli as Record<string, (...args: unknown[]) => unknown>)),
  );
}

/** Registers a cli manual whose discovery runs `commands` and reports success, the first error line and the tools. */
async function registerCli(sdk: LoadedSdk, commands: Json[]) {
  return settle(
    async () =>
      (
        await withCli(sdk, async () => {
          const utcp = await client(sdk);
          try {
            const result = await utcp.registerManual({name: 'sh', call_template_type: 'cli', commands});
            const tools = await utcp.getTools();
            return {
              success: result.success,
              errors: result.errors.map((e) => String(e).split('\n')[0]),
              tools: tools.map((t) => t.name),
            };
          } finally {
            await utcp.close();
          }
        })
      ).value,
  );
}

/** Calls a cli tool made of several command steps and returns what the call returned. */
async function callSteps(sdk: LoadedSdk, commands: Json[]) {
  return settle(
    async () =>
      (
        await withCli(sdk, async () => {
          const utcp = await clientWithTools(sdk, 'sh', [tool('run', {call_template_type: 'cli', commands})]);
          try {
            return await utcp.callTool('sh.run', {});
          } finally {
            await utcp.close();
          }
        })
      ).value,
  );
}

/** Calls a one-step cli tool through the line's built plugin and returns what the call returned. */
async function callOne(sdk: LoadedSdk, command: string, args: Json = {}) {
  return settle(async () => (await withCli(sdk, async () => callRegistered(sdk, command, args))).value.result);
}

const CLI_MANUAL = JSON.stringify({
  utcp_version: '1.0.1',
  manual_version: '1.0.0',
  tools: [
    {
      name: 'hi',
      description: 'd',
      inputs: {},
      outputs: {},
      tool_call_template: {call_template_type: 'cli', commands: [{command: 'echo hi'}]},
    },
  ],
});

export const cases: BehaviourCase[] = [
  ...casesOf('cli.install.typescript', {
    'register-manual': async (sdk) => settle((await client(sdk)).registerManual(cliTemplate)),
    'client-config': (sdk) =>
      settle(async () => ((await client(sdk, {manual_call_templates: [cliTemplate]})) ? 'created' : 'none')),
    serializer: async (sdk) => {
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict(cliTemplate));
    },
    'config-serializer': async (sdk) => {
      const core = await sdk.sdk();
      return settle(async () =>
        new core.UtcpClientConfigSerializer().validateDict({manual_call_templates: [cliTemplate]}),
      );
    },
  }),
  ...casesOf(
    'cli.call.arguments-and-output',
    {
      'spaces-and-quotes': async (sdk) =>
        (await callCli(sdk, 'echo UTCP_ARG_text_UTCP_END', {text: 'two  words "quoted"'})).result,
      'missing-argument': async (sdk) => (await callCli(sdk, 'echo UTCP_ARG_limit_UTCP_END')).result,
      'object-argument': async (sdk) => (await callCli(sdk, 'echo UTCP_ARG_value_UTCP_END', {value: {a: 1}})).result,
      'hyphen-in-name': async (sdk) =>
        (await callCli(sdk, 'echo UTCP_ARG_my-arg_UTCP_END', {'my-arg': 'given'})).result,
      'json-output': async (sdk) => (await callCli(sdk, `echo '{"n": 1}'`)).result,
      'text-trailing-newline': async (sdk) => (await callCli(sdk, `printf 'plain words\\n'`)).result,
      'time-limit': async (sdk) => (await callCli(sdk, 'echo quick')).timers,
      'null-argument': async (sdk) => (await callCli(sdk, 'echo UTCP_ARG_value_UTCP_END', {value: null})).result,
      'array-argument': async (sdk) => (await callCli(sdk, 'echo UTCP_ARG_value_UTCP_END', {value: [1, 2]})).result,
      'boolean-argument': async (sdk) => (await callCli(sdk, 'echo UTCP_ARG_value_UTCP_END', {value: true})).result,
      'empty-string-argument': async (sdk) => (await callCli(sdk, 'echo UTCP_ARG_text_UTCP_END', {text: ''})).result,
      'unicode-argument': async (sdk) =>
        (await callCli(sdk, 'echo UTCP_ARG_text_UTCP_END', {text: 'naïve café ✓'})).result,
      'number-output': async (sdk) => (await callCli(sdk, 'echo 42')).result,
      'invalid-json-output': async (sdk) => (await callCli(sdk, `echo '[not json'`)).result,
      'crlf-output': async (sdk) => (await callCli(sdk, `printf 'a b\\r\\n'`)).result,
      'padded-output': async (sdk) => (await callCli(sdk, `printf '  padded  \\n'`)).result,
    },
    {timeoutMs: 30_000},
  ),
  ...casesOf(
    'cli.protocol.members',
    {
      'validate-no-commands': (sdk) =>
        settle(
          async () =>
            (
              await withCli(sdk, async () => {
                const core = await sdk.sdk();
                return new core.CallTemplateSerializer().validateDict({call_template_type: 'cli'});
              })
            ).value,
        ),
      'validate-auth': (sdk) =>
        settle(
          async () =>
            (
              await withCli(sdk, async () => {
                const core = await sdk.sdk();
                return new core.CallTemplateSerializer().validateDict({
                  call_template_type: 'cli',
                  commands: [{command: 'echo'}],
                  auth: {auth_type: 'api_key', api_key: 'k', var_name: 'X'},
                });
              })
            ).value,
        ),
      streaming: (sdk) =>
        settle(
          async () =>
            (
              await withCli(sdk, async (protocol) => {
                const template = {name: 'sh', call_template_type: 'cli', commands: [{command: 'echo hi'}]};
                const stream = protocol.callToolStreaming(
                  await client(sdk),
                  'sh.run',
                  {},
                  template,
                ) as AsyncIterable<unknown>;
                const seen: unknown[] = [];
                for await (const chunk of stream) seen.push(chunk);
                return seen;
              })
            ).value,
        ),
      close: (sdk) =>
        settle(async () => {
          const {value} = await withCli(sdk, async (protocol) => {
            const before = Object.keys(protocol).length;
            const returned = await protocol.close();
            return {returned: returned ?? 'undefined', sameKeys: Object.keys(protocol).length === before};
          });
          return value;
        }),
      'register-manual-json': (sdk) => registerCli(sdk, [{command: `echo '${CLI_MANUAL}'`}]),
      'register-empty-output': (sdk) => registerCli(sdk, [{command: 'true'}]),
      'register-not-json': (sdk) => registerCli(sdk, [{command: 'echo not a manual'}]),
      'register-failing-script': (sdk) => registerCli(sdk, [{command: 'cat /nonexistent/utcp-manual.json'}]),
      'register-no-commands': (sdk) => registerCli(sdk, []),
      'register-time-limit': async (sdk) =>
        (
          await withCli(sdk, async () => {
            const utcp = await client(sdk);
            try {
              await utcp.registerManual({
                name: 'sh',
                call_template_type: 'cli',
                commands: [{command: `echo '${CLI_MANUAL}'`}],
              });
            } finally {
              await utcp.close();
            }
          })
        ).timers,
      'import-registers': (sdk) =>
        settle(async () => {
          const core = await sdk.sdk();
          const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
            .communicationProtocols;
          const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>})
            .serializers;
          delete protocols.cli;
          delete serializers.cli;
          try {
            await loadBuiltCli(sdk, true);
            return {protocol: 'cli' in protocols, serializer: 'cli' in serializers};
          } finally {
            delete protocols.cli;
            delete serializers.cli;
          }
        }),
      'register-again': (sdk) =>
        settle(async () => {
          const cli = await loadBuiltCli(sdk);
          const core = await sdk.sdk();
          const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
            .communicationProtocols;
          const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>})
            .serializers;
          try {
            cli.register();
            const [protocol, serializer] = [protocols.cli, serializers.cli];
            cli.register();
            const second = {
              protocolReplaced: protocols.cli !== protocol,
              serializerReplaced: serializers.cli !== serializer,
            };
            cli.register(true);
            return {
              second,
              override: {
                protocolReplaced: protocols.cli !== protocol,
                serializerReplaced: serializers.cli !== serializer,
              },
            };
          } finally {
            delete protocols.cli;
            delete serializers.cli;
          }
        }),
      'call-json': (sdk) => callOne(sdk, `echo '{"n": 1}'`),
      'call-number': (sdk) => callOne(sdk, 'echo 42'),
      'call-padded': (sdk) => callOne(sdk, "printf '  padded  \\r\\n'"),
      'call-empty': (sdk) => callOne(sdk, 'true'),
      'call-stderr-only': (sdk) => callOne(sdk, 'echo oops >&2'),
      'call-stdout-and-stderr': (sdk) => callOne(sdk, 'echo out; echo oops >&2'),
      'call-time-limit': async (sdk) =>
        (await withCli(sdk, async () => callRegistered(sdk, 'echo hi', {}))).value.timers,
      'call-shell-syntax-argument': (sdk) =>
        callOne(sdk, 'echo UTCP_ARG_text_UTCP_END', {text: '$(echo injected); echo second'}),
      'call-host-variable': (sdk) =>
        settle(async () => {
          process.env.UTCP_BEHAVIOUR_PROBE = 'from host';
          try {
            return (
              await withCli(sdk, async () => callRegistered(sdk, 'printenv UTCP_BEHAVIOUR_PROBE || echo absent', {}))
            ).value.result;
          } finally {
            delete process.env.UTCP_BEHAVIOUR_PROBE;
          }
        }),
      'append-left-out': (sdk) => callSteps(sdk, [{command: 'echo first'}, {command: 'echo second'}]),
      'append-null': (sdk) =>
        callSteps(sdk, [
          {command: 'echo first', append_to_final_output: null},
          {command: 'echo second', append_to_final_output: null},
        ]),
      'append-true-first': (sdk) =>
        callSteps(sdk, [{command: 'echo first', append_to_final_output: true}, {command: 'echo second'}]),
      'register-manual-then-exit': (sdk) => registerCli(sdk, [{command: `echo '${CLI_MANUAL}'; exit 3`}]),
      'register-syntax-error': (sdk) => registerCli(sdk, [{command: 'echo ('}]),
      'register-manual-on-stderr': (sdk) => registerCli(sdk, [{command: `echo '${CLI_MANUAL}' >&2`}]),
      'call-json-true': (sdk) => callOne(sdk, 'echo true'),
      'call-json-string': (sdk) => callOne(sdk, `echo '"quoted"'`),
      'call-json-leading-space': (sdk) => callOne(sdk, "printf '  [1, 2]\\n'"),
      'call-arithmetic-argument': (sdk) =>
        settle(async () => {
          const marker = path.join(mkdtempSync(path.join(tmpdir(), 'utcp-cli-')), 'ran');
          const result = await callOne(sdk, 'echo $(( UTCP_ARG_n_UTCP_END + 1 ))', {
            n: `x[$(echo injected > ${marker})0]`,
          });
          return {result, markerWritten: existsSync(marker) ? readFileSync(marker, 'utf8').trim() : 'no'};
        }),
      'call-allowlisted-host-variable': (sdk) =>
        settle(async () => {
          const before = process.env.TERM;
          process.env.TERM = 'utcp-probe-term';
          try {
            return (await withCli(sdk, async () => callRegistered(sdk, 'printenv TERM || echo absent', {}))).value
              .result;
          } finally {
            if (before === undefined) delete process.env.TERM;
            else process.env.TERM = before;
          }
        }),
    },
    {timeoutMs: 30_000},
  ),
];

// Adversarial review 2026-11-29 (CLI/text fold): whether a `cd` or an `export` in one step reaches the next.
cases.push(
  ...casesOf(
    'cli.protocol.members',
    {
      'steps-cd-not-carried': (sdk) =>
        callSteps(sdk, [{command: 'cd /'}, {command: '[ "$(pwd)" = / ] && echo carried || echo not-carried'}]),
      'steps-cd-same-step': (sdk) =>
        callSteps(sdk, [{command: 'cd / && { [ "$(pwd)" = / ] && echo carried || echo not-carried; }'}]),
      'steps-export-not-carried': (sdk) =>
        callSteps(sdk, [{command: 'export X=1'}, {command: 'echo "X=[${X:-unset}]"'}]),
    },
    {timeoutMs: 30_000},
  ),
);

// Second reading 2026-11-30 (lead, RFC 5.6): a shell function defined in one step, used in the next.
cases.push(
  ...casesOf(
    'cli.protocol.members',
    {
      'steps-function-not-carried': (sdk) =>
        callSteps(sdk, [{command: 'greet() { echo hi; }'}, {command: 'greet 2>/dev/null || echo no-function'}]),
    },
    {timeoutMs: 30_000},
  ),
);

// Second reading 2026-11-30 (w-rfc, RFC 5.6): the other arithmetic places of the RFC in the SDK's cli plugin.
function arithmeticIn(sdk: LoadedSdk, command: string) {
  return settle(async () => {
    const marker = path.join(mkdtempSync(path.join(tmpdir(), 'utcp-cli-')), 'ran');
    const result = await callOne(sdk, command, {n: `x[$(echo injected > ${marker})0]`});
    return {result, markerWritten: existsSync(marker) ? readFileSync(marker, 'utf8').trim() : 'no'};
  });
}
cases.push(
  ...casesOf(
    'cli.protocol.members',
    {
      'call-arithmetic-test-eq': (sdk) => arithmeticIn(sdk, '[[ UTCP_ARG_n_UTCP_END -eq 0 ]] && echo zero; echo done'),
      'call-arithmetic-let': (sdk) => arithmeticIn(sdk, 'let "v = UTCP_ARG_n_UTCP_END + 1"; echo done'),
      'call-arithmetic-double-paren': (sdk) => arithmeticIn(sdk, '(( UTCP_ARG_n_UTCP_END )); echo done'),
      'call-arithmetic-single-bracket': (sdk) =>
        arithmeticIn(sdk, '[ UTCP_ARG_n_UTCP_END -eq 0 ] 2>/dev/null && echo zero; echo done'),
    },
    {timeoutMs: 30_000},
  ),
);

// Second reading 2026-11-30 (w-rfc, RFC 10): spaces, a glob and a line break in one bare placeholder.
cases.push(
  ...casesOf(
    'cli.protocol.members',
    {
      'call-spaces-glob-newline': (sdk) =>
        settle(async () =>
          callOne(sdk, "printf '[%s]' UTCP_ARG_x_UTCP_END", {x: 'two  words /dev/nul[l]\necho INJECTED'}),
        ),
    },
    {timeoutMs: 30_000},
  ),
);

// Second reading (wave 3) 2026-11-29 (g-rfc, RFC 5.6 note): the arithmetic places the RFC names that the SDK
// cases had not run: the quoted placeholder in $(( )), declare -i, an array index, and [[ -lt ]] / [[ -ge ]].
cases.push(
  ...casesOf(
    'cli.protocol.members',
    {
      'call-arithmetic-quoted': (sdk) => arithmeticIn(sdk, 'echo $(( "UTCP_ARG_n_UTCP_END" + 1 ))'),
      'call-arithmetic-declare-integer': (sdk) => arithmeticIn(sdk, 'declare -i v=UTCP_ARG_n_UTCP_END; echo done'),
      'call-arithmetic-array-index': (sdk) => arithmeticIn(sdk, 'a=(p q); echo ${a[UTCP_ARG_n_UTCP_END]}; echo done'),
      'call-arithmetic-test-lt': (sdk) => arithmeticIn(sdk, '[[ UTCP_ARG_n_UTCP_END -lt 1 ]] && echo less; echo done'),
      'call-arithmetic-test-ge-right': (sdk) =>
        arithmeticIn(sdk, '[[ 0 -ge UTCP_ARG_n_UTCP_END ]] && echo ge; echo done'),
    },
    {timeoutMs: 30_000},
  ),
);

// Third reading (wave 7) 2026-11-29 (w7): more numeric places for the RFC's arithmetic sentence: [[ -le ]], a
// single-quoted and a double-quoted placeholder, an unquoted let, local -i in a function.
cases.push(
  ...casesOf(
    'cli.protocol.members',
    {
      'call-arithmetic-wave-7': async (sdk) => ({
        '[[ -le ]]': await arithmeticIn(sdk, '[[ UTCP_ARG_n_UTCP_END -le 0 ]] && echo le; echo done'),
        'single-quoted in $(( ))': await arithmeticIn(sdk, "echo $(( 'UTCP_ARG_n_UTCP_END' + 1 )); echo done"),
        'double-quoted in (( ))': await arithmeticIn(sdk, '(( "UTCP_ARG_n_UTCP_END" )); echo done'),
        'unquoted let': await arithmeticIn(sdk, 'let v=UTCP_ARG_n_UTCP_END+1; echo done'),
        'local -i in a function': await arithmeticIn(sdk, 'f() { local -i v=UTCP_ARG_n_UTCP_END; }; f; echo done'),
      }),
    },
    {timeoutMs: 60_000},
  ),
);
