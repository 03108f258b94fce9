/**
 * Cases of the cli call template from TypeScript. @utcp/cli is not on npm: the `cli.install` cases
 * observe what the SDK alone does with a cli template; the `cli.call` cases run packages/cli of
 * typescript-utcp 463b659 (the 1.0 line's source), exported from a local mirror into a temporary
 * folder and bundled with esbuild against the line's installed @utcp/sdk and zod.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {client, clientWithTools, settle, tool, type Json} from './support/client';
import {casesOf, skip, type BehaviourCase, type LoadedSdk} from './support/sdk';

const cliTemplate = {name: 'tools', call_template_type: 'cli', commands: [{command: 'echo hello'}]};

/** A git directory of typescript-utcp (a bare mirror will do), and the commit the 1.0 line was written from. */
const TYPESCRIPT_UTCP =
  process.env.TYPESCRIPT_UTCP_REPO ?? '/work/.mirror/universal-tool-calling-protocol+typescript-utcp/repo';
const CLI_COMMIT = '463b659';

/** The ESM entry of a package installed at the top of the line's node_modules, as a file URL. */
function lineEntry(sdk: LoadedSdk, name: string): string {
  const folder = path.join(sdk.root, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    exports?: Record<string, {import?: string}>;
    module?: string;
  };
  const entry = manifest.exports?.['.']?.import ?? manifest.module;
  if (!entry) throw new Error(`${name} in ${sdk.root} has no ESM entry`);
  return pathToFileURL(path.join(folder, entry)).href;
}

/**
 * Exports packages/cli at CLI_COMMIT into a temporary folder, bundles its index.ts with esbuild
 * (@utcp/sdk and zod left as imports of the line's own files, so that the plugin registers into
 * the SDK the cases use) and imports the bundle. Once per process.
 */
let builtCli: Promise<{register: (override?: boolean) => void}> | undefined;
function loadBuiltCli(sdk: LoadedSdk): Promise<{register: (override?: boolean) => void}> {
  builtCli ??= (async () => {
    if (!existsSync(TYPESCRIPT_UTCP)) skip(`no typescript-utcp git directory at ${TYPESCRIPT_UTCP}`);
    const folder = mkdtempSync(path.join(tmpdir(), 'utcp-cli-'));
    const archive = execFileSync('git', ['--git-dir', TYPESCRIPT_UTCP, 'archive', CLI_COMMIT, 'packages/cli']);
    execFileSync('tar', ['-x', '-C', folder], {input: archive});
    const esbuild = await import('esbuild');
    const external: Record<string, string> = {'@utcp/sdk': lineEntry(sdk, '@utcp/sdk'), zod: lineEntry(sdk, 'zod')};
    const outfile = path.join(folder, 'cli.mjs');
    await esbuild.build({
      entryPoints: [path.join(folder, 'packages', 'cli', 'src', 'index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outfile,
      logLevel: 'silent',
      plugins: [
        {
          name: 'line-packages',
          setup(build) {
            build.onResolve({filter: /^(@utcp\/sdk|zod)$/}, (args) => ({path: external[args.path], external: true}));
          },
        },
      ],
    });
    const cli = (await import(pathToFileURL(outfile).href)) as {register?: (override?: boolean) => void};
    if (typeof cli.register !== 'function') throw new Error('the bundle exports no register()');
    return {register: cli.register};
  })();
  return builtCli;
}

/**
 * Calls a one-step cli tool through a client created after the built plugin registered itself, and
 * returns what the call returned with the delays (1 s or longer, in seconds) of the timers it set. The
 * registration is removed afterwards, so that the cli.install cases see the SDK without a cli plugin.
 */
async function callCli(sdk: LoadedSdk, command: string, args: Json = {}) {
  if (sdk.impl !== 'sdk-1.0') skip('the cli.call cases run packages/cli of the 1.0 line');
  const cli = await loadBuiltCli(sdk);
  const core = await sdk.sdk();
  const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
  cli.register();
  try {
    return await callRegistered(sdk, command, args);
  } finally {
    delete protocols.cli;
    delete serializers.cli;
  }
}

async function callRegistered(sdk: LoadedSdk, command: string, args: Json) {
  const utcp = await clientWithTools(sdk, 'sh', [tool('run', {call_template_type: 'cli', commands: [{command}]})]);
  const original = globalThis.setTimeout;
  const timers: number[] = [];
  globalThis.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
    if ((delay ?? 0) >= 1000) timers.push((delay ?? 0) / 1000);
    return original(handler, delay, ...rest);
  }) as typeof setTimeout;
  try {
    return {result: await utcp.callTool('sh.run', args), timers};
  } finally {
    globalThis.setTimeout = original;
    await utcp.close();
  }
}

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
];
