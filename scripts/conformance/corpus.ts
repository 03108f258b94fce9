/**
 * The UTCP conformance corpus: hand-written documents under
 * tests/conformance/<line>/{valid,invalid}/<name>.json. The folder is the
 * verdict of the published JSON Schema; `expect` says what each reference
 * implementation answers, and a document where they differ names the row of
 * tests/conformance/disagreements.json that explains why.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export type Line = '1.0' | 'next' | '0.1';
export const LINES: Line[] = ['1.0', 'next', '0.1'];
export type Kind = 'manual' | 'callTemplate' | 'clientConfig' | 'providersFile';
export type Judge = 'schema' | 'python' | 'typescript';
export const JUDGES: Judge[] = ['schema', 'python', 'typescript'];

export const ROOT = path.resolve(__dirname, '..', '..');
export const CORPUS_DIR = path.join(ROOT, 'tests', 'conformance');

export interface CorpusDocument {
  /** `<folder>/<name>`, unique within a line. */
  id: string;
  line: Line;
  folder: 'valid' | 'invalid';
  description: string;
  kind: Kind;
  document: unknown;
  /** What each judge answers (true: accepted); a line without a TypeScript SDK has no `typescript`. */
  expect: Partial<Record<Judge, boolean>>;
  /** Key of the disagreements table row, when the judges differ. */
  disagreement?: string;
  /** sha256 of the file: a record made from another text is stale. */
  hash: string;
}

export interface DisagreementRow {
  lines: Line[];
  /** What differs and why, in a sentence a reader of the JSON Schema pages gets. */
  what: string;
}

export function loadCorpus(line: Line): CorpusDocument[] {
  const docs: CorpusDocument[] = [];
  for (const folder of ['valid', 'invalid'] as const) {
    const dir = path.join(CORPUS_DIR, line, folder);
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const entry = JSON.parse(text) as Omit<CorpusDocument, 'id' | 'line' | 'folder' | 'hash'>;
      docs.push({
        ...entry,
        expect: entry.expect ?? {},
        id: `${folder}/${file.replace(/\.json$/, '')}`,
        line,
        folder,
        hash: createHash('sha256').update(text).digest('hex'),
      });
    }
  }
  return docs;
}

export function loadDisagreements(): Record<string, DisagreementRow> {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, 'disagreements.json'), 'utf8')) as Record<
    string,
    DisagreementRow
  >;
}

export interface Verdict {
  valid: boolean;
  message: string;
}

export interface LineRecord {
  python: {commit: string; plugins: string[]; failed: Record<string, string>};
  typescript?: string;
  documents: Record<string, {hash: string} & Partial<Record<Judge, Verdict>>>;
}

export interface ConformanceRecord {
  format: 1;
  lines: Record<Line, LineRecord>;
}

export const RECORD_FILE = path.join(CORPUS_DIR, 'results.json');

export function readRecord(): ConformanceRecord {
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as ConformanceRecord;
}
