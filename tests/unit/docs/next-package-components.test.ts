/**
 * Every package component on the Next pages must be readable by the llms
 * Markdown export (src/data/packagesMarkdown.ts): a tag it cannot parse either
 * vanishes from the .md copy or, for an install command with no packages,
 * fails the production build.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {expandPackageComponents} from '../../../src/data/packagesMarkdown';

const DOCS = path.join(__dirname, '..', '..', '..', 'docs');

function nextPages(dir = DOCS): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : nextPages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('package components on the Next pages', () => {
  const pages = nextPages().filter((page) => /<(InstallCommand|PackageTable)\b/.test(readFileSync(page, 'utf8')));

  it('are used on the pages that list packages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  it.each(pages.map((page) => [path.relative(DOCS, page), page]))('%s expands to Markdown', (_name, page) => {
    const expanded = expandPackageComponents(readFileSync(page, 'utf8'));
    expect(expanded).not.toMatch(/<(InstallCommand|PackageTable)\b/);
    expect(expanded).not.toMatch(/^(pip|npm) install\s*$/m);
  });
});
