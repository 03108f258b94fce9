import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {indexDocs, readVersionIds, resolveDocPath, ROOT, versionFolders} from '../../../scripts/versions/docLinks';
import {
  NEXT_PIN_KEY,
  PINNED_VERSIONS,
  typescriptVersions,
  versionDocsDir,
  versionPin,
} from '../../../src/config/versionPins';
import {VERSION_REDIRECTS} from '../../../src/config/versionRedirects';
import {
  NEXT_NAME,
  NEXT_VERSION,
  RELEASED_VERSIONS,
  releaseAnnouncement,
  versionLabel,
} from '../../../src/config/versions';
import {specRoutes} from '../../support/siteRoutes';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
type Source = {source: {ref: string; commit: string}};

describe('src/config/version-pins.json', () => {
  it('has Next and every version of versions.json, each with its docs folder', () => {
    expect(PINNED_VERSIONS).toEqual([RELEASED_VERSIONS[0], NEXT_PIN_KEY, ...RELEASED_VERSIONS.slice(1)]);
    for (const version of PINNED_VERSIONS)
      expect(existsSync(path.join(ROOT, versionDocsDir(version))), version).toBe(true);
  });

  it.each(PINNED_VERSIONS)('%s: the python-utcp facts were extracted at the pinned commit', (version) => {
    const facts = readJson<Source>(`data/protocol/${version}.json`);
    expect(facts.source).toMatchObject(versionPin(version).pythonUtcp);
  });

  it.each(typescriptVersions())('%s: the typescript-utcp facts were extracted at the pinned commit', (version) => {
    const facts = readJson<Source>(`data/ts-api/${version}.json`);
    expect(facts.source).toMatchObject(versionPin(version).typescriptUtcp!);
  });

  it.each(PINNED_VERSIONS)('%s: the python-utcp record was made at the pinned commit', (version) => {
    expect(readJson<{commit: string}>(`tests/python/records/${version}.json`).commit).toBe(
      versionPin(version).pythonUtcp.commit,
    );
  });
});

describe('names of the versions', () => {
  it('give Next one name, from its pinned line', () => {
    expect(NEXT_NAME).toBe(`Next (${versionPin(NEXT_PIN_KEY).line})`);
    expect(versionLabel(NEXT_VERSION)).toBe(NEXT_NAME);
  });

  it('announce the latest version with its migration guide', () => {
    const {content} = releaseAnnouncement();
    expect(content).toContain(`UTCP ${RELEASED_VERSIONS[0]} is out`);
    const guide = versionPin(RELEASED_VERSIONS[0]!).release?.migrationGuide;
    if (guide) {
      expect(content).toContain(`href="/${guide}"`);
      expect(existsSync(path.join(ROOT, versionDocsDir(RELEASED_VERSIONS[0]!), `${guide}.md`))).toBe(true);
    }
  });

  it('are not written out in the site code: it derives them from src/config/versions.ts', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
        const child = `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (entry.name !== 'generated') walk(child);
        } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
          readFileSync(path.join(ROOT, child), 'utf8')
            .split('\n')
            .forEach((line, index) => {
              // A comment may say what a line is; code and strings may not name Next's line or "is out".
              if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
              if (/Next \(\d|\d+\.\d+ is out|\d+\.\d+, preview/.test(line))
                offenders.push(`${child}:${index + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });
});

describe('pages that leave the latest version', () => {
  const versions = readVersionIds();
  const folders = versionFolders(versions);
  const index = indexDocs(folders);

  it('keep their old URL: every docs route of the specification is a page or a recorded redirect', () => {
    const redirects = new Map(VERSION_REDIRECTS.map((redirect) => [redirect.from, redirect.to]));
    const lost: string[] = [];
    for (const route of specRoutes()) {
      if (resolveDocPath(route, folders, index)) continue;
      const to = redirects.get(route);
      if (to !== undefined) {
        expect(resolveDocPath(to, folders, index), `${route} redirects to ${to}, which is no page`).toBeDefined();
        continue;
      }
      // A root route that an older version has as a page left the latest version without a redirect.
      const older = folders.filter((folder) => folder.key !== NEXT_PIN_KEY && folder.urlPrefix !== '');
      if (older.some((folder) => index.get(folder.key)!.has(route.replace(/^\//, '')))) lost.push(route);
    }
    expect(lost, 'npm run version:cut records these in src/config/version-redirects.json').toEqual([]);
  });

  it('redirect only from the site root to a versioned page', () => {
    for (const redirect of VERSION_REDIRECTS) {
      expect(resolveDocPath(redirect.from, folders, index), `${redirect.from} is a page again`).toBeUndefined();
      expect(versions).toContain(redirect.cut);
    }
  });
});
