/**
 * Finds what the python-utcp runner checks on the pages: every ```python block and every
 * `{/* probe: id *\/}` or `{/* trace: path:line@commit *\/}` marker. Pure file reading, no Python:
 * the offline record check (tests/unit/python-utcp/record.test.ts) uses the same functions.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownFiles} from '../lib/markdownFiles';
import type {PythonVersion} from './environment';
import {PINNED_VERSIONS, versionDocsDir} from '../../src/config/versionPins';
import type {Claim, CodeBlock} from './types';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The blog and the about pages were written against UTCP 1.0 and name its behaviour; they keep
 * that pin when a newer version is cut (a page that moves on says so with its own markers).
 */
const PAGES_OUTSIDE_DOCS_VERSION: PythonVersion = '1.0';

/** Where each version's pages live (src/config/version-pins.json), then the about pages and the blog. */
export const PAGE_ROOTS: readonly {dir: string; version: PythonVersion}[] = [
  ...PINNED_VERSIONS.map((version) => ({dir: versionDocsDir(version), version})),
  {dir: 'about', version: PAGES_OUTSIDE_DOCS_VERSION},
  {dir: 'blog', version: PAGES_OUTSIDE_DOCS_VERSION},
];

/**
 * A block fenced ```python signature is a declaration the API reference generator writes (a
 * function signature, a class head, a constant): not a program, so not collected. Every other
 * python block of the generated `api/` pages is an example and runs like a guide's.
 */
export function isSignature(meta: readonly string[]): boolean {
  return meta.includes('signature');
}

/** A python block as collected: the shared CodeBlock plus where it sits and how it is marked. */
export interface PageBlock extends CodeBlock {
  /** Path inside the version folder and ordinal on the page: "protocols/http.md#1". */
  key: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** ```python legacy: code of the previous major version, run against the 0.1 line. */
  legacy: boolean;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function foldWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function listPages(dir: string): string[] {
  return markdownFiles(path.join(ROOT, dir));
}

interface Fence {
  info: string;
  line: number;
  body: string;
}

/** The fenced blocks of a Markdown text, outermost only (a fence inside a longer fence is text). */
export function fences(text: string): Fence[] {
  const lines = text.split('\n');
  const found: Fence[] = [];
  let open: {marker: string; info: string; line: number; body: string[]} | null = null;
  lines.forEach((line, index) => {
    if (open) {
      const close = new RegExp(`^\\s*${open.marker[0] === '`' ? '`' : '~'}{${open.marker.length},}\\s*$`);
      if (close.test(line)) {
        found.push({info: open.info, line: open.line, body: open.body.join('\n')});
        open = null;
      } else {
        open.body.push(line);
      }
      return;
    }
    const start = /^\s*(`{3,}|~{3,})\s*(.*)$/.exec(line);
    if (start) open = {marker: start[1], info: start[2].trim(), line: index + 1, body: []};
  });
  return found;
}

/** Each page of one version (every version when none is given) with its root and its text. */
function* versionPages(
  version?: PythonVersion,
): Generator<{root: {dir: string; version: PythonVersion}; page: string; file: string; text: string}> {
  for (const root of PAGE_ROOTS) {
    if (version && root.version !== version) continue;
    for (const page of listPages(root.dir)) {
      const file = `${root.dir}/${page}`;
      yield {root, page, file, text: readFileSync(path.join(ROOT, file), 'utf8')};
    }
  }
}

/** Every python block of one version's pages. */
export function collectBlocks(version?: PythonVersion): PageBlock[] {
  const blocks: PageBlock[] = [];
  for (const {root, page, file, text} of versionPages(version)) {
    let ordinal = 0;
    for (const fence of fences(text)) {
      const [language, ...meta] = fence.info.split(/\s+/);
      if ((language !== 'python' && language !== 'py') || isSignature(meta)) continue;
      ordinal += 1;
      blocks.push({
        id: `${file}#${ordinal}`,
        key: `${root.dir === 'blog' || root.dir === 'about' ? `${root.dir}/` : ''}${page}#${ordinal}`,
        file,
        line: fence.line,
        language: 'python',
        versions: [root.version],
        code: fence.body,
        fragment: meta.includes('fragment'),
        legacy: meta.includes('legacy'),
      });
    }
  }
  return blocks;
}

const MARKER = /\{\/\*\s*(probe|trace):\s*(\S+?)\s*\*\/\}/g;
const LIST_ITEM = /^\s*(?:[-*+]|\d+\.)\s/;

const TABLE_ROW = /^\s*\|/;

/**
 * The paragraph or list item around line `index`, as a reader sees it (markers removed). A
 * marker in a Markdown table row backs that row only: the other rows are other claims.
 */
export function sentenceAt(lines: readonly string[], index: number): string {
  if (TABLE_ROW.test(lines[index])) return foldWhitespace(lines[index].replace(MARKER, ''));
  let start = index;
  while (start > 0 && lines[start - 1].trim() !== '' && !LIST_ITEM.test(lines[start])) start -= 1;
  let end = index;
  while (end + 1 < lines.length && lines[end + 1].trim() !== '' && !LIST_ITEM.test(lines[end + 1])) end += 1;
  return foldWhitespace(
    lines
      .slice(start, end + 1)
      .join(' ')
      .replace(MARKER, ''),
  );
}

/**
 * Every probe and trace marker of one version's pages. A marker repeated in one file gets an
 * ordinal (`#2`, `#3`) in its id, so each sentence has its own record entry.
 */
export function collectClaims(version?: PythonVersion): PageClaim[] {
  const claims: PageClaim[] = [];
  for (const {root, file, text} of versionPages(version)) {
    const lines = text.split('\n');
    const seen = new Map<string, number>();
    lines.forEach((line, index) => {
      for (const match of line.matchAll(MARKER)) {
        const kind = match[1] as 'probe' | 'trace';
        const value = match[2];
        const occurrence = (seen.get(`${kind}:${value}`) ?? 0) + 1;
        seen.set(`${kind}:${value}`, occurrence);
        claims.push({
          ...(occurrence > 1 ? {occurrence} : {}),
          id: kind === 'probe' ? value : `trace:${value}`,
          kind,
          file,
          versions: [root.version],
          sentence: sentenceAt(lines, index),
          ...(kind === 'trace' ? {trace: value} : {}),
        });
      }
    });
  }
  return claims;
}

export const PROBE_DIR = path.join(ROOT, 'tests', 'python', 'probes');

/** Where a probe's script lives. */
export function probePath(id: string): string {
  return path.join(PROBE_DIR, `${id}.py`);
}

/** A claim as collected: the shared Claim plus which repeat of its marker in the file it is. */
export interface PageClaim extends Claim {
  occurrence?: number;
}

/** The record entry id of a claim: a probe may back sentences on several pages, or twice on one. */
export function claimEntryId(claim: PageClaim): string {
  const base = `${claim.file}#${claim.kind}:${claim.kind === 'probe' ? claim.id : claim.trace}`;
  return claim.occurrence && claim.occurrence > 1 ? `${base}#${claim.occurrence}` : base;
}

/** What a record entry's codeHash is for a block: the code exactly as on the page. */
export function blockHash(block: CodeBlock): string {
  return sha256(block.code);
}

/** A probe's codeHash: its source, or '' when the script does not exist. */
export function probeHash(id: string): string {
  try {
    return sha256(readFileSync(probePath(id), 'utf8'));
  } catch {
    return '';
  }
}
