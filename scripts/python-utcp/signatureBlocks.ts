/**
 * What `npm run python:signatures` checks on the generated Python API reference: every ```python
 * signature block (a class, function, method or constant declaration), the parameter and field
 * tables and the attribute, kind, bases, inherited and result lines around it. They come from the
 * generator itself (versionDeclarations of scripts/api-reference/render), which builds them from
 * the extracted facts and writes the pages from them, so no page is read or parsed here; the
 * offline record check (tests/unit/python-utcp/signatures.test.ts) uses the same functions.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {type Declaration, versionDeclarations} from '../api-reference/render';
import {SIGNATURE_VERSIONS, type SignatureVersion} from './apiPages';
import type {ChangeEntry} from './changeBullets';
import {sha256} from './collect';

const ROOT = path.resolve(__dirname, '..', '..');

export {SIGNATURE_VERSIONS, type SignatureVersion};
export type {Declaration} from '../api-reference/render';

/** A declaration of one page, named so that its record entry can find it. */
export interface SignatureBlock extends Declaration {
  /** `<file>#<Class>.<method>`, `<file>#<function>` or `<file>#<Class>`; `#2`, `#3`... for a repeated name. */
  id: string;
  /** The page, from the repository root. */
  file: string;
}

/** The declarations of one page with their ids: the n-th block of a repeated name gets `#n`. */
export function pageSignatureBlocks(file: string, declarations: readonly Declaration[]): SignatureBlock[] {
  const seen = new Map<string, number>();
  return declarations.map((declaration) => {
    const base = `${file}#${declaration.owner ? `${declaration.owner}.` : ''}${declaration.name}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return {id: occurrence > 1 ? `${base}#${occurrence}` : base, file, ...declaration};
  });
}

/** Every signature block of one version's Python API reference, page by page. */
export function collectSignatureBlocks(version: SignatureVersion): SignatureBlock[] {
  return versionDeclarations(version).flatMap((page) => pageSignatureBlocks(page.file, page.declarations));
}

/**
 * What a record's hash covers: the block text and the name, type and default columns of its
 * tables (descriptions are prose, not signature).
 */
export function signatureHash(block: SignatureBlock): string {
  return sha256(
    JSON.stringify({
      module: block.module,
      owner: block.owner,
      name: block.name,
      code: block.code,
      parameters: block.parameters,
      fields: block.fields,
      inherited: block.inherited,
      classAttributes: block.classAttributes,
      instanceAttributes: block.instanceAttributes,
      inheritedInstanceAttributes: block.inheritedInstanceAttributes,
      kind: block.kind,
      bases: block.bases,
      returns: block.returns,
    }),
  );
}

export interface InstanceAttributeVerdict {
  name: string;
  verdict: 'agree' | 'disagree';
  observed: string;
}

/** What the checker saw for one block, committed in tests/python/records/signatures-<version>.json. */
export interface SignatureEntry {
  id: string;
  hash: string;
  commit: string;
  /** agree: Python reports what the page shows; disagree: it does not; traced: the module cannot import here. */
  verdict: 'agree' | 'disagree' | 'traced';
  /**
   * Counts of what was compared: parameter, field, class attribute and instance attribute rows
   * (`instanceAttributes` absent in records made before those were checked).
   */
  checked: {parameters: number; fields: number; attributes: number; instanceAttributes?: number};
  /** What Python reported, short, for the reader of a diff. */
  observed: string;
  problems?: string[];
  /** One verdict per row of the block's instance attribute table, from an object `__init__` built. */
  instanceAttributes?: InstanceAttributeVerdict[];
  /** For 'traced': `path:line@commit` of the declaration. */
  trace?: string;
}

export interface SignatureRecord {
  format: 1;
  version: SignatureVersion;
  commit: string;
  entries: SignatureEntry[];
  /** Next only: the "Changed since 1.0" bullets, evaluated against the 1.0 and the Next commit. */
  changes?: ChangeEntry[];
}

export const SIGNATURE_RECORD_DIR = path.join(ROOT, 'tests', 'python', 'records');

export function signatureRecordPath(version: SignatureVersion): string {
  return path.join(SIGNATURE_RECORD_DIR, `signatures-${version}.json`);
}

export function readSignatureRecord(version: SignatureVersion): SignatureRecord {
  return JSON.parse(readFileSync(signatureRecordPath(version), 'utf8')) as SignatureRecord;
}

/** Rows of the instance attribute table without an agreeing verdict of their own in the entry. */
export function instanceAttributeProblems(block: SignatureBlock, entry: SignatureEntry): string[] {
  const verdicts = new Map((entry.instanceAttributes ?? []).map((row) => [row.name, row]));
  return (block.instanceAttributes ?? []).flatMap((row) => {
    const verdict = verdicts.get(row.name);
    if (!verdict) return [`instance attribute ${row.name} has no recorded verdict: run npm run python:signatures`];
    return verdict.verdict === 'agree'
      ? []
      : [`instance attribute ${row.name}: python-utcp disagrees (${verdict.observed})`];
  });
}

/** Everything wrong between a record and the pages, one sentence each; empty when it matches. */
export function signatureRecordProblems(
  record: SignatureRecord,
  blocks: readonly SignatureBlock[],
  pinned: string,
): string[] {
  const rerun = `run npm run python:signatures -- --version ${record.version}`;
  const problems: string[] = [];
  if (record.commit !== pinned)
    problems.push(`the record was made at ${record.commit}, the pages pin ${pinned}: ${rerun}`);
  const entries = new Map(record.entries.map((entry) => [entry.id, entry]));
  const ids = new Set<string>();
  for (const block of blocks) {
    ids.add(block.id);
    const entry = entries.get(block.id);
    const where = block.id;
    if (!entry) problems.push(`${where}: the signature block has no record entry: ${rerun}`);
    else if (entry.hash !== signatureHash(block))
      problems.push(`${where}: the block changed since it was checked: ${rerun}`);
    else if (entry.commit !== pinned)
      problems.push(`${where}: checked against ${entry.commit}, not ${pinned}: ${rerun}`);
    else if (entry.verdict === 'disagree') {
      problems.push(`${where}: python-utcp disagrees: ${(entry.problems ?? []).join('; ')}`);
    } else if (entry.verdict === 'agree' && instanceAttributeProblems(block, entry).length > 0) {
      problems.push(...instanceAttributeProblems(block, entry).map((problem) => `${where}: ${problem}`));
    } else if (entry.verdict === 'traced' && !/^[^\s:]+:\d+@[0-9a-f]{7,40}$/.test(entry.trace ?? '')) {
      problems.push(`${where}: recorded as traced without a path:line@commit trace`);
    }
  }
  for (const entry of record.entries) {
    if (!ids.has(entry.id)) problems.push(`${entry.id}: recorded, but no longer on the pages: ${rerun}`);
  }
  return problems;
}
