import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {UpstreamFile} from './files';

export interface UpstreamDrift {
  readonly entry: UpstreamFile;
  readonly problem: 'missing' | 'changed' | 'version';
  readonly detail: string;
}

/**
 * The folder of an installed package: the first node_modules/<name> above
 * `fromDir`, as Node would find it. (Resolving `<name>/package.json` fails on
 * packages whose `exports` map leaves it out.)
 */
export function installedPackageDir(packageName: string, fromDir: string = process.cwd()): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', packageName);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${packageName} is not installed above ${fromDir}`);
  }
}

/** Each listed upstream file that is gone, has other content, or belongs to another package version. */
export function findUpstreamDrift(
  entries: readonly UpstreamFile[],
  packageDir: (packageName: string) => string = installedPackageDir,
): UpstreamDrift[] {
  const drift: UpstreamDrift[] = [];
  for (const entry of entries) {
    const dir = packageDir(entry.package);
    const installed = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
    if (installed !== entry.version) {
      drift.push({
        entry,
        problem: 'version',
        detail: `${entry.package} is ${installed}, the table pins ${entry.version}`,
      });
    }
    const file = path.join(dir, entry.file);
    if (!existsSync(file)) {
      drift.push({entry, problem: 'missing', detail: `${entry.package}/${entry.file} is gone`});
      continue;
    }
    const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
    if (sha256 !== entry.sha256) {
      drift.push({entry, problem: 'changed', detail: `${entry.package}/${entry.file} has sha256 ${sha256}`});
    }
  }
  return drift;
}

/** One message for the build log: what changed, and which of our files to review. */
export function describeDrift(drift: readonly UpstreamDrift[]): string {
  const lines = drift.map(({entry, detail}) => `- ${detail}: review ${entry.ours}`);
  return [
    'Docusaurus files that this site patches or copies have changed (see src/plugins/upstreamDrift/files.ts):',
    ...lines,
  ].join('\n');
}
