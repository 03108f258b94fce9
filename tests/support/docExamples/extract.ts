import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** Which implementation a block is written for (`impl=` in the fence's meta); `both` when unmarked. */
export type Impl = 'python' | 'typescript' | 'both';

/** One fenced code block of a Markdown/MDX file. */
export interface CodeBlock {
  /** File path as given to the extractor (callers pass paths relative to the repository). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The info string's first word, lower-cased (`json`, `python`, ...); '' when absent. */
  lang: string;
  /** The remaining words of the info string. */
  meta: string[];
  partial: boolean;
  legacy: boolean;
  impl: Impl;
  /** Problems with the meta itself (an unknown impl value), reported as failures. */
  metaErrors: string[];
  /** The block's text, with the fence's indentation removed. */
  content: string;
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Splits an info string into words, keeping `key="quoted value"` together. */
export function splitInfoString(info: string): string[] {
  return info.match(/[^\s"=]+="[^"]*"|[^\s"=]+='[^']*'|\S+/g) ?? [];
}

/**
 * Finds every fenced code block (``` or ~~~, any length of at least three) in a
 * Markdown/MDX text. A fence closes only on a line made of the same character,
 * at least as long as the opening one, so a ```json block shown inside a
 * ````md example is part of that example and not a block of its own.
 */
export function extractCodeBlocks(text: string, file: string): CodeBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const open = OPENING_FENCE.exec(lines[i]);
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) {
      i += 1;
      continue;
    }
    const indent = open[1].length;
    const fenceChar = open[2][0];
    const fenceLength = open[2].length;
    const words = splitInfoString(open[3].trim());
    const lang = (words[0] ?? '').toLowerCase();
    const meta = words.slice(1);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fenceChar && close[1].length >= fenceLength) break;
      body.push(stripIndent(lines[j], indent));
    }
    const metaErrors: string[] = [];
    let impl: Impl = 'both';
    for (const word of meta) {
      const m = /^impl=(.*)$/.exec(word);
      if (!m) continue;
      const value = m[1].replace(/^["']|["']$/g, '');
      if (value === 'python' || value === 'typescript') impl = value;
      else metaErrors.push(`unknown meta "${word}": impl must be impl=python or impl=typescript`);
    }
    blocks.push({
      file,
      line: i + 1,
      lang,
      meta,
      partial: meta.includes('partial'),
      legacy: meta.includes('legacy'),
      impl,
      metaErrors,
      content: body.join('\n'),
    });
    i = j + 1;
  }
  return blocks;
}

function stripIndent(line: string, indent: number): string {
  let k = 0;
  while (k < indent && k < line.length && (line[k] === ' ' || line[k] === '\t')) k += 1;
  return line.slice(k);
}

/** Every .md and .mdx file below the given directories, sorted, as absolute paths. */
export function findDocFiles(dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name)) found.push(full);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/** The ```json blocks of the given files, with paths relative to `root`. */
export function extractJsonBlocks(files: string[], root: string): CodeBlock[] {
  return files.flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(root, file)).filter((block) => block.lang === 'json'),
  );
}
