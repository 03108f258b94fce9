/**
 * Install lines are pinned to the line the page describes: on a versioned page every `pip install`
 * of a utcp package is bounded to that line (`"utcp>=1.0,<1.1"` on 1.0, `"utcp>=1.1,<1.2"` on Next,
 * `utcp==0.1.8` on 0.1) or pinned exactly, and every `npm install` of an @utcp package names an exact
 * version. Covers shell blocks and inline code of every page, and the commands <InstallCommand>
 * builds from src/data/packages.ts, on the guides and the generated API reference alike. The install
 * sections say which newer releases were not verified.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lineRange, pinPipInstalls} from '../../../scripts/api-reference/render/installPins';
import {PACKAGES, installCommand} from '../../../src/data/packages';

const ROOT = path.resolve(__dirname, '..', '..', '..');
type Line = '0.1' | '1.0' | 'next';

function pages(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(child);
    return /\.mdx?$/.test(entry.name) ? [child] : [];
  });
}

function lineOf(file: string): Line {
  if (file.startsWith('versioned_docs/version-1.0/')) return '1.0';
  if (file.startsWith('versioned_docs/version-0.1/')) return '0.1';
  return file.startsWith('blog/') ? '1.0' : 'next';
}

/** `pip install …` and `npm install …` commands of shell blocks and inline code. */
export function installLines(text: string): string[] {
  const found: string[] = [];
  let shell = false;
  let inFence = false;
  for (const line of text.split('\n')) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence) {
      inFence = !inFence;
      shell = inFence && /^(bash|sh|shell|console|zsh)?$/.test(fence[1]);
      continue;
    }
    if (inFence) {
      if (shell && /^\s*\$?\s*(pip|npm) (install|i) /.test(line)) found.push(line.trim().replace(/^\$\s*/, ''));
      continue;
    }
    for (const match of line.matchAll(/`((?:pip|npm) install [^`]+)`/g)) found.push(match[1]);
  }
  return found;
}

/** Why a requirement is not pinned to `line`, or null when it is. */
export function pipProblem(requirement: string, line: Line): string | null {
  const spec = requirement.replace(/^["']|["']$/g, '');
  const name = /^[A-Za-z0-9_.-]+/.exec(spec)?.[0] ?? '';
  if (!name.startsWith('utcp') || spec.startsWith('./')) return null;
  if (/==\d+(\.\d+)*$/.test(spec)) return null;
  const expected = {'0.1': null, '1.0': '>=1.0', next: '>=1.1'}[line];
  const upper = {'0.1': null, '1.0': '<1.1', next: '<1.2'}[line];
  if (!expected || !upper) return `${spec}: pin an exact 0.1 version`;
  return spec.includes(',') &&
    spec.includes(upper) &&
    new RegExp(`${expected.replace('.', '\\.')}(\\.\\d+)?,`).test(spec)
    ? null
    : `${spec}: bound it to the ${line} line (${expected},${upper})`;
}

function problemsOf(command: string, line: Line): string[] {
  const words = command.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const [tool, , ...args] = words;
  const packages = args.filter((word) => !word.startsWith('-'));
  if (tool === 'pip') return packages.map((p) => pipProblem(p, line)).filter((p): p is string => p !== null);
  return packages
    .filter((p) => p.startsWith('@utcp/') && !/^@utcp\/[a-z-]+@\d+\.\d+\.\d+$/.test(p))
    .map((p) => `${p}: name an exact version`);
}

const ALL_PAGES = ['docs', 'versioned_docs', 'about', 'blog'].flatMap(pages);

describe('install lines are pinned to the line a page describes', () => {
  it('recognises unpinned and pinned requirements', () => {
    expect(pipProblem('"utcp>=1.0,<1.1"', '1.0')).toBeNull();
    expect(pipProblem('utcp', '1.0')).not.toBeNull();
    expect(pipProblem('"utcp>=1.1"', 'next')).not.toBeNull();
    expect(pipProblem('"utcp-cli>=1.1.3,<1.2"', 'next')).toBeNull();
    expect(pipProblem('utcp==0.1.8', '0.1')).toBeNull();
    expect(pipProblem('fastapi', '0.1')).toBeNull();
    expect(problemsOf('npm install @utcp/sdk @utcp/http@1.1.11', 'next')).toEqual(['@utcp/sdk: name an exact version']);
  });

  it('the API reference bounds the install lines of its shared prose to the line of each version', () => {
    expect(lineRange('1.0')).toBe('>=1.0,<1.1');
    expect(lineRange('1.9')).toBe('>=1.9,<1.10');
    expect(pinPipInstalls('After `pip install utcp utcp-http`: run `pip install fastapi`.', '1.1')).toBe(
      'After `pip install "utcp>=1.1,<1.2" "utcp-http>=1.1,<1.2"`: run `pip install fastapi`.',
    );
    expect(() => lineRange('next')).toThrow(/not a protocol line/);
  });

  it('every install line of every page is pinned', () => {
    const problems = ALL_PAGES.flatMap((file) =>
      installLines(readFileSync(path.join(ROOT, file), 'utf8')).flatMap((command) =>
        problemsOf(command, lineOf(file)).map((problem) => `${file}: ${command}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('every command <InstallCommand> can build is pinned to its version', () => {
    const problems = (['1.0', 'next'] as const).flatMap((version) =>
      (['python', 'typescript'] as const).flatMap((language) => {
        const facts = language === 'python' ? PACKAGES[version].python : PACKAGES[version].typescript;
        return facts
          .filter((fact) => fact.published)
          .flatMap((fact) => problemsOf(installCommand(version, language, [fact.name]), version))
          .map((problem) => `${version} ${language}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('the getting-started page of each version names the releases the site has not been verified against', () => {
    for (const file of ['docs/implementation.md', 'versioned_docs/version-1.0/implementation.md']) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toMatch(/utcp 1\.2\.x[^.]*not been (?:verified|run)/);
    }
  });
});
