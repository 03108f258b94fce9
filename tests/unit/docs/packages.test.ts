import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  NPM_REGISTRY_VERSIONS,
  PACKAGES,
  PYTHON_COMMITS,
  findPackage,
  installCommand,
  type DocsVersion,
} from '../../../src/data/packages';
import {loadTsFacts} from '../../../data/ts-api/index';

const ROOT = path.resolve(__dirname, '../../..');
const PYTHON_MIRROR = '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';
const VERSIONS: DocsVersion[] = ['1.0', 'next'];
/** Where each docs version's npm packages are installed for the tests. */
const NODE_MODULES: Record<DocsVersion, string> = {
  '1.0': path.join(ROOT, 'node_modules'),
  next: path.join(ROOT, 'tests/sdk-1.1/node_modules'),
};

function installedVersion(nodeModules: string, name: string): string | undefined {
  const manifest = path.join(nodeModules, name, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version : undefined;
}

describe('package facts (src/data/packages.ts)', () => {
  it.each(VERSIONS)('lists each package once per language (%s)', (version) => {
    for (const list of [PACKAGES[version].python, PACKAGES[version].typescript]) {
      const names = list.map((fact) => fact.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each(VERSIONS)('gives every published npm package a version the registry has (%s)', (version) => {
    for (const fact of PACKAGES[version].typescript) {
      const registry = NPM_REGISTRY_VERSIONS[fact.name];
      expect(registry, fact.name).toBeDefined();
      if (fact.published) {
        expect(registry).toContain(fact.version);
        expect(fact.requirement).toBe(`${fact.name}@${fact.version}`);
      } else {
        expect(registry, `${fact.name} is marked unpublished`).toEqual([]);
        expect(fact.caveats.join(' ')).toMatch(/not on the npm registry/i);
      }
    }
  });

  it.each(VERSIONS)(
    'says where an unpublished npm name exists as source: where the extracted typescript-utcp has it (%s)',
    (version) => {
      // The packages extracted from typescript-utcp at the version's pinned commit (npm run ts-api:extract).
      const extracted = new Set(loadTsFacts(version).packages.map((pkg) => pkg.name));
      for (const fact of PACKAGES[version].typescript.filter((candidate) => !candidate.published)) {
        const saysSource = /exists only as source in the typescript-utcp repository/.test(fact.caveats.join(' '));
        expect(saysSource, `${fact.name} (${version})`).toBe(extracted.has(fact.name));
      }
    },
  );

  it('pins the 1.0 docs to the 1.0 npm line and Next to the 1.1 line', () => {
    expect(findPackage('1.0', 'typescript', '@utcp/sdk').version).toBe('1.0.16');
    expect(findPackage('1.0', 'typescript', '@utcp/http').version).toBe('1.0.13');
    expect(findPackage('1.0', 'typescript', '@utcp/text').version).toBe('1.0.12');
    expect(findPackage('next', 'typescript', '@utcp/sdk').version).toBe('1.1.2');
    expect(findPackage('next', 'typescript', '@utcp/http').version).toBe('1.1.11');
    expect(findPackage('next', 'typescript', '@utcp/text').version).toBe('1.1.0');
    // Only 1.1.3 exists, and it needs the 1.1 SDK: the 1.0 facts must say so.
    expect(findPackage('1.0', 'typescript', '@utcp/mcp').caveats.join(' ')).toMatch(/1\.1 SDK/);
  });

  it.each(VERSIONS)('matches the npm packages installed for the tests (%s)', (version) => {
    let compared = 0;
    for (const fact of PACKAGES[version].typescript.filter((candidate) => candidate.published)) {
      const installed = installedVersion(NODE_MODULES[version], fact.name);
      if (installed === undefined) continue; // e.g. @utcp/direct-call is not installed for the tests
      expect(installed, fact.name).toBe(fact.version);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(4);
  });

  it.skipIf(!existsSync(PYTHON_MIRROR))('matches pyproject.toml versions at the pinned python-utcp commits', () => {
    for (const version of VERSIONS) {
      const commit = PYTHON_COMMITS[version];
      expect(PACKAGES[version].pythonCommit).toBe(commit);
      const files = execFileSync('git', ['-C', PYTHON_MIRROR, 'ls-tree', '-r', '--name-only', commit], {
        encoding: 'utf8',
      })
        .split('\n')
        .filter((file) => file.endsWith('pyproject.toml'));
      const atCommit = new Map<string, string>();
      const pythonAtCommit = new Map<string, string>();
      for (const file of files) {
        const toml = execFileSync('git', ['-C', PYTHON_MIRROR, 'show', `${commit}:${file}`], {encoding: 'utf8'});
        const name = /^name\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
        const pinned = /^version\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
        if (name && pinned) atCommit.set(name, pinned);
        const requires = /^requires-python\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
        if (name && requires) pythonAtCommit.set(name, requires);
      }
      for (const fact of PACKAGES[version].python) {
        expect(atCommit.get(fact.name), `${fact.name} at ${commit}`).toBe(fact.version);
        expect(pythonAtCommit.get(fact.name), `${fact.name} requires-python at ${commit}`).toBe(fact.requiresPython);
      }
    }
  });

  it('builds install commands and refuses unpublished or unknown packages', () => {
    expect(installCommand('1.0', 'typescript', ['@utcp/sdk', '@utcp/http'])).toBe(
      'npm install @utcp/sdk@1.0.16 @utcp/http@1.0.13',
    );
    expect(installCommand('1.0', 'python', ['utcp', 'utcp-cli'])).toBe(
      'pip install "utcp>=1.0,<1.1" "utcp-cli==1.1.0"',
    );
    expect(() => installCommand('1.0', 'typescript', ['@utcp/cli'])).toThrow(/not published/);
    expect(() => installCommand('next', 'typescript', ['@utcp/dotenv-loader'])).toThrow(/not published/);
    expect(() => installCommand('1.0', 'python', ['utcp-file'])).toThrow(/No python package/);
  });
});

describe('package components in agent-readable Markdown (src/data/packagesMarkdown.ts)', () => {
  it('turns an install command into a bash block and a table into a Markdown table', async () => {
    const {expandPackageComponents} = await import('../../../src/data/packagesMarkdown');
    const out = expandPackageComponents(
      'Intro\n\n<InstallCommand version="1.0" language="typescript" packages={["@utcp/sdk", "@utcp/http"]} />\n\n<PackageTable version="1.0" language="typescript" />\n',
    );
    expect(out).toContain('```bash\nnpm install @utcp/sdk@1.0.16 @utcp/http@1.0.13\n```');
    expect(out).toContain('| `@utcp/cli` | not published | `cli` |');
    expect(out).not.toContain('<PackageTable');
  });

  it('reads package lists written with single quotes too, as authors of MDX may write them', async () => {
    const {expandPackageComponents} = await import('../../../src/data/packagesMarkdown');
    const out = expandPackageComponents(
      `<InstallCommand version="next" language="typescript" packages={['@utcp/sdk']} />\n`,
    );
    expect(out).toContain('npm install @utcp/sdk@1.1.2');
  });
});
