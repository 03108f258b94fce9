/**
 * Records what python-utcp's OpenApiConverter (the Next pin, fd30247) makes of
 * the studio's fixture descriptions, into
 * tests/fixtures/studio/python-conversions.json (with tests/fixtures/studio/converter-cases.json,
 * our own description of the cases the fixtures lack): per tool, the name, the body
 * field, the input property names and the required list. Only these outcomes
 * are committed, never the descriptions (`npm run studio:fixture` puts those
 * into .cache/).
 *
 *   npm run studio:fixture && npx tsx scripts/studio/record-python-conversions.ts [path/to/python-utcp]
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {preparePython, runPython} from '../python-utcp/environment';
import {parseOptions} from '../lib/options';
import {ALL_FIXTURE_ENTRIES, FIXTURE_COMMAND, fixtureFile} from './registryFixtureLib';

const ROOT = path.resolve(__dirname, '..', '..');
const {positionals} = parseOptions({args: process.argv.slice(2), options: {}, allowPositionals: true});
const repository = positionals[0] ?? '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';
const source = readFileSync(path.join(__dirname, 'python_conversions.py'), 'utf8');

/** Our own small description with one operation per rule the fixtures do not reach. */
const CONVERTER_CASES = {
  name: 'converter-cases',
  file: path.join(ROOT, 'tests', 'fixtures', 'studio', 'converter-cases.json'),
};

const descriptions = [
  CONVERTER_CASES,
  ...ALL_FIXTURE_ENTRIES.map((entry) => ({name: entry.name, file: fixtureFile(ROOT, entry)})),
];
const missing = descriptions.filter((description) => !existsSync(description.file));
if (missing.length > 0) throw new Error(`run \`${FIXTURE_COMMAND}\` first: ${missing.map((d) => d.name).join(', ')}`);

const environment = preparePython(repository, 'next');
const run = runPython(environment, source, {
  env: {STUDIO_DESCRIPTIONS: JSON.stringify({descriptions})},
  timeoutMs: 600_000,
});
if (run.status !== 0) {
  console.error(run.stderr);
  throw new Error(`python-utcp failed (status ${String(run.status)})`);
}
const {results} = JSON.parse(run.stdout) as {results: Array<{name: string; tools: unknown[]}>};
const file = path.join(ROOT, 'tests', 'fixtures', 'studio', 'python-conversions.json');
writeFileSync(file, `${JSON.stringify({commit: environment.commit, results}, null, 2)}\n`);
console.log(
  `wrote ${path.relative(ROOT, file)}: ${results.map((r) => `${r.name} ${r.tools.length}`).join(', ')} (python-utcp ${environment.commit.slice(0, 7)})`,
);
