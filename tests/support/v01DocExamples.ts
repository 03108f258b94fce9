import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

export const V01_DOCS_DIR = path.join(__dirname, '..', '..', 'versioned_docs', 'version-0.1');

export interface FencedBlock {
  /** Path relative to the repository root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** Words after the language on the fence line, e.g. `partial`. */
  meta: string[];
  body: string;
}

export function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      found.push(...markdownFiles(full));
    } else if (/\.mdx?$/.test(name)) {
      found.push(full);
    }
  }
  return found;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of a markdown text, with the line its opening fence is on. */
export function fencedBlocks(text: string, file: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = text.split('\n');
  let open: {fence: string; line: number; lang: string; meta: string[]; body: string[]} | undefined;
  lines.forEach((line, index) => {
    const match = FENCE.exec(line);
    if (!open) {
      if (match) {
        const [lang = '', ...meta] = match[3].trim().split(/\s+/).filter(Boolean);
        open = {fence: match[2], line: index + 1, lang, meta, body: []};
      }
      return;
    }
    if (match && match[2].startsWith(open.fence) && match[3].trim() === '') {
      blocks.push({file, line: open.line, lang: open.lang, meta: open.meta, body: open.body.join('\n')});
      open = undefined;
      return;
    }
    open.body.push(line);
  });
  if (open) {
    throw new Error(`${file}:${open.line}: code fence is never closed`);
  }
  return blocks;
}

/** All ```json blocks of the 0.1 docs. */
export function v01JsonBlocks(dir: string = V01_DOCS_DIR): FencedBlock[] {
  const root = path.join(dir, '..', '..');
  return markdownFiles(dir).flatMap((file) =>
    fencedBlocks(readFileSync(file, 'utf8'), path.relative(root, file)).filter((block) => block.lang === 'json'),
  );
}
