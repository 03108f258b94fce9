/**
 * Records what python-utcp sends for the studio's request cases, at the commit
 * each docs line pins, into tests/fixtures/studio/python-requests-<line>.json.
 *
 *   npx tsx scripts/studio/record-python-requests.ts [path/to/python-utcp]
 *
 * Needs a python-utcp clone or bare mirror and the interpreter described in
 * scripts/python-utcp/environment.ts; the unit tests only read the fixtures.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {preparePython, runPython} from '../python-utcp/environment';
import {REQUEST_CASES} from './requestCases';
import {parseOptions} from '../lib/options';

const ROOT = path.resolve(__dirname, '..', '..');
const {positionals} = parseOptions({args: process.argv.slice(2), options: {}, allowPositionals: true});
const repository = positionals[0] ?? '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';
const source = readFileSync(path.join(__dirname, 'python_requests.py'), 'utf8');

for (const line of ['1.0', 'next'] as const) {
  const environment = preparePython(repository, line);
  const run = runPython(environment, source, {
    env: {STUDIO_CASES: JSON.stringify({cases: REQUEST_CASES})},
    timeoutMs: 60_000,
  });
  if (run.status !== 0) {
    console.error(run.stderr);
    throw new Error(`python-utcp ${line} failed (status ${String(run.status)})`);
  }
  const {records} = JSON.parse(run.stdout) as {records: unknown[]};
  const file = path.join(ROOT, 'tests', 'fixtures', 'studio', `python-requests-${line}.json`);
  writeFileSync(file, `${JSON.stringify({line, commit: environment.commit, records}, null, 2)}\n`);
  console.log(
    `wrote ${path.relative(ROOT, file)} (${records.length} records, python-utcp ${environment.commit.slice(0, 7)})`,
  );
}
