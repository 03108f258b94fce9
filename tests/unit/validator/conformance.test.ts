/**
 * The conformance corpus (tests/conformance): every document gets the verdict
 * its file expects from the published JSON Schema, from the TypeScript SDK of
 * its line and (from the committed record, or live when a python-utcp mirror
 * is on the machine) from python-utcp at the pinned commit. Where the
 * implementations differ, the document names a row of disagreements.json, and
 * every row is still shown by some document. The copy served under
 * /conformance/ must match what the judge script writes.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  LINES,
  ROOT,
  loadCorpus,
  loadDisagreements,
  readRecord,
  type CorpusDocument,
  type Line,
  type Verdict,
} from '../../../scripts/conformance/corpus';
import {PYTHON_REPOSITORY, pythonJudge, schemaJudge, typescriptJudge} from '../../../scripts/conformance/judges';
import {publishedFiles} from '../../../scripts/conformance/publish';
import {validateDocument} from '../../../src/lib/manualValidator';

const record = readRecord();
const rows = loadDisagreements();
const schema = schemaJudge();

const expectedAnswers = (doc: CorpusDocument): boolean[] => Object.values(doc.expect);

describe.each(LINES)('conformance corpus of %s', (line: Line) => {
  const docs = loadCorpus(line);
  let typescript: ((doc: CorpusDocument) => Verdict) | undefined;

  beforeAll(async () => {
    if (line !== '0.1') typescript = await typescriptJudge(line);
  }, 60_000);

  it('has valid and invalid documents, each with an answer per judge', () => {
    expect(docs.filter((doc) => doc.folder === 'valid').length).toBeGreaterThanOrEqual(5);
    expect(docs.filter((doc) => doc.folder === 'invalid').length).toBeGreaterThanOrEqual(4);
    for (const doc of docs) {
      expect(Object.keys(doc.expect).sort(), doc.id).toEqual(
        line === '0.1' ? ['python', 'schema'] : ['python', 'schema', 'typescript'],
      );
      expect(doc.expect.schema, `${doc.id}: the folder is the schema's verdict`).toBe(doc.folder === 'valid');
    }
  });

  it('the published schema answers as expected', () => {
    for (const doc of docs) expect(schema(doc).valid, `${doc.id}: ${schema(doc).message}`).toBe(doc.expect.schema);
  });

  it('the /validate page gives the schema verdict', async () => {
    for (const doc of docs) {
      const result = await validateDocument(JSON.stringify(doc.document), {kind: doc.kind, line});
      expect(result.valid, doc.id).toBe(doc.expect.schema);
    }
  });

  it.runIf(line !== '0.1')('the TypeScript SDK answers as expected', () => {
    for (const doc of docs) {
      const verdict = typescript!(doc);
      expect(verdict.valid, `${doc.id}: ${verdict.message.slice(0, 300)}`).toBe(doc.expect.typescript);
    }
  });

  it('the recorded python-utcp answers are current and as expected', () => {
    const recorded = record.lines[line];
    expect(recorded.python.commit).toBe(
      (
        JSON.parse(readFileSync(path.join(ROOT, 'data', 'protocol', `${line}.json`), 'utf8')) as {
          source: {commit: string};
        }
      ).source.commit,
    );
    expect(Object.keys(recorded.documents).sort()).toEqual(docs.map((doc) => doc.id).sort());
    for (const doc of docs) {
      const entry = recorded.documents[doc.id];
      expect(entry.hash, `${doc.id}: record made from another text (run scripts/conformance/judge.ts)`).toBe(doc.hash);
      expect(entry.python?.valid, `${doc.id}: ${entry.python?.message}`).toBe(doc.expect.python);
      expect(entry.schema?.valid, doc.id).toBe(doc.expect.schema);
      if (line !== '0.1') expect(entry.typescript?.valid, doc.id).toBe(doc.expect.typescript);
    }
  });

  it.runIf(existsSync(PYTHON_REPOSITORY))(
    'python-utcp at the pinned commit answers as recorded (live)',
    () => {
      const live = pythonJudge(line, docs);
      for (const doc of docs) expect(live.verdicts[doc.id]?.valid, doc.id).toBe(doc.expect.python);
    },
    120_000,
  );

  it('explains every difference between the implementations by a row of the table', () => {
    for (const doc of docs) {
      const differ = new Set(expectedAnswers(doc)).size > 1;
      if (!differ) {
        expect(doc.disagreement, `${doc.id} names a row, but its answers agree`).toBeUndefined();
        continue;
      }
      expect(doc.disagreement, `${doc.id}: answers differ, no row named`).toBeDefined();
      expect(rows[doc.disagreement!], `${doc.id}: no row ${doc.disagreement}`).toBeDefined();
      expect(rows[doc.disagreement!].lines, doc.id).toContain(line);
    }
  });

  it('shows every row of the table for this line with a document', () => {
    const rowsOfLine = Object.entries(rows)
      .filter(([, row]) => row.lines.includes(line))
      .map(([key]) => key);
    const shown = new Set(docs.map((doc) => doc.disagreement));
    expect(rowsOfLine.filter((key) => !shown.has(key))).toEqual([]);
  });
});

describe('the published conformance corpus', () => {
  it('matches the corpus and the record (run scripts/conformance/judge.ts after a change)', () => {
    for (const [file, text] of Object.entries(publishedFiles(record))) {
      const full = path.join(ROOT, file);
      expect(existsSync(full), file).toBe(true);
      expect(readFileSync(full, 'utf8'), file).toBe(text);
    }
  });

  it('says for each document what every implementation answered', () => {
    const index = JSON.parse(readFileSync(path.join(ROOT, 'static', 'conformance', '1.0', 'index.json'), 'utf8')) as {
      documents: {file: string; verdict: string; answers: Record<string, boolean>; disagreement?: string}[];
    };
    const schemaKey = index.documents.find((doc) => doc.file === 'invalid/manual-schema-key.json')!;
    expect(schemaKey).toMatchObject({verdict: 'invalid', answers: {schema: false, python: false, typescript: false}});
    const coerced = index.documents.find((doc) => doc.file === 'invalid/manual-timeout-as-string.json')!;
    expect(coerced.answers).toEqual({schema: false, python: true, typescript: false});
    expect(coerced.disagreement).toMatch(/pydantic converts it/);
  });
});
