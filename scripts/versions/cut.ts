/**
 * npm run version:cut -- <id> [--python-utcp <checkout or bare mirror>] [--python-ref <ref>] [--typescript-ref <ref>]
 *
 * Freezes the Next docs as version <id> and leaves a tree that passes `npm test`: the steps are
 * listed in USAGE and in CONTRIBUTING.md ("Cutting a docs version"). Each step prints its time.
 *
 * This file reads and writes the data files directly and runs the generators as child
 * processes: the modules that read src/config/version-pins.json check it against versions.json
 * when they load, and the two disagree until the pin step has run.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {OptionsError, parseOptions, runMain} from '../lib/options';
import {indexDocs, markdownFiles, versionFolders} from './docLinks';

const ROOT = path.resolve(__dirname, '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

export const USAGE = `Usage: npm run version:cut -- <id> [options]

Freezes docs/ (Next) as docs version <id> (e.g. 1.1), which becomes the latest version:
  1. docusaurus docs:version <id>: copies docs/ to versioned_docs/version-<id>/, snapshots the
     sidebar, puts <id> first in versions.json
  2. pins <id> in src/config/version-pins.json to the commits and npm packages Next has (Next keeps
     them until a newer pin is set)
  3. copies Next's python-utcp and typescript-utcp facts (data/protocol, data/ts-api), its
     python-utcp records (tests/python/records) and its behaviour sentences still waiting for a
     citation (tests/behaviour/citations-pending.json) to <id>: same pages, same commits
  4. rewrites what in the copy means "this version" but is written for Next (/schema/next/ URLs),
     and the links of older versions to Next pages (@site/docs/...) to the new version
  5. records a redirect for each page of the previous latest version that <id> lacks, so that its
     old URL keeps working (src/config/version-redirects.json)
  6. regenerates the API reference pages, the TypeScript API pages and the JSON Schemas
  7. formats what it wrote, and prints the Python and TypeScript checks the new version has

Options:
  --python-utcp <path>    also run python-utcp for <id> (npm run python:verify and
                          python:signatures) from this checkout or bare mirror
  --python-ref <ref>      the python-utcp tag or branch to show beside the commit (default: the
                          short commit)
  --typescript-ref <ref>  the same for typescript-utcp
  --help                  this text`;

interface Options {
  id: string;
  pythonUtcp?: string;
  pythonRef?: string;
  typescriptRef?: string;
}

export function parseCutOptions(argv: readonly string[]): Options | 'help' {
  const {values, positionals} = parseOptions({
    args: [...argv],
    allowPositionals: true,
    options: {
      'python-utcp': {type: 'string'},
      'python-ref': {type: 'string'},
      'typescript-ref': {type: 'string'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new OptionsError('give exactly one version id, e.g. 1.1');
  const id = positionals[0]!;
  if (!/^\d+\.\d+(\.\d+)?$/.test(id)) throw new OptionsError(`"${id}" is not a version id like 1.1`);
  return {
    id,
    pythonUtcp: values['python-utcp'],
    pythonRef: values['python-ref'],
    typescriptRef: values['typescript-ref'],
  };
}

type Json = Record<string, unknown>;

function readJson<T = Json>(file: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

function writeJson(file: string, value: unknown, indent: number): void {
  writeFileSync(path.join(ROOT, file), `${JSON.stringify(value, null, indent)}\n`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit', env: process.env});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const written = new Set<string>();

/**
 * Step 2: the new version's pins are Next's, with the refs named as a release would name them. Its `line`
 * stays Next's: the pages describe that protocol line whatever the version's id (a throw-away 9.9 cut from
 * Next is still the 1.1 line), and the Python scenarios and TypeScript snippets are keyed by line.
 */
function pinVersion(options: Options): void {
  const file = 'src/config/version-pins.json';
  const pins = readJson<Record<string, Json>>(file);
  const next = pins.next as {pythonUtcp: {ref: string; commit: string}; typescriptUtcp?: {ref: string; commit: string}};
  const entry: Json = {
    ...structuredClone(pins.next),
    pythonUtcp: {ref: options.pythonRef ?? next.pythonUtcp.commit.slice(0, 7), commit: next.pythonUtcp.commit},
  };
  if (next.typescriptUtcp) {
    entry.typescriptUtcp = {
      ref: options.typescriptRef ?? next.typescriptUtcp.commit.slice(0, 7),
      commit: next.typescriptUtcp.commit,
    };
  }
  const {next: nextEntry, ...released} = pins;
  writeJson(file, {next: nextEntry, [options.id]: entry, ...released}, 2);
  written.add(file);
}

/** Step 3: facts and records of Next, renamed; page paths docs/ → versioned_docs/version-<id>/. */
function copyFactsAndRecords(options: Options): void {
  const pins =
    readJson<Record<string, {pythonUtcp: {ref: string}; typescriptUtcp?: {ref: string}}>>(
      'src/config/version-pins.json',
    );
  const pin = pins[options.id]!;
  for (const [dir, ref] of [
    ['data/protocol', pin.pythonUtcp.ref],
    ['data/ts-api', pin.typescriptUtcp?.ref],
  ] as const) {
    if (!ref || !existsSync(path.join(ROOT, dir, 'next.json'))) continue;
    const facts = readJson<{version: string; source: {ref: string}}>(`${dir}/next.json`);
    facts.version = options.id;
    facts.source.ref = ref;
    writeJson(`${dir}/${options.id}.json`, facts, 1);
  }
  const folder = `versioned_docs/version-${options.id}/`;
  const moved = (value: string) => (value.startsWith('docs/') ? folder + value.slice('docs/'.length) : value);
  for (const name of ['', 'signatures-']) {
    const source = `tests/python/records/${name}next.json`;
    if (!existsSync(path.join(ROOT, source))) continue;
    const record = readJson<{version: string; entries: Json[]; changes?: Json[]}>(source);
    record.version = options.id;
    for (const entry of [...record.entries, ...(record.changes ?? [])]) {
      for (const key of ['id', 'file'] as const) {
        if (typeof entry[key] === 'string') entry[key] = moved(entry[key] as string);
      }
    }
    writeJson(`tests/python/records/${name}${options.id}.json`, record, 1);
  }
  // The behaviour sentences of Next still waiting for a citation wait in the copy too.
  const pendingFile = 'tests/behaviour/citations-pending.json';
  if (existsSync(path.join(ROOT, pendingFile))) {
    const pending = readJson<{file: string}[]>(pendingFile);
    const copies = pending.filter((entry) => entry.file.startsWith('docs/')).map((e) => ({...e, file: moved(e.file)}));
    writeJson(pendingFile, [...pending, ...copies], 1);
  }
}

/** Step 4: "this version" written as Next in the copy; older versions' links to Next pages. */
function rewriteVersionReferences(options: Options): number {
  let count = 0;
  const copy = path.join(ROOT, 'versioned_docs', `version-${options.id}`);
  for (const file of markdownFiles(copy)) {
    const full = path.join(copy, file);
    const text = readFileSync(full, 'utf8');
    const rewritten = text.replaceAll('/schema/next/', `/schema/${options.id}/`);
    if (rewritten !== text) {
      count += text.split('/schema/next/').length - 1;
      writeFileSync(full, rewritten);
    }
  }
  // A released version that links a Next page meant the line being cut: it now has a version of its own.
  const versions = readJson<string[]>('versions.json');
  for (const id of versions.filter((version) => version !== options.id)) {
    const dir = path.join(ROOT, 'versioned_docs', `version-${id}`);
    for (const file of markdownFiles(dir)) {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      const rewritten = text.replace(/@site\/docs\/([^)#?\s]+)/g, (link, target: string) => {
        if (!existsSync(path.join(copy, target))) return link;
        count += 1;
        return `@site/versioned_docs/version-${options.id}/${target}`;
      });
      if (rewritten !== text) writeFileSync(full, rewritten);
    }
  }
  return count;
}

/** Step 5: the previous latest's pages that the new latest lacks keep their root URL. */
function recordRedirects(options: Options): {from: string; to: string}[] {
  const versions = readJson<string[]>('versions.json');
  const previous = versions[1];
  if (!previous) return [];
  const folders = versionFolders(versions);
  const index = indexDocs(folders, ROOT);
  const newRoutes = new Set(index.get(options.id)!.keys());
  const added = [...index.get(previous)!.keys()]
    .filter((route) => !newRoutes.has(route))
    .sort()
    .map((route) => ({from: `/${route}`, to: `/${previous}/${route}`, cut: options.id}));
  const file = 'src/config/version-redirects.json';
  const existing = readJson<{from: string; to: string; cut: string}[]>(file);
  const kept = existing.filter((redirect) => !added.some((entry) => entry.from === redirect.from));
  writeJson(file, [...kept, ...added], 2);
  written.add(file);
  return added;
}

function main(): void {
  const parsed = parseCutOptions(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const options = parsed;
  const versions = readJson<string[]>('versions.json');
  if (versions.includes(options.id)) throw new OptionsError(`version ${options.id} exists already (versions.json)`);

  const timings: [string, number][] = [];
  const step = <T>(name: string, action: () => T): T => {
    const start = performance.now();
    console.log(`== ${name}`);
    const result = action();
    const seconds = (performance.now() - start) / 1000;
    timings.push([name, seconds]);
    console.log(`== ${name}: ${seconds.toFixed(1)} s`);
    return result;
  };

  step(`1. docusaurus docs:version ${options.id}`, () =>
    run(path.join(BIN, 'docusaurus'), ['docs:version', options.id]),
  );
  step('2. pin the new version to the commits and packages of Next', () => pinVersion(options));
  step('3. copy the facts and python-utcp records of Next', () => copyFactsAndRecords(options));
  step('4. rewrite references to Next that mean the new version', () => {
    console.log(`   ${rewriteVersionReferences(options)} reference(s) rewritten`);
  });
  step('5. redirect the pages that leave the latest version', () => {
    const added = recordRedirects(options);
    for (const redirect of added) console.log(`   ${redirect.from} -> ${redirect.to}`);
    if (added.length === 0) console.log('   none: every page of the previous latest version is in the new one');
  });
  step('6. regenerate the API reference, TypeScript API and JSON Schema files', () => {
    run(path.join(BIN, 'tsx'), ['scripts/generate-api-docs.ts']);
    run(path.join(BIN, 'tsx'), ['scripts/generate-ts-api-docs.ts']);
    run(path.join(BIN, 'tsx'), ['scripts/schemas/generate.ts']);
  });
  step('7. format the written files and count the checks of the new version', () => {
    const json = [...written, 'versions.json', `versioned_sidebars/version-${options.id}-sidebars.json`];
    run(path.join(BIN, 'prettier'), ['--write', '--log-level', 'warn', ...json]);
    run(path.join(BIN, 'tsx'), [path.join('scripts', 'versions', 'checks.ts'), options.id]);
  });
  if (options.pythonUtcp) {
    step(`8. run python-utcp for ${options.id}`, () => {
      run(path.join(BIN, 'tsx'), ['scripts/python-utcp/verify.ts', options.pythonUtcp!, '--version', options.id]);
      run(path.join(BIN, 'tsx'), ['scripts/python-utcp/signatures.ts', options.pythonUtcp!, '--version', options.id]);
    });
  }
  console.log(`\nVersion ${options.id} is cut. Timings:`);
  for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  console.log('Next: review the diff, then run npm test.');
}

runMain(main, USAGE, module);
