/**
 * Checks that the TypeScript API descriptions (data/ts-api/descriptions) copy
 * no wording of typescript-utcp: every run of six words of our text is looked
 * for in the doc comments, line comments, Zod `.describe()` strings and README
 * files of typescript-utcp at the two pinned commits. Prints each shared run
 * with the entry it is in; exits 1 when there is one.
 *
 *   npx tsx scripts/ts-api/check-description-overlap.ts <typescript-utcp checkout or bare mirror>
 */
import {execFileSync} from 'node:child_process';
import {loadAllDescriptions, proseOf} from '../../data/ts-api/descriptions';
import {loadTsFacts} from '../../data/ts-api';
import {parseOptions} from '../lib/options';

const RUN = 6;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/`[^`]*`/g, ' ')
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
}

function runs(text: string): string[] {
  const w = words(text);
  return w.length < RUN ? [] : w.slice(0, w.length - RUN + 1).map((_, i) => w.slice(i, i + RUN).join(' '));
}

/** Comment and `.describe()` text of every TypeScript file, and every README, at one commit. */
function upstreamProse(repo: string, commit: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const files = git('ls-tree', '-r', '--name-only', commit)
    .split('\n')
    .filter((f) => /(^|\/)packages\/.*\.ts$/.test(f) || /readme\.md$/i.test(f));
  return files.flatMap((file) => {
    const source = git('show', `${commit}:${file}`);
    if (/\.md$/i.test(file)) return [source];
    const comments = source.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? [];
    const described = [...source.matchAll(/\.describe\(\s*((?:'[^']*'|"[^"]*"|`[^`]*`|\s*\+\s*)+)\)/g)].map(
      (m) => m[1]!,
    );
    return [...comments, ...described];
  });
}

function main(): void {
  const [repo] = parseOptions({options: {}, allowPositionals: true}).positionals;
  if (!repo) throw new Error('usage: check-description-overlap.ts <typescript-utcp checkout or bare mirror>');
  const commits = (['1.0', 'next'] as const).map((v) => loadTsFacts(v).source.commit);
  const upstream = new Set(commits.flatMap((c) => upstreamProse(repo, c)).flatMap(runs));
  let shared = 0;
  let checked = 0;
  for (const [dir, entries] of loadAllDescriptions()) {
    for (const [name, entry] of Object.entries(entries)) {
      for (const version of ['1.0', 'next'] as const) {
        const prose = proseOf(entry, version);
        const text = typeof prose === 'string' ? prose : prose && 'text' in prose ? prose.text : undefined;
        if (!text) continue;
        checked += 1;
        for (const run of runs(text)) {
          if (!upstream.has(run)) continue;
          shared += 1;
          console.log(`${dir}: ${name} (${version}): "${run}"`);
        }
      }
    }
  }
  console.log(`${checked} texts checked against ${upstream.size} six-word runs of typescript-utcp; ${shared} shared.`);
  if (shared > 0) process.exitCode = 1;
}

main();
