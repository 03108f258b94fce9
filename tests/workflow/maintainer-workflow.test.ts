import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {builtRoutes} from '../support/siteRoutes';

/**
 * What a maintainer does, done on a throw-away copy of the repository:
 * cut a docs version and build it; introduce a broken link and watch the
 * build fail. Each build takes a minute or two on two cores.
 */
const ROOT = path.join(__dirname, '..', '..');
const NEW_VERSION = '9.9';
const SKIP = new Set(['node_modules', 'build', '.docusaurus', 'test-results', 'bench-results', '.git']);

let copy: string;

function docusaurus(args: string[]) {
  return spawnSync(path.join(copy, 'node_modules', '.bin', 'docusaurus'), args, {
    cwd: copy,
    encoding: 'utf8',
    env: {...process.env, CI: 'true'},
    maxBuffer: 64 * 1024 * 1024,
  });
}

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'utcp-site-'));
  cpSync(ROOT, copy, {recursive: true, filter: (source) => !SKIP.has(path.basename(source))});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // "Last updated" dates read git history: give the copy one commit.
  execFileSync('git', ['init', '-q'], {cwd: copy});
  execFileSync('git', ['add', '-A'], {cwd: copy});
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'copy'], {
    cwd: copy,
  });
});

afterAll(() => {
  if (copy) {
    rmSync(copy, {recursive: true, force: true});
  }
});

describe('cutting a docs version', () => {
  it(`docs:version ${NEW_VERSION} snapshots the docs and sidebars and the site still builds`, () => {
    const cut = docusaurus(['docs:version', NEW_VERSION]);
    expect(cut.status, cut.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8'))[0]).toBe(NEW_VERSION);
    const sidebars = JSON.parse(
      readFileSync(path.join(copy, 'versioned_sidebars', `version-${NEW_VERSION}-sidebars.json`), 'utf8'),
    );
    expect(sidebars).toHaveProperty('tutorialSidebar');
    expect(existsSync(path.join(copy, 'versioned_docs', `version-${NEW_VERSION}`, 'index.md'))).toBe(true);

    const build = docusaurus(['build']);
    expect(build.status, build.stderr.slice(-4000)).toBe(0);

    // Every Next page of the copy's build now also exists under the new version's path.
    const nextRoutes = builtRoutes(path.join(copy, 'build', 'sitemap.xml')).filter(
      (route) => route === '/next' || route.startsWith('/next/'),
    );
    expect(nextRoutes.length).toBeGreaterThan(0);
    const missing = nextRoutes
      .map((route) => route.replace(/^\/next/, `/${NEW_VERSION}`))
      .filter((route) => !existsSync(path.join(copy, 'build', `${route.slice(1)}.html`)));
    expect(missing).toEqual([]);

    // The version dropdown of the new version's landing page offers every version.
    const landing = readFileSync(path.join(copy, 'build', `${NEW_VERSION}.html`), 'utf8');
    const menu = /<ul class="?dropdown__menu"?>(.*?)<\/ul>/s.exec(landing)?.[1] ?? '';
    const labels = [...menu.matchAll(/>([^<>]+)</g)].map((match) => match[1]!.trim()).filter(Boolean);
    expect(labels).toEqual(['Next', NEW_VERSION, '1.0', '0.1']);
  });
});

describe('broken links', () => {
  it('fail the build', () => {
    const page = path.join(copy, 'versioned_docs', 'version-1.0', 'security.md');
    writeFileSync(
      page,
      `${readFileSync(page, 'utf8')}\n\nSee [a page that does not exist](/this-page-does-not-exist).\n`,
    );
    const build = docusaurus(['build']);
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}\n${build.stderr}`).toMatch(/broken link/i);
  });

  it('and broken anchors fail it too', () => {
    const page = path.join(copy, 'versioned_docs', 'version-1.0', 'security.md');
    const original = readFileSync(page, 'utf8').replace(
      /\n\nSee \[a page that does not exist\]\(\/this-page-does-not-exist\)\.\n$/,
      '\n',
    );
    writeFileSync(page, `${original}\n\nSee [a missing section](/implementation#no-such-heading-here).\n`);
    const build = docusaurus(['build']);
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}\n${build.stderr}`).toMatch(/broken anchor/i);
  });
});
