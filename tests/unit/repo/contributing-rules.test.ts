/**
 * What the contributing page (about/contributing.md) tells an author about this repository, checked
 * here so the page cites a test for each: the front matter every page carries, the port `npm start`
 * serves on, and the links the production build refuses.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PORT} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';

const ROOT = path.join(__dirname, '..', '..', '..');

function pages(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

function frontMatter(file: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(ROOT, file), 'utf8'));
  const fields: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (field) fields[field[1]] = field[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return fields;
}

describe('the contributing page', () => {
  it('every page starts with front matter that has a title and a one-sentence description', () => {
    const files = ['docs', 'versioned_docs', 'about', 'blog'].flatMap(pages);
    expect(files.length).toBeGreaterThan(150);
    const wrong = files.filter((file) => {
      const {title, description} = frontMatter(file);
      const oneSentence = description !== undefined && /[.!?]$/.test(description) && !/[.!?]\s+[A-Z]/.test(description);
      return !title || !oneSentence;
    });
    expect(wrong).toEqual([]);
  });

  it('npm start runs docusaurus start on its default port, 3000', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
    ).scripts;
    expect(scripts.start).toBe('docusaurus start');
    // Docusaurus reads PORT when it is set; the test suite never sets it.
    expect(DEFAULT_PORT).toBe(3000);
  });

  it('the production build fails on a broken link, anchor or Markdown link', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });
});
