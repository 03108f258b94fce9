/**
 * Finds what `npm run python:signatures` checks on the generated Python API reference: every
 * ```python SIGNATURE block (a class, function, method or constant declaration under its `## `Name``
 * or `### `name()`` heading), the parameter table and the pydantic field table that follow it,
 * and the "Inherited fields" line. Pure file reading, no Python: the offline record check
 * (tests/unit/python-signatures.test.ts) uses the same functions.
 *
 * The generator fences declarations as ```python signature; every other python block of an API
 * page is an EXAMPLE program, run by `npm run python:verify`, and left out here. Pages generated
 * before that marker existed are read by content: a block whose first line starts with `import`
 * or `from` is an example, any other is a declaration.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {ChangeEntry} from './changeBullets';
import {fences, sha256} from './collect';
import {apiReferenceVersions, versionDocsDir} from '../../src/config/versionPins';

const ROOT = path.resolve(__dirname, '..', '..');

/** A docs version with a generated Python API reference (src/config/version-pins.json). */
export type SignatureVersion = string;
export const SIGNATURE_VERSIONS: readonly SignatureVersion[] = apiReferenceVersions();

/** The generated Python API reference of each version (the TypeScript reference below it is skipped). */
export const API_ROOTS: Readonly<Record<SignatureVersion, string>> = Object.fromEntries(
  SIGNATURE_VERSIONS.map((version) => [version, `${versionDocsDir(version)}/api`]),
);

/** One row of a parameter table: the name as shown (`*args`), the type text, the default text. */
export interface ParameterRow {
  name: string;
  /** Type as plain Python text, links and Markdown escapes removed; null for "not annotated". */
  type: string | null;
  /** The default expression; 'required' for a required parameter, '—' for *args / **kwargs. */
  default: string;
}

/** One row of a pydantic field table. */
export interface FieldRow {
  name: string;
  alias: string | null;
  type: string;
  /** The default expression, or null for "—". */
  default: string | null;
  /** The factory expression when the default column says "(factory)". */
  factory: string | null;
  required: boolean;
}

/** One row of an instance attribute table: what `__init__` sets on the object. */
export interface InstanceAttributeRow {
  name: string;
  /** Type as plain Python text; null for "not annotated". */
  type: string | null;
}

export interface SignatureBlock {
  /** `<file>#<Class>.<method>`, `<file>#<function>` or `<file>#<Class>`. */
  id: string;
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The documented module, from the page title. */
  module: string;
  /** The class a method heading sits under, else null. */
  owner: string | null;
  /** The symbol name from the heading (without the `()`). */
  name: string;
  code: string;
  parameters: ParameterRow[] | null;
  fields: FieldRow[] | null;
  /** Field names of the "Inherited fields" lines, or null when the page has none. */
  inherited: string[] | null;
  /** The class attribute table: name, type text (null: not annotated), value text (null: "—"). */
  classAttributes: {name: string; type: string | null; value: string | null}[] | null;
  /**
   * The "Instance attributes (set in `__init__`)" table: name and type text (null: "not
   * annotated"); `inheritedInstanceAttributes` the names of its "Inherited instance attributes" line.
   */
  instanceAttributes: InstanceAttributeRow[] | null;
  inheritedInstanceAttributes: string[] | null;
  /** The "**Kind:**" label of a class or constant ("pydantic model", "type alias", ...), or null. */
  kind: string | null;
  /** The types of the "**Bases:**" label (empty for "none"), or null when there is none. */
  bases: string[] | null;
  /** The "**Returns:**" / "**Yields (async generator):**" line of a function: its label and type. */
  returns: {label: string; type: string | null} | null;
}

export interface ApiPageScan {
  blocks: SignatureBlock[];
  /** Example programs (first line import/from), left to the example runner. */
  examples: number;
  /** Python blocks that are neither: not under a symbol heading. */
  strays: {file: string; line: number}[];
}

export function listApiPages(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!(relative === '' && entry.name === 'typescript')) walk(child);
      } else if (/\.mdx?$/.test(entry.name)) found.push(`${dir}/${child}`);
    }
  };
  walk('');
  return found.sort();
}

/** Whether a python block is an example program rather than a signature (the example runner's rule). */
export function isExampleProgram(code: string, meta: readonly string[] = []): boolean {
  if (meta.includes('signature')) return false;
  const first = code.split('\n').find((line) => line.trim() !== '') ?? '';
  return /^(import|from)\s/.test(first.trim());
}

/** A `<code>` type cell as Python text: links reduced to their text, escapes and entities undone. */
export function typeCellText(cell: string): string | null {
  const text = cell.trim();
  if (text === 'not annotated') return null;
  return text
    .replace(/^<code>|<\/code>$/g, '')
    .replace(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\([^)\s]*\)/g, '$1')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/\\(.)/g, '$1');
}

/** A Markdown table row split into cells (`\|` stays inside a cell). */
export function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** An inline-code cell's text: `` `x` `` → x (a `\|` inside stands for |). */
function codeText(cell: string): string {
  const match = /^`(.*)`$/.exec(cell.trim());
  return (match ? match[1] : cell.trim()).replace(/\\\|/g, '|');
}

function parameterRow(cells: string[]): ParameterRow {
  return {name: codeText(cells[0]), type: typeCellText(cells[1]), default: codeText(cells[2])};
}

function fieldRow(cells: string[]): FieldRow {
  const aliased = /^`([^`]+)` \(attribute `([^`]+)`\)$/.exec(cells[0]);
  const factory = /^`(.*)` \(factory\)$/.exec(cells[2]);
  return {
    name: aliased ? aliased[2] : codeText(cells[0]),
    alias: aliased ? aliased[1] : null,
    type: typeCellText(cells[1]) ?? '',
    default: factory || cells[2] === '—' ? null : codeText(cells[2]),
    factory: factory ? factory[1].replace(/\\\|/g, '|') : null,
    required: cells[3] === 'yes',
  };
}

/** The rows of the table whose header starts with `header`, in lines[from..to). */
function tableAfter(lines: readonly string[], from: number, to: number, header: string): string[][] | null {
  for (let index = from; index < to; index += 1) {
    if (!lines[index].startsWith(header)) continue;
    const rows: string[][] = [];
    for (let row = index + 2; row < to && lines[row].startsWith('|'); row += 1) rows.push(tableCells(lines[row]));
    return rows;
  }
  return null;
}

const SYMBOL_HEADING = /^(##|###) `([A-Za-z_][A-Za-z0-9_]*)(\(\))?`\s*$/;

/** The signature blocks of one API page. */
export function scanApiPage(file: string, text: string): ApiPageScan {
  const lines = text.split('\n');
  const module = /^title:\s*"?([\w.]+)"?\s*$/m.exec(text)?.[1] ?? '';
  const headings = lines.flatMap((line, index) => (/^#{1,6} /.test(line) ? [index] : []));
  const nextHeading = (index: number): number => headings.find((h) => h > index) ?? lines.length;
  const headingBefore = (index: number): number => [...headings].reverse().find((h) => h < index) ?? -1;
  const scan: ApiPageScan = {blocks: [], examples: 0, strays: []};
  const seen = new Map<string, number>();
  for (const fence of fences(text)) {
    const [language, ...meta] = fence.info.split(/\s+/);
    if (language !== 'python' && language !== 'py') continue;
    if (isExampleProgram(fence.body, meta)) {
      scan.examples += 1;
      continue;
    }
    const at = headingBefore(fence.line - 1);
    const heading = at >= 0 ? SYMBOL_HEADING.exec(lines[at]) : null;
    if (!heading) {
      scan.strays.push({file, line: fence.line});
      continue;
    }
    let owner: string | null = null;
    if (heading[1] === '###') {
      const parent = [...headings].reverse().find((h) => h < at && lines[h].startsWith('## '));
      const parentHeading = parent !== undefined ? SYMBOL_HEADING.exec(lines[parent]) : null;
      owner = parentHeading && !parentHeading[3] ? parentHeading[2] : null;
    }
    const name = heading[2];
    const end = nextHeading(fence.line - 1);
    const parameters = tableAfter(lines, fence.line, end, '| Parameter | Type | Default |');
    const fields = tableAfter(lines, fence.line, end, '| Field | Type | Default | Required |');
    const inheritedLines = lines
      .slice(fence.line, end)
      .filter((line) => line.startsWith('**Inherited fields**'))
      .map((line) => [...line.replace(/^.*?\):|^[^:]*:/, '').matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((m) => m[1]));
    const section = lines.slice(fence.line, end);
    const kindLine = section.find((line) => line.startsWith('**Kind:** '));
    const kind = kindLine ? kindLine.slice('**Kind:** '.length).split(' · ')[0].trim() : null;
    const basesText = kindLine?.split(' · **Bases:** ')[1]?.trim();
    const bases =
      basesText === undefined
        ? null
        : basesText === 'none'
          ? []
          : [...basesText.matchAll(/<code>(.*?)<\/code>/g)].map((m) => typeCellText(m[0]) ?? '');
    const returnsLine = section.find((line) => /^\*\*(Returns|Yields)/.test(line));
    const returnsMatch = returnsLine
      ? /^\*\*([^*]+?):?\*\*(:| \(not annotated\):)? ?(<code>.*?<\/code>)?/.exec(returnsLine)
      : null;
    const returns = returnsMatch
      ? {label: returnsMatch[1].replace(/:$/, ''), type: returnsMatch[3] ? typeCellText(returnsMatch[3]) : null}
      : null;
    const classAttributes = tableAfter(lines, fence.line, end, '| Attribute | Type | Value |')?.map((cells) => ({
      name: codeText(cells[0]),
      type: cells[1] === '—' ? null : typeCellText(cells[1]),
      value: cells[2] === '—' ? null : codeText(cells[2]),
    }));
    const instanceAttributes = tableAfter(lines, fence.line, end, '| Attribute | Type | Description |')?.map(
      (cells): InstanceAttributeRow => ({name: codeText(cells[0]), type: typeCellText(cells[1])}),
    );
    const inheritedInstance = section
      .filter((line) => line.startsWith('**Inherited instance attributes**'))
      .flatMap((line) =>
        [...line.replace(/^.*?\):|^[^:]*:/, '').matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)].map((m) => m[1]),
      );
    const base = `${file}#${owner ? `${owner}.` : ''}${name}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    scan.blocks.push({
      id: occurrence > 1 ? `${base}#${occurrence}` : base,
      file,
      line: fence.line,
      module,
      owner,
      name,
      code: fence.body,
      parameters: parameters?.map(parameterRow) ?? null,
      fields: fields?.map(fieldRow) ?? null,
      inherited: inheritedLines.length > 0 ? inheritedLines.flat() : null,
      classAttributes: classAttributes ?? null,
      instanceAttributes: instanceAttributes ?? null,
      inheritedInstanceAttributes: inheritedInstance.length > 0 ? inheritedInstance : null,
      kind,
      bases,
      returns,
    });
  }
  return scan;
}

/** Every signature block of one version's Python API reference. */
export function collectSignatureBlocks(version: SignatureVersion): ApiPageScan {
  const total: ApiPageScan = {blocks: [], examples: 0, strays: []};
  for (const file of listApiPages(API_ROOTS[version])) {
    const scan = scanApiPage(file, readFileSync(path.join(ROOT, file), 'utf8'));
    total.blocks.push(...scan.blocks);
    total.examples += scan.examples;
    total.strays.push(...scan.strays);
  }
  return total;
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
export function signatureRecordProblems(record: SignatureRecord, scan: ApiPageScan, pinned: string): string[] {
  const rerun = `run npm run python:signatures -- --version ${record.version}`;
  const problems: string[] = [];
  if (record.commit !== pinned)
    problems.push(`the record was made at ${record.commit}, the pages pin ${pinned}: ${rerun}`);
  for (const stray of scan.strays) {
    problems.push(`${stray.file}:${stray.line}: a python block that is neither an example nor under a symbol heading`);
  }
  const entries = new Map(record.entries.map((entry) => [entry.id, entry]));
  const ids = new Set<string>();
  for (const block of scan.blocks) {
    ids.add(block.id);
    const entry = entries.get(block.id);
    const where = `${block.file}:${block.line} (${block.owner ? `${block.owner}.` : ''}${block.name})`;
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
