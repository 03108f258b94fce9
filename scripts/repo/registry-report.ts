/**
 * npm run registry:report -- [--base REF] [--out FILE]
 *
 * After `registry:update`, writes the body of the pull request that proposes the new registry data,
 * as Markdown: the source collection and converter versions, the APIs added and removed, and the
 * entries whose version, tool count or manual size changed. "Before" is src/data/registry/index.json
 * at REF (default HEAD), "after" the working tree. Reads files only.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {RegistryEntry, RegistryIndex} from '../../src/data/registry/types';
import {committedText, REPO_ROOT, reportArgs} from './git';
import {runScript} from './runScript';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run registry:report -- [--base REF] [--out FILE]

Compares the committed registry data with the working tree and prints the pull request body.`,
  module,
);

export const REGISTRY_INDEX = 'src/data/registry/index.json';

export interface RegistryDiff {
  packages: string[];
  added: RegistryEntry[];
  removed: RegistryEntry[];
  changed: string[];
  unchanged: number;
}

function kib(bytes: number | undefined): string {
  return `${((bytes ?? 0) / 1024).toFixed(1)} KiB`;
}

/** What changed from one registry index to the next. */
export function diffRegistry(before: RegistryIndex, after: RegistryIndex): RegistryDiff {
  const packages: string[] = [];
  for (const key of ['source', 'converter'] as const) {
    if (before[key].package !== after[key].package || before[key].version !== after[key].version)
      packages.push(`${before[key].package} ${before[key].version} → ${after[key].package} ${after[key].version}`);
  }
  const old = new Map(before.entries.map((entry) => [entry.name, entry]));
  const now = new Map(after.entries.map((entry) => [entry.name, entry]));
  const added = after.entries.filter((entry) => !old.has(entry.name));
  const removed = before.entries.filter((entry) => !now.has(entry.name));
  const changed: string[] = [];
  let unchanged = 0;
  for (const entry of after.entries) {
    const previous = old.get(entry.name);
    if (!previous) continue;
    const parts: string[] = [];
    if (previous.version !== entry.version) parts.push(`version ${previous.version} → ${entry.version}`);
    if (previous.toolCount !== entry.toolCount) parts.push(`tools ${previous.toolCount} → ${entry.toolCount}`);
    if ((previous.manual?.bytes ?? 0) !== (entry.manual?.bytes ?? 0))
      parts.push(`manual ${kib(previous.manual?.bytes)} → ${kib(entry.manual?.bytes)}`);
    if (parts.length > 0) changed.push(`\`${entry.name}\` (${entry.title}): ${parts.join(', ')}`);
    else if (JSON.stringify(previous) !== JSON.stringify(entry))
      changed.push(`\`${entry.name}\` (${entry.title}): descriptions or call template`);
    else unchanged += 1;
  }
  return {packages, added, removed, changed, unchanged};
}

/** The pull request body. */
export function renderRegistryReport(diff: RegistryDiff): string {
  const list = (items: readonly string[], none: string) => (items.length > 0 ? items.map((i) => `- ${i}`) : [none]);
  return [
    '## Tool Registry refreshed',
    '',
    `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged.`,
    '',
    '### Sources',
    '',
    ...list(diff.packages, 'Same OpenAPI collection and converter versions.'),
    '',
    '### Added',
    '',
    ...list(
      diff.added.map((entry) => `\`${entry.name}\` (${entry.title}), ${entry.toolCount} tools`),
      'None.',
    ),
    '',
    '### Removed',
    '',
    ...list(
      diff.removed.map((entry) => `\`${entry.name}\` (${entry.title})`),
      'None.',
    ),
    '',
    '### Changed',
    '',
    ...list(diff.changed, 'None.'),
    '',
  ].join('\n');
}

function main(argv: readonly string[]): number {
  const {base, out} = reportArgs(argv);
  const committed = committedText(base, REGISTRY_INDEX);
  if (committed === undefined) throw new Error(`${base} has no ${REGISTRY_INDEX}`);
  const report = renderRegistryReport(
    diffRegistry(
      JSON.parse(committed) as RegistryIndex,
      JSON.parse(readFileSync(path.join(REPO_ROOT, REGISTRY_INDEX), 'utf8')) as RegistryIndex,
    ),
  );
  if (out) writeFileSync(out, report);
  else process.stdout.write(report);
  return 0;
}

if (require.main === module) runScript('registry:report', () => main(process.argv.slice(2)));
