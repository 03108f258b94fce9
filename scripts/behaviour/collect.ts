/**
 * npm run behaviour:collect -- [--impl <id>]... [--only <key prefix>] [--repo <python-utcp checkout or mirror>]
 *
 * Runs the cases of every key of data/behaviour/keys in every implementation the key applies to
 * (Python through tests/behaviour/python, TypeScript through scripts/behaviour/typescript.ts) and
 * writes data/behaviour/results/<implementation>.json. Exits 1 when a case has no code or a
 * results problem remains.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {
  IMPLEMENTATIONS,
  IMPLEMENTATION_IDS,
  type ImplementationId,
  type TypeScriptImplementation,
} from '../../data/behaviour/implementations';
import {
  casesFor,
  datasetProblems,
  declaredInputs,
  loadKeys,
  loadResults,
  REPOSITORY_ROOT,
} from '../../data/behaviour/index';
import {mechanismFile, PYTHON_SHARED_SOURCES, pythonEnvironment, runMechanism} from './python';
import {writeResults, type Outcomes} from './results';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run behaviour:collect -- [--impl <id>]... [--only <key prefix>] [--repo <python-utcp checkout>]

Runs every behaviour key's cases in each implementation it applies to and writes
data/behaviour/results/<implementation>.json; exits 1 when a case has no code or a results problem remains.`,
  module,
);

const DEFAULT_REPOSITORY =
  process.env.PYTHON_UTCP_REPO ?? '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';

export interface CollectOptions {
  implementationIds: ImplementationId[];
  only?: string;
  repository: string;
}

export function parseCollectOptions(argv: readonly string[]): CollectOptions {
  const implementationIds: ImplementationId[] = [];
  let only: string | undefined;
  let repository = DEFAULT_REPOSITORY;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--impl' && value) {
      if (!IMPLEMENTATION_IDS.includes(value as ImplementationId)) throw new Error(`unknown implementation ${value}`);
      implementationIds.push(value as ImplementationId);
      i++;
    } else if (arg === '--only' && value) {
      only = value;
      i++;
    } else if (arg === '--repo' && value) {
      repository = value;
      i++;
    } else throw new Error(`unknown argument ${arg}`);
  }
  return {
    implementationIds: implementationIds.length > 0 ? implementationIds : [...IMPLEMENTATION_IDS],
    only,
    repository,
  };
}

export interface TypeScriptRun {
  results: Outcomes;
  missing: [string, string][];
  /** Absolute paths of the case files (and shared runner files) the results come from. */
  sources: string[];
}

type TypeScriptRunner = (impl: TypeScriptImplementation, cases: [string, string][]) => Promise<TypeScriptRun>;

async function typeScriptRunner(): Promise<TypeScriptRunner | undefined> {
  const file = path.join(__dirname, 'typescript.ts');
  if (!existsSync(file)) return undefined;
  const loaded = (await import(file)) as {collectTypeScript?: TypeScriptRunner};
  return loaded.collectTypeScript;
}

async function main(): Promise<void> {
  const options = parseCollectOptions(process.argv.slice(2));
  const keys = loadKeys();
  const wanted = (key: string): boolean => !options.only || key.startsWith(options.only);
  const missingCode: string[] = [];
  for (const impl of IMPLEMENTATIONS.filter((i) => options.implementationIds.includes(i.id))) {
    const cases: [string, string][] = keys
      .filter((key) => key.applies.includes(impl.id) && wanted(key.key))
      .flatMap((key) => casesFor(key, impl.id).map((c): [string, string] => [key.key, c.id]));
    if (cases.length === 0) continue;
    const started = Date.now();
    let observed: Outcomes = {};
    let sources: string[] = [];
    if (impl.language === 'python') {
      const environment = pythonEnvironment(options.repository, impl);
      const byMechanism = new Map<string, [string, string][]>();
      for (const entry of cases) {
        const mechanism = entry[0].split('.')[0];
        byMechanism.set(mechanism, [...(byMechanism.get(mechanism) ?? []), entry]);
      }
      for (const [mechanism, list] of byMechanism) {
        const run = runMechanism(environment, mechanism, list);
        for (const [key, outcomes] of Object.entries(run.results)) observed[key] = {...observed[key], ...outcomes};
        missingCode.push(...run.missing.map(([key, c]) => `${impl.id}: no case code for ${key}@${c}`));
        if (existsSync(mechanismFile(mechanism)))
          sources.push(mechanismFile(mechanism), ...declaredInputs(mechanismFile(mechanism)));
        process.stdout.write(`  ${impl.id} ${mechanism}: ${list.length} cases\n`);
      }
      sources.push(...PYTHON_SHARED_SOURCES);
    } else {
      const runner = await typeScriptRunner();
      if (!runner) {
        console.log(`${impl.id}: no TypeScript runner (scripts/behaviour/typescript.ts) yet; not collected`);
        continue;
      }
      const run = await runner(impl, cases);
      observed = run.results;
      sources = run.sources;
      missingCode.push(...run.missing.map(([key, c]) => `${impl.id}: no case code for ${key}@${c}`));
    }
    writeResults(impl.id, observed, sources, {replace: !options.only});
    console.log(`${impl.id}: ${cases.length} cases in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const problems = datasetProblems(keys, loadResults(), REPOSITORY_ROOT).filter(
    (problem) => !options.only || problem.includes(options.only),
  );
  for (const line of [...missingCode, ...problems]) console.log(`FAIL ${line}`);
  process.exit(missingCode.length + problems.length > 0 ? 1 : 0);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
