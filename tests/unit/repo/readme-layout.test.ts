/**
 * README.md's "Layout" block is the tree: every path it lists exists, and
 * every top-level file and folder and every folder of src/, data/ and scripts/ is
 * listed (what .gitignore leaves out is not part of the tree).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The first word of each line of the Layout code block that does not continue the line before. */
function layoutPaths(readme: string): string[] {
  const block = /^## Layout\n+```\n([\s\S]*?)\n```/m.exec(readme);
  if (!block) throw new Error('README.md has no "## Layout" code block');
  return block[1]
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith(' '))
    .map((line) => line.split(/\s+/)[0]);
}

/** Top-level names .gitignore excludes: plain names and `name/` entries (patterns with wildcards are skipped). */
function ignoredNames(): Set<string> {
  const names = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !/[*?[]/.test(line));
  return new Set([...names, '.git']);
}

const isLogFile = (name: string): boolean => name.endsWith('.log');

function entries(dir: string, foldersOnly: boolean): string[] {
  const ignored = ignoredNames();
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true})
    .filter((entry) => !ignored.has(entry.name) && !isLogFile(entry.name))
    .filter((entry) => !foldersOnly || entry.isDirectory())
    .map((entry) => {
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      return entry.isDirectory() ? `${relative}/` : relative;
    });
}

describe('README.md Layout', () => {
  const listed = layoutPaths(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

  it('lists only paths that exist, folders with a trailing slash', () => {
    const wrong = listed.filter((entry) => {
      const full = path.join(ROOT, entry);
      if (!existsSync(full)) return true;
      return entry.endsWith('/') !== statSync(full).isDirectory();
    });
    expect(wrong).toEqual([]);
  });

  it('lists each path once', () => {
    expect(listed.filter((entry, index) => listed.indexOf(entry) !== index)).toEqual([]);
  });

  it('lists every top-level file and folder', () => {
    expect(entries('', false).filter((entry) => !listed.includes(entry))).toEqual([]);
  });

  it.each(['src', 'data', 'scripts'])('lists every folder of %s/', (dir) => {
    expect(entries(dir, true).filter((entry) => !listed.includes(entry))).toEqual([]);
  });

  it('reads the block as the paths at the start of its lines', () => {
    const readme = '# x\n\n## Layout\n\n```\na/       one\n         more of one\nb.ts     two\n```\n';
    expect(layoutPaths(readme)).toEqual(['a/', 'b.ts']);
  });
});
