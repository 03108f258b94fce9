/**
 * npm run facts:report -- [--base REF] [--out FILE]
 *
 * After a refresh of the Next facts from python-utcp's main (api:extract, api:generate,
 * python:verify), writes the body of the pull request that proposes it, as Markdown: the commit
 * range, what changed in the public API, the items that now need prose, and the claims and code
 * blocks whose runs changed. "Before" is the committed state at REF (default HEAD), "after" the
 * working tree. Reads files only: no network, no Python.
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ProtocolFacts} from '../../data/protocol/types';
import type {RecordEntry, VerificationRecord} from '../python-utcp/types';
import {missingProse} from '../api-reference/coverage';
import {moduleChanges} from '../api-reference/render/changes';
import {committedText, REPO_ROOT, reportArgs} from './git';
import {runScript} from './runScript';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run facts:report -- [--base REF] [--out FILE]

Compares the committed API facts and records with the working tree and prints the pull request body.`,
  module,
);

export const NEXT_FACTS = 'data/protocol/next.json';
export const RECORDS_DIR = 'tests/python/records';

export interface RecordChange {
  id: string;
  before?: RecordEntry['status'];
  after?: RecordEntry['status'];
  observed?: string;
}

/** Public API changes between two extractions of the same version, one line each. */
export function apiChanges(before: ProtocolFacts, after: ProtocolFacts): string[] {
  const lines: string[] = [];
  for (const pkg of after.packages) {
    const old = before.packages.find((p) => p.name === pkg.name);
    if (!old) lines.push(`\`${pkg.name}\` is a new distribution (${pkg.version}).`);
    else if (old.version !== pkg.version) lines.push(`\`${pkg.name}\` version ${old.version} → ${pkg.version}.`);
  }
  for (const pkg of before.packages) {
    if (!after.packages.some((p) => p.name === pkg.name)) lines.push(`\`${pkg.name}\` is gone.`);
  }
  const names = [...new Set([...before.modules, ...after.modules].map((mod) => mod.name))].sort();
  for (const name of names) {
    const old = before.modules.find((mod) => mod.name === name);
    const now = after.modules.find((mod) => mod.name === name);
    if (!now) {
      if (old?.public) lines.push(`${name}: the module is gone.`);
      continue;
    }
    const pkg = after.packages.find((p) => p.name === now.package);
    if (!now.public || !pkg) continue;
    // The same package facts on both sides: its version is reported once above, not per module.
    for (const change of moduleChanges(old, now, pkg, pkg)) lines.push(`${name}: ${change}`);
  }
  return lines;
}

/** Entries of the runner's records that are new, gone, or whose status or output changed. */
export function recordChanges(
  before: VerificationRecord | undefined,
  after: VerificationRecord | undefined,
): RecordChange[] {
  const old = new Map((before?.entries ?? []).map((entry) => [entry.id, entry]));
  const now = new Map((after?.entries ?? []).map((entry) => [entry.id, entry]));
  const changes: RecordChange[] = [];
  for (const id of [...new Set([...old.keys(), ...now.keys()])].sort()) {
    const a = old.get(id);
    const b = now.get(id);
    if (a && b && a.status === b.status && a.observed === b.observed) continue;
    changes.push({id, before: a?.status, after: b?.status, observed: b?.observed});
  }
  return changes;
}

function section(title: string, lines: readonly string[], none: string): string {
  return [`### ${title}`, '', ...(lines.length > 0 ? lines.map((line) => `- ${line}`) : [none]), ''].join('\n');
}

/** The pull request body. */
export function renderFactsReport(input: {
  before: ProtocolFacts;
  after: ProtocolFacts;
  needsProse: readonly string[];
  records: Record<string, RecordChange[]>;
}): string {
  const {before, after} = input;
  const short = (commit: string) => commit.slice(0, 12);
  const head =
    before.source.commit === after.source.commit
      ? `python-utcp \`${after.source.ref}\` is still at ${short(after.source.commit)}.`
      : `python-utcp \`${after.source.ref}\` moved from ${short(before.source.commit)} to ${short(after.source.commit)} ` +
        `(${after.source.repository}/compare/${before.source.commit}...${after.source.commit}).`;
  const recordLines = Object.entries(input.records).flatMap(([version, changes]) =>
    changes.map(
      (change) =>
        `${version}: \`${change.id}\` ${change.before ?? 'new'} → ${change.after ?? 'gone'}` +
        (change.observed ? ` (saw: ${change.observed.replace(/\s+/g, ' ').slice(0, 160)})` : ''),
    ),
  );
  return [
    '## Next facts refreshed from python-utcp',
    '',
    head,
    '',
    section('Public API changes', apiChanges(before, after), 'None.'),
    section(
      'Items that need prose',
      input.needsProse.map((item) => `\`${item}\``),
      'None: every public item has prose.',
    ),
    section('Claims and code blocks whose runs changed', recordLines, 'None.'),
  ].join('\n');
}

function readRecords(base: string): Record<string, RecordChange[]> {
  const dir = path.join(REPO_ROOT, RECORDS_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  const out: Record<string, RecordChange[]> = {};
  for (const name of files.sort()) {
    const committed = committedText(base, `${RECORDS_DIR}/${name}`);
    const before = committed === undefined ? undefined : (JSON.parse(committed) as VerificationRecord);
    const after = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as VerificationRecord;
    out[name.replace(/\.json$/, '')] = recordChanges(before, after);
  }
  return out;
}

function main(argv: readonly string[]): number {
  const {base, out} = reportArgs(argv);
  const committed = committedText(base, NEXT_FACTS);
  if (committed === undefined) throw new Error(`${base} has no ${NEXT_FACTS}`);
  const report = renderFactsReport({
    before: JSON.parse(committed) as ProtocolFacts,
    after: JSON.parse(readFileSync(path.join(REPO_ROOT, NEXT_FACTS), 'utf8')) as ProtocolFacts,
    needsProse: missingProse('next'),
    records: readRecords(base),
  });
  if (out) writeFileSync(out, report);
  else process.stdout.write(report);
  return 0;
}

if (require.main === module) runScript('facts:report', () => main(process.argv.slice(2)));
