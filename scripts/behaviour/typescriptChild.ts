/**
 * One child process of the TypeScript behaviour runner: loads the published packages of one line
 * from tests/behaviour/ts/lines/<line>, imports one case file (tests/behaviour/ts/<mechanism>.ts)
 * and runs the cases it is sent, one at a time, each with a timeout. It reports every outcome to
 * the parent as it goes and exits after a timeout, so that the parent can go on in a fresh process.
 *
 * argv: <line folder> <implementation id> <case file>; stdin-free, IPC message {cases: [key, case][]}.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {silenceConsole} from '../../tests/behaviour/ts/support/console';
import type {
  BehaviourCase,
  LoadedSdk,
  SdkModule,
  TypeScriptImplementationId,
  UtcpPackage,
} from '../../tests/behaviour/ts/support/sdk';
import {
  DEFAULT_CASE_TIMEOUT_MS,
  outcomeOfError,
  outcomeOfValue,
  type ChildMessage,
  type ParentMessage,
} from './typescriptOutcome';

function loadLine(root: string, impl: TypeScriptImplementationId): LoadedSdk {
  const requireFromLine = createRequire(path.join(root, 'package.json'));
  const loaded = new Map<string, Promise<Record<string, unknown>>>();
  const importFromLine = (specifier: string): Promise<Record<string, unknown>> => {
    let pending = loaded.get(specifier);
    if (!pending) {
      // The ESM entry ("import" condition) as seen from the line folder, not from this repository.
      const file = resolveEsm(requireFromLine, root, specifier);
      pending = import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;
      loaded.set(specifier, pending);
    }
    return pending;
  };
  const load = (name: UtcpPackage) => importFromLine(name);
  return {
    impl,
    line: path.basename(root),
    root,
    load,
    importFromLine,
    sdk: async () => {
      const core = (await load('@utcp/sdk')) as SdkModule;
      await load('@utcp/http');
      await load('@utcp/text');
      return core;
    },
    version: (name: string) =>
      (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
        .version,
  };
}

/** The file a bare specifier resolves to under the "import" condition, looked up from the line folder. */
function resolveEsm(requireFromLine: NodeJS.Require, root: string, specifier: string): string {
  const parts = specifier.split('/');
  const packageName = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = `.${specifier.slice(packageName.length)}`;
  // Every package the cases load sits at the top of the line's node_modules (npm hoists them there).
  const manifestPath = path.join(root, 'node_modules', packageName, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports?: unknown;
    module?: string;
    main?: string;
  };
  const directory = path.dirname(manifestPath);
  const target = exportTarget(manifest.exports, subpath === '.' ? '.' : subpath);
  if (target) return path.join(directory, target);
  if (subpath !== '.') return requireFromLine.resolve(specifier, {paths: [root]});
  return path.join(directory, manifest.module ?? manifest.main ?? 'index.js');
}

function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (!exports) return undefined;
  if (typeof exports === 'string') return subpath === '.' ? exports : undefined;
  const map = exports as Record<string, unknown>;
  const entry = Object.keys(map).some((k) => k.startsWith('.')) ? map[subpath] : subpath === '.' ? map : undefined;
  return pickCondition(entry);
}

function pickCondition(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return undefined;
  const conditions = entry as Record<string, unknown>;
  for (const condition of ['import', 'node', 'default']) {
    const picked = pickCondition(conditions[condition]);
    if (picked) return picked;
  }
  return undefined;
}

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, () => resolve()) ?? resolve());
}

async function runCases(sdk: LoadedSdk, caseFile: string, wanted: [string, string][]): Promise<void> {
  const module = (await import(pathToFileURL(caseFile).href)) as {
    cases?: BehaviourCase[];
    default?: {cases?: BehaviourCase[]};
  };
  const all = module.cases ?? module.default?.cases ?? [];
  // Loading the packages takes seconds on a busy machine; it must not count against the first case.
  await sdk.sdk();
  const byId = new Map(all.map((c) => [`${c.key}@${c.case}`, c]));
  for (const [key, caseId] of wanted) {
    const found = byId.get(`${key}@${caseId}`);
    if (!found) {
      await send({type: 'missing', key, case: caseId});
      continue;
    }
    const timeoutMs = found.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
    await send({type: 'start', key, case: caseId, timeoutMs});
    let timer: NodeJS.Timeout | undefined;
    const timedOut = Symbol('timeout');
    const raced = await Promise.race([
      found.run(sdk).then(
        (value) => outcomeOfValue(value),
        (error: unknown) => outcomeOfError(error),
      ),
      new Promise<typeof timedOut>((resolve) => {
        timer = setTimeout(() => resolve(timedOut), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (raced === timedOut) {
      await send({
        type: 'outcome',
        key,
        case: caseId,
        outcome: {error: {type: 'CaseTimeout', message: `the case did not finish within ${timeoutMs} ms`}},
      });
      // Whatever the case left running must not reach the next case: the parent starts a fresh process.
      process.exit(3);
    }
    await send({type: 'outcome', key, case: caseId, outcome: raced});
  }
  await send({type: 'done'});
}

function main(): void {
  const [root, impl, caseFile] = process.argv.slice(2);
  silenceConsole();
  process.on('unhandledRejection', () => undefined);
  process.on('uncaughtException', () => undefined);
  process.once('message', (message: ParentMessage) => {
    runCases(loadLine(root, impl as TypeScriptImplementationId), caseFile, message.cases).then(
      () => process.exit(0),
      async (error: unknown) => {
        await send({type: 'crash', message: error instanceof Error ? (error.stack ?? error.message) : String(error)});
        process.exit(2);
      },
    );
  });
}

main();
