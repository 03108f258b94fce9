/**
 * Judges the conformance corpus (tests/conformance) with the published JSON
 * Schema, the TypeScript SDK of each line and python-utcp at the pinned
 * commits, writes what they answered to tests/conformance/results.json and
 * the published copy to static/conformance.
 *
 *   npx tsx scripts/conformance/judge.ts            judge, record and publish
 *   npx tsx scripts/conformance/judge.ts --report   also print every document whose answers differ
 *
 * The unit test (tests/unit/validator/conformance.test.ts) re-runs the schema and the
 * TypeScript judges and reads the Python answers from the record, so the
 * suite needs no python-utcp checkout.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {LINES, RECORD_FILE, ROOT, loadCorpus, type ConformanceRecord, type LineRecord} from './corpus';
import {pythonJudge, schemaJudge, TS_PACKAGES, typescriptJudge} from './judges';
import {PUBLISH_DIR, publishedFiles} from './publish';
import {parseOptions} from '../lib/options';

async function main(): Promise<void> {
  const {values: options} = parseOptions({
    args: process.argv.slice(2),
    options: {report: {type: 'boolean', default: false}},
  });
  const schema = schemaJudge();
  const record: ConformanceRecord = {format: 1, lines: {} as Record<(typeof LINES)[number], LineRecord>};
  for (const line of LINES) {
    const docs = loadCorpus(line);
    const python = pythonJudge(line, docs);
    const typescript = line === '0.1' ? undefined : await typescriptJudge(line);
    const lineRecord: LineRecord = {
      python: {commit: python.commit, plugins: python.plugins, failed: python.failed},
      ...(line === '0.1' ? {} : {typescript: TS_PACKAGES[line]}),
      documents: {},
    };
    for (const doc of docs) {
      lineRecord.documents[doc.id] = {
        hash: doc.hash,
        schema: schema(doc),
        python: python.verdicts[doc.id],
        ...(typescript ? {typescript: typescript(doc)} : {}),
      };
    }
    record.lines[line] = lineRecord;
    const differ = docs.filter((doc) => {
      const r = lineRecord.documents[doc.id];
      const answers = [r.schema, r.python, r.typescript].filter(Boolean).map((v) => v!.valid);
      return new Set(answers).size > 1;
    });
    console.log(`${line}: ${docs.length} documents, answers differ on ${differ.length}`);
    if (options.report)
      for (const doc of docs) {
        const r = lineRecord.documents[doc.id];
        const mark = (v?: {valid: boolean}) => (v ? (v.valid ? 'Y' : 'n') : '-');
        console.log(
          `  ${doc.id.padEnd(44)} schema ${mark(r.schema)} python ${mark(r.python)} ts ${mark(r.typescript)}  | py: ${r.python?.message.slice(0, 110) ?? ''} | ts: ${r.typescript?.message.slice(0, 110) ?? ''}`,
        );
      }
  }
  writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
  rmSync(path.join(ROOT, PUBLISH_DIR), {recursive: true, force: true});
  for (const [file, text] of Object.entries(publishedFiles(record))) {
    mkdirSync(path.dirname(path.join(ROOT, file)), {recursive: true});
    writeFileSync(path.join(ROOT, file), text);
  }
}

void main();
