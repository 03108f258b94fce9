import {mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describeDrift, findUpstreamDrift, installedPackageDir} from '../../../src/plugins/upstreamDrift/check';
import {UPSTREAM_FILES, type UpstreamFile} from '../../../src/plugins/upstreamDrift/files';

const entry: UpstreamFile = {
  package: 'fake-docusaurus-package',
  file: 'lib/client/thing.js',
  version: '1.0.0',
  sha256: '',
  change: 'replaced',
  ours: 'src/plugins/fake',
  upstream: 'nothing',
};

/** A package folder holding one file with the given content. */
function fakePackage(version: string, content: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'upstream-drift-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: entry.package, version}));
  if (content !== null) {
    mkdirSync(path.join(dir, 'lib', 'client'), {recursive: true});
    writeFileSync(path.join(dir, entry.file), content);
  }
  return dir;
}

// A hash that no test file's content has.
const pinned = {...entry, sha256: '0'.repeat(64)};

describe('upstream drift check', () => {
  it('finds nothing wrong with the installed Docusaurus', () => {
    expect(findUpstreamDrift(UPSTREAM_FILES)).toEqual([]);
  });

  it('lists every theme file that src/theme says it derives from', () => {
    const copied = UPSTREAM_FILES.filter(({change}) => change === 'copied').map(({ours}) => ours);
    for (const ours of [
      'src/theme/Tabs/index.tsx',
      'src/theme/CodeBlock/Content',
      'src/theme/BlogListPage/index.tsx',
    ]) {
      expect(copied).toContain(ours);
    }
  });

  it("has a row for every theme file that imports the theme's internals", () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    const themeFiles = (readdirSync(path.join(root, 'src', 'theme'), {recursive: true}) as string[])
      .map((file) => `src/theme/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file));
    const internal = themeFiles.filter((file) =>
      /from '@docusaurus\/theme-common\/internal'/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(internal).toContain('src/theme/AnnouncementBar/index.tsx');
    const covered = (file: string): boolean =>
      UPSTREAM_FILES.some(({ours}) => file === ours || file.startsWith(`${ours}/`));
    expect(internal.filter((file) => !covered(file))).toEqual([]);
  });

  it('fails naming the file when its content changes', () => {
    const dir = fakePackage('1.0.0', 'export default 2;\n');
    const drift = findUpstreamDrift([pinned], () => dir);
    expect(drift.map(({problem}) => problem)).toEqual(['changed']);
    expect(describeDrift(drift)).toContain('fake-docusaurus-package/lib/client/thing.js');
    expect(describeDrift(drift)).toContain('review src/plugins/fake');
  });

  it('fails when the file is gone or the package has another version', () => {
    const dir = fakePackage('1.1.0', null);
    expect(findUpstreamDrift([pinned], () => dir).map(({problem}) => problem)).toEqual(['version', 'missing']);
  });

  it('passes when the file matches its pinned hash', async () => {
    const {createHash} = await import('node:crypto');
    const content = 'export default 1;\n';
    const dir = fakePackage('1.0.0', content);
    const matching = {...entry, sha256: createHash('sha256').update(content).digest('hex')};
    expect(findUpstreamDrift([matching], () => dir)).toEqual([]);
  });

  it('resolves installed packages from the project', () => {
    expect(installedPackageDir('@docusaurus/core')).toMatch(/node_modules[\\/]@docusaurus[\\/]core$/);
  });
});
