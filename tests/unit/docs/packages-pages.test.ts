import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PACKAGES} from '../../../src/data/packages';

const ROOT = path.resolve(__dirname, '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'api' ? [] : markdownFiles(full);
    return /\.mdx?$/.test(entry) ? [full] : [];
  });
}

/** Shell lines inside fenced blocks that install a UTCP package by hand. */
function handWrittenInstalls(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: string[] = [];
  let inFence = false;
  for (const line of lines) {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (!inFence) continue;
    if (/\b(pip|npm) install\b/.test(line) && /\butcp\b|@utcp\//.test(line)) found.push(line.trim());
  }
  return found;
}

describe('1.0 pages take package lists and install commands from the package facts', () => {
  const pages = markdownFiles(path.join(ROOT, 'versioned_docs/version-1.0'));

  it.each(pages.map((page) => [path.relative(ROOT, page)]))('%s has no hand-written install command', (page) => {
    // Kept on purpose: the 0.1 pin on the migration page and installing a plugin from a source checkout.
    const allowed = (line: string) => /utcp==0\.1\.8/.test(line) || /pip install \.\//.test(line);
    expect(handWrittenInstalls(path.join(ROOT, page)).filter((line) => !allowed(line))).toEqual([]);
  });
});

describe('package components on the 1.0 pages name only known, published packages', () => {
  const pages = markdownFiles(path.join(ROOT, 'versioned_docs/version-1.0'));
  const usages = pages.flatMap((page) =>
    [
      ...readFileSync(page, 'utf8').matchAll(
        /<InstallCommand\s+version="([^"]+)"\s+language="([^"]+)"\s+packages=\{\[([^\]]*)\]\}/g,
      ),
    ].map((match) => ({
      page: path.relative(ROOT, page),
      version: match[1],
      language: match[2],
      names: [...match[3].matchAll(/"([^"]+)"/g)].map((name) => name[1]),
    })),
  );

  it('finds the install commands', () => {
    expect(usages.length).toBeGreaterThanOrEqual(15);
  });

  it.each(usages.map((usage) => [`${usage.page} ${usage.names.join(' ')}`, usage]))('%s', (_label, usage) => {
    const facts =
      PACKAGES[usage.version as keyof typeof PACKAGES][usage.language === 'python' ? 'python' : 'typescript'];
    for (const name of usage.names) {
      const fact = facts.find((candidate) => candidate.name === name);
      expect(fact, name).toBeDefined();
      expect(fact!.published, `${name} is published`).toBe(true);
    }
  });
});
