import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.join(__dirname, '..', '..', '..');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

interface PackageRule {
  groupName?: string;
  matchPackageNames?: string[];
  matchManagers?: string[];
  matchDepTypes?: string[];
  enabled?: boolean;
}
interface RenovateConfig {
  $schema: string;
  extends: string[];
  rangeStrategy: string;
  minimumReleaseAge: string;
  lockFileMaintenance: {enabled: boolean};
  ignorePaths: string[];
  packageRules: PackageRule[];
}
interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
}

const config = read<RenovateConfig>('renovate.json');
const pkg = read<PackageJson>('package.json');
const sdk11 = read<{dependencies: Record<string, string>}>('tests/sdk-1.1/package.json');
const dependencies = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.devDependencies),
  ...Object.keys(sdk11.dependencies),
];

/** Renovate's matchPackageNames: exact names and globs (`*` within a segment, `**` across). */
function matches(pattern: string, name: string): boolean {
  const regex = pattern
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${regex}$`).test(name);
}

const groupOf = (name: string) =>
  config.packageRules.find((rule) => rule.matchPackageNames?.some((pattern) => matches(pattern, name)))?.groupName;

describe('renovate.json', () => {
  it('is a Renovate configuration that pins exact versions and action digests', () => {
    expect(config.$schema).toBe('https://docs.renovatebot.com/renovate-schema.json');
    expect(config.extends).toContain('config:recommended');
    expect(config.extends).toContain('helpers:pinGitHubActionDigestsToSemver');
    expect(config.rangeStrategy).toBe('pin');
  });

  it('waits a cooldown before proposing a release, and maintains the lock file', () => {
    expect(config.minimumReleaseAge).toMatch(/^\d+ days?$/);
    expect(Number.parseInt(config.minimumReleaseAge, 10)).toBeGreaterThanOrEqual(3);
    expect(config.lockFileMaintenance.enabled).toBe(true);
  });

  it('moves every Docusaurus package in one group', () => {
    const docusaurus = dependencies.filter((name) => name.startsWith('@docusaurus/'));
    expect(docusaurus.length).toBeGreaterThan(5);
    for (const name of docusaurus) expect(groupOf(name), name).toBe('Docusaurus');
    for (const name of dependencies.filter((n) => n.startsWith('@utcp/'))) expect(groupOf(name), name).toBe('UTCP SDK');
  });

  it('leaves the overrides and the registry sources to people and jobs', () => {
    expect(Object.keys(pkg.overrides).length).toBeGreaterThan(0);
    const overrides = config.packageRules.find((rule) => rule.matchDepTypes?.includes('overrides'));
    expect(overrides?.enabled).toBe(false);
    expect(config.ignorePaths).toContain('scripts/registry/**');
  });

  it('has no rule that names a package the project does not use', () => {
    for (const rule of config.packageRules) {
      for (const pattern of rule.matchPackageNames ?? []) {
        if (pattern === 'node') continue;
        expect(
          dependencies.some((name) => matches(pattern, name)),
          `${rule.groupName ?? 'rule'}: ${pattern}`,
        ).toBe(true);
      }
    }
  });
});
