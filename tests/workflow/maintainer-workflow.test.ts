import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {builtRoutes} from '../support/siteRoutes';
import {NEXT_NAME} from '../../src/config/versions';
import {VERSION_PINS} from '../../src/config/versionPins';
import releasedVersions from '../../versions.json';

/**
 * What a maintainer does, done on a throw-away copy of the repository: cut a docs version with
 * `npm run version:cut`, then type-check, run the unit tests, build, and run python-utcp for the
 * new version; then introduce a broken link and watch the build fail. Each build takes a few
 * minutes on two cores. python-utcp runs when a checkout or bare mirror is found
 * ($PYTHON_UTCP_REPO, else the workplace mirror); the GitHub workflow checks one out.
 */
const ROOT = path.join(__dirname, '..', '..');
const NEW_VERSION = '9.9';
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.cache', 'test-results', 'bench-results', '.git']);
const PYTHON_UTCP = process.env.PYTHON_UTCP_REPO ?? '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';

let copy: string;

function inCopy(command: string, args: string[]) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: {...process.env, CI: 'true'},
    maxBuffer: 256 * 1024 * 1024,
  });
  console.log(`${[command, ...args].join(' ')}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return {...result, output: `${result.stdout}\n${result.stderr}`};
}

const bin = (name: string) => path.join(copy, 'node_modules', '.bin', name);

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'utcp-site-'));
  cpSync(ROOT, copy, {recursive: true, filter: (source) => !SKIP.has(path.basename(source))});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The 1.1 packages of the snippet checks and the exported python-utcp trees are shared, not copied.
  for (const shared of ['tests/sdk-1.1/node_modules', '.cache']) {
    if (existsSync(path.join(ROOT, shared))) symlinkSync(path.join(ROOT, shared), path.join(copy, shared), 'dir');
  }
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

describe(`npm run version:cut -- ${NEW_VERSION}`, () => {
  const withPython = existsSync(PYTHON_UTCP);

  it('cuts the version, pinned to the commits of Next', () => {
    const cut = inCopy(bin('tsx'), [
      'scripts/versions/cut.ts',
      NEW_VERSION,
      ...(withPython ? ['--python-utcp', PYTHON_UTCP] : []),
    ]);
    expect(cut.status, cut.output.slice(-4000)).toBe(0);
    expect(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8'))).toEqual([
      NEW_VERSION,
      ...releasedVersions,
    ]);
    const pins = JSON.parse(readFileSync(path.join(copy, 'src/config/version-pins.json'), 'utf8'));
    expect(pins[NEW_VERSION].pythonUtcp.commit).toBe(VERSION_PINS.next!.pythonUtcp.commit);
    expect(pins[NEW_VERSION].typescriptUtcp.commit).toBe(VERSION_PINS.next!.typescriptUtcp!.commit);
    expect(pins.next).toEqual(JSON.parse(JSON.stringify(VERSION_PINS.next)));
    // The new version's checks are counted, as many as Next has.
    const counts = new RegExp(`${NEW_VERSION.replace('.', '\\.')}: (\\d+) python blocks, (\\d+) probe markers`).exec(
      cut.output,
    );
    expect(Number(counts?.[1])).toBeGreaterThan(50);
    expect(Number(counts?.[2])).toBeGreaterThan(100);
    if (withPython) expect(cut.output).toMatch(new RegExp(`python-utcp ${NEW_VERSION.replace('.', '\\.')}:`));
  });

  it('leaves a tree that type-checks and passes the unit tests, the new version included', () => {
    const tsc = inCopy(bin('tsc'), []);
    expect(tsc.status, tsc.output.slice(-4000)).toBe(0);
    const unit = inCopy(bin('vitest'), ['run']);
    expect(unit.status, unit.output.slice(-6000)).toBe(0);
    expect(unit.output).toMatch(new RegExp(`python-utcp ${NEW_VERSION.replace('.', '\\.')}: \\d+ python blocks`));
    expect(unit.output).toMatch(new RegExp(`TypeScript snippets, ${NEW_VERSION.replace('.', '\\.')}: \\d+ blocks`));
  });

  it('builds: each version at its own path, the old latest under /1.0, its lost pages redirected', () => {
    const build = inCopy(bin('docusaurus'), ['build']);
    expect(build.status, build.output.slice(-4000)).toBe(0);
    const routes = builtRoutes(path.join(copy, 'build', 'sitemap.xml'));
    const html = (route: string) => {
      const file = path.join(copy, 'build', route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      return existsSync(file)
        ? readFileSync(file, 'utf8')
        : existsSync(file.replace(/\.html$/, '/index.html'))
          ? readFileSync(file.replace(/\.html$/, '/index.html'), 'utf8')
          : '';
    };

    // Every Next page also exists at the site root, where the new latest version is served.
    const nextRoutes = routes.filter((route) => route === '/next' || route.startsWith('/next/'));
    expect(nextRoutes.length).toBeGreaterThan(0);
    const missing = nextRoutes.map((route) => route.replace(/^\/next/, '') || '/').filter((route) => !html(route));
    expect(missing).toEqual([]);
    // The previous latest moved under its id, with its own pages.
    expect(html(`/${releasedVersions[0]}`)).not.toBe('');
    expect(html(`/${releasedVersions[0]}/protocols/websocket`)).not.toBe('');
    // A page the new version lacks keeps its old URL as a redirect to the old version's page.
    expect(html('/protocols/websocket')).toContain(`/${releasedVersions[0]}/protocols/websocket`);

    // The dropdown of the landing page offers every version under the names src/config/versions.ts gives.
    const menu = /<ul class="?dropdown__menu"?>(.*?)<\/ul>/s.exec(html('/'))?.[1] ?? '';
    const labels = [...menu.matchAll(/>([^<>]+)</g)].map((match) => match[1]!.trim()).filter(Boolean);
    expect(labels).toEqual([NEXT_NAME, `${NEW_VERSION} (latest)`, ...releasedVersions.map((id) => `${id} (legacy)`)]);
    // The announcement names the new release.
    expect(html('/')).toContain(`UTCP ${NEW_VERSION} is out`);
  });
});

describe('broken links', () => {
  it('fail the build', () => {
    const page = path.join(copy, 'versioned_docs', `version-${releasedVersions[0]}`, 'security.md');
    writeFileSync(
      page,
      `${readFileSync(page, 'utf8')}\n\nSee [a page that does not exist](/this-page-does-not-exist).\n`,
    );
    const build = inCopy(bin('docusaurus'), ['build']);
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/broken link/i);
  });

  it('and broken anchors fail it too', () => {
    const page = path.join(copy, 'versioned_docs', `version-${releasedVersions[0]}`, 'security.md');
    const original = readFileSync(page, 'utf8').replace(
      /\n\nSee \[a page that does not exist\]\(\/this-page-does-not-exist\)\.\n$/,
      '\n',
    );
    writeFileSync(page, `${original}\n\nSee [a missing section](./implementation.md#no-such-heading-here).\n`);
    const build = inCopy(bin('docusaurus'), ['build']);
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/broken anchor/i);
  });
});
