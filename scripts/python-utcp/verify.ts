/**
 * npm run python:verify -- [python-utcp checkout or bare mirror] [--version 1.0|next|0.1] [--only TEXT]
 *
 * Runs every python block of the pages against the python-utcp commit its docs version pins
 * (legacy blocks against the 0.1 line), every probe a page names, checks every trace against the
 * pinned source, and writes tests/python/records/<version>.json. Exits 1 on any failure.
 * The repository defaults to $PYTHON_UTCP_REPO, then to the mirror of this workplace.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  CACHE_DIR,
  preparePython,
  PYTHON_DOUBLES,
  PYTHON_VERSIONS,
  type PythonEnvironment,
  type PythonVersion,
} from './environment';
import {blockHash, claimEntryId, collectBlocks, collectClaims, fences, probeHash, probePath, sha256} from './collect';
import type {PageBlock} from './collect';
import {parseVerifyOptions, type VerifyOptions as Options} from './options';
import {normalizeObserved} from './record';
import {probeCovers} from './probeMarkers';
import {checkTrace} from './traces';
import type {Claim, RecordEntry, VerificationRecord} from './types';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run python:verify -- [python-utcp checkout or bare mirror] [--version <docs version>] [--only TEXT]

Runs every python block and probe of the pages against python-utcp at the pinned commit and writes
tests/python/records/<version>.json (CONTRIBUTING.md, "Running python-utcp").`,
  module,
);

const ROOT = path.resolve(__dirname, '..', '..');
const PYTHON_TESTS = path.join(ROOT, 'tests', 'python');
const HARNESS = path.join(PYTHON_TESTS, 'harness');
export const RECORD_DIR = path.join(PYTHON_TESTS, 'records');
/** Our own code on the import path, before python-utcp: the test doubles and the probes' support module. */
const OUR_PATHS = [PYTHON_DOUBLES, path.join(PYTHON_TESTS, 'support')];

const environments = new Map<PythonVersion, PythonEnvironment>();

/** The prepared environment of a version, with dist-info written so its plugins are discovered. */
function environmentFor(repository: string, version: PythonVersion): PythonEnvironment {
  const known = environments.get(version);
  if (known) return known;
  const prepared = preparePython(repository, version, OUR_PATHS);
  const distInfo = path.join(CACHE_DIR, `dist-info-${prepared.commit}`);
  mkdirSync(distInfo, {recursive: true});
  const summary = execFileSync('python3', [path.join(HARNESS, 'write_dist_info.py'), prepared.tree, distInfo], {
    env: prepared.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const {skipped} = JSON.parse(summary.trim().split('\n').pop() ?? '{}') as {skipped: Record<string, string>};
  for (const [plugin, reason] of Object.entries(skipped ?? {})) {
    console.log(`  ${version}: plugin ${plugin} not registered (${reason})`);
  }
  const environment = {
    ...prepared,
    env: {...prepared.env, PYTHONPATH: `${distInfo}${path.delimiter}${prepared.env.PYTHONPATH}`},
  };
  environments.set(version, environment);
  return environment;
}

/** How much of a run's output a record keeps (the end of it), counted after normalizing. */
const OBSERVED_CHARS = 2000;

interface Outcome {
  status: 'pass' | 'fail' | 'fragment';
  observed: string;
  error?: string | null;
}

/** The parts of a block's scenario that name other blocks: the runner passes their code. */
interface ScenarioLinks {
  after: (number | string)[];
  modules: Record<string, number | string>;
  apps: (number | string)[];
}

function scenarioLinks(environment: PythonEnvironment, block: PageBlock): ScenarioLinks {
  const script = [
    'import json, sys',
    `sys.path.insert(0, ${JSON.stringify(HARNESS)})`,
    'import scenarios',
    'found = scenarios.find(sys.argv[1], sys.argv[2])',
    'print(json.dumps({"after": found.get("after", []), "modules": found.get("modules_from_blocks", {}), "apps": found.get("apps_from_blocks", [])}))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script, block.versions[0], block.key], {
    env: environment.env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cannot read the scenario of ${block.id}: ${result.stderr}`);
  return JSON.parse(result.stdout) as ScenarioLinks;
}

/** A block named by a scenario: its ordinal on the same page, or the key of a block of the same version. */
function linkedCode(block: PageBlock, all: readonly PageBlock[], reference: number | string): string {
  const found =
    typeof reference === 'number'
      ? all.find((candidate) => candidate.file === block.file && candidate.id === `${block.file}#${reference}`)
      : all.find((candidate) => candidate.key === reference);
  if (!found) throw new Error(`${block.id}: its scenario names block ${reference}, which the pages do not have`);
  return found.code;
}

function runBlock(environment: PythonEnvironment, block: PageBlock, all: readonly PageBlock[]): Outcome {
  const links = scenarioLinks(environment, block);
  const preambleCode = links.after.map((reference) => linkedCode(block, all, reference));
  const moduleCode = Object.fromEntries(
    Object.entries(links.modules).map(([file, reference]) => [file, linkedCode(block, all, reference)]),
  );
  const appCode = links.apps.map((reference) => linkedCode(block, all, reference));
  const pageFences = fences(readFileSync(path.join(ROOT, block.file), 'utf8'));
  const ofLanguage = (language: string): string[] =>
    pageFences.filter((fence) => fence.info.split(/\s+/)[0] === language).map((fence) => fence.body);
  const pageJson = ofLanguage('json');
  const job = {
    id: block.id,
    key: block.key,
    version: block.versions[0],
    code: block.code,
    fragment: block.fragment,
    preamble_code: preambleCode,
    module_code: moduleCode,
    app_code: appCode,
    page_json: pageJson,
    page_text: ofLanguage('text'),
  };
  const result = spawnSync('python3', [path.join(HARNESS, 'run_block.py')], {
    input: JSON.stringify(job),
    env: environment.env,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const last = result.stdout.trim().split('\n').pop() ?? '';
  try {
    const outcome = JSON.parse(last) as Outcome;
    return {...outcome, observed: normalizeObserved(outcome.observed ?? '').slice(-OBSERVED_CHARS)};
  } catch {
    return {
      status: 'fail',
      observed: '',
      error: `runner crashed (status ${result.status}): ${result.stderr.slice(-2000)}`,
    };
  }
}

/**
 * The python-utcp line a probe runs against: the page's own, unless the probe's docstring says
 * `versions: ...` without it (a 0.1 page can state what 1.0 does), then the first one named.
 */
function probeVersion(id: string, pageVersion: PythonVersion): PythonVersion {
  const script = probePath(id);
  if (!existsSync(script)) return pageVersion;
  const declared = /^versions:\s*(.+)$/m.exec(readFileSync(script, 'utf8'));
  if (!declared) return pageVersion;
  const versions = declared[1]
    .split(/[,\s]+/)
    .filter((v): v is PythonVersion => PYTHON_VERSIONS.includes(v as PythonVersion));
  return versions.length === 0 || probeCovers(versions, pageVersion) ? pageVersion : versions[0];
}

/** Probe outcomes by version and id: a probe backing several sentences runs once per version. */
const probeRuns = new Map<string, Outcome>();

function runProbe(environment: PythonEnvironment, claim: Claim): Outcome {
  const key = `${environment.version}:${claim.id}`;
  const known = probeRuns.get(key);
  if (known) return known;
  const outcome = runProbeOnce(environment, claim);
  probeRuns.set(key, outcome);
  return outcome;
}

function runProbeOnce(environment: PythonEnvironment, claim: Claim): Outcome {
  const script = probePath(claim.id);
  if (!existsSync(script))
    return {status: 'fail', observed: '', error: `no probe script ${path.relative(ROOT, script)}`};
  const result = spawnSync('python3', [script], {
    env: environment.env,
    cwd: path.dirname(script),
    encoding: 'utf8',
    timeout: 120_000,
  });
  const observed = normalizeObserved(result.stdout.trim()).slice(-OBSERVED_CHARS);
  return result.status === 0
    ? {status: 'pass', observed}
    : {status: 'fail', observed, error: `probe exited ${result.status}: ${result.stderr.slice(-1500)}`};
}

function recordPath(version: PythonVersion): string {
  return path.join(RECORD_DIR, `${version}.json`);
}

function verifyVersion(options: Options, version: PythonVersion): {entries: RecordEntry[]; failures: string[]} {
  const environment = environmentFor(options.repository, version);
  const blocks = collectBlocks(version);
  const claims = collectClaims(version);
  const entries: RecordEntry[] = [];
  const failures: string[] = [];
  const previous = existsSync(recordPath(version))
    ? (JSON.parse(readFileSync(recordPath(version), 'utf8')) as VerificationRecord).entries
    : [];
  const keep = (id: string): boolean => Boolean(options.only && !id.includes(options.only));
  for (const block of blocks) {
    const old = previous.find((entry) => entry.id === block.id);
    if (keep(block.id) && old) {
      entries.push(old);
      continue;
    }
    const runAs = block.legacy ? environmentFor(options.repository, '0.1') : environment;
    const outcome = runBlock(runAs, block, blocks);
    const status = outcome.status;
    console.log(`  ${status.padEnd(8)} ${block.id}${block.legacy ? ' (legacy, against 0.1)' : ''}`);
    if (status === 'fail') {
      failures.push(`${block.id}:${block.line}\n${outcome.error ?? ''}`);
    }
    entries.push({
      id: block.id,
      kind: block.fragment ? 'fragment' : 'block',
      file: block.file,
      codeHash: blockHash(block),
      commit: runAs.commit,
      status,
      observed: outcome.observed || undefined,
    });
  }
  for (const claim of claims) {
    const id = claimEntryId(claim);
    const old = previous.find((entry) => entry.id === id);
    if (keep(id) && old) {
      entries.push(old);
      continue;
    }
    let status: RecordEntry['status'];
    let observed: string;
    let commit = environment.commit;
    if (claim.kind === 'probe') {
      const probeEnvironment = environmentFor(options.repository, probeVersion(claim.id, version));
      commit = probeEnvironment.commit;
      const outcome = runProbe(probeEnvironment, claim);
      status = outcome.status === 'pass' ? 'pass' : 'fail';
      observed = outcome.observed;
      if (status === 'fail') failures.push(`${id}\n${outcome.error ?? ''}`);
    } else {
      const checked = checkTrace(options.repository, claim.trace ?? '');
      status = checked.ok ? 'traced' : 'fail';
      observed = checked.observed;
      if (!checked.ok) failures.push(`${id}: ${checked.observed}`);
    }
    console.log(`  ${status.padEnd(8)} ${id}`);
    entries.push({
      id,
      kind: claim.kind,
      file: claim.file,
      ...(claim.kind === 'probe' ? {codeHash: probeHash(claim.id)} : {}),
      sentenceHash: sha256(claim.sentence),
      commit,
      status,
      observed: observed || undefined,
    });
  }
  return {entries, failures};
}

function main(): void {
  const options = parseVerifyOptions(process.argv.slice(2));
  mkdirSync(RECORD_DIR, {recursive: true});
  let failed = 0;
  for (const version of options.versions) {
    console.log(`python-utcp ${version}:`);
    const {entries, failures} = verifyVersion(options, version);
    const record: VerificationRecord = {
      format: 1,
      version,
      commit: environmentFor(options.repository, version).commit,
      entries,
    };
    writeFileSync(recordPath(version), `${JSON.stringify(record, null, 1)}\n`);
    const count = (predicate: (entry: RecordEntry) => boolean): number => entries.filter(predicate).length;
    console.log(
      `  ${version}: ${count((e) => e.kind === 'block' || e.kind === 'fragment')} blocks (${count((e) => e.kind === 'block')} run, ${count((e) => e.kind === 'fragment')} fragments), ` +
        `${count((e) => e.kind === 'probe')} probes, ${count((e) => e.kind === 'trace')} traces, ${failures.length} failures`,
    );
    for (const failure of failures) console.log(`\nFAIL ${failure}`);
    failed += failures.length;
  }
  process.exit(failed > 0 ? 1 : 0);
}

main();
