/**
 * The TypeScript side of the behaviour dataset, offline: every case of tests/behaviour/ts names a
 * key and case of the dataset once, every key that applies to an sdk line has case code for each of
 * its cases, each line folder installs exactly the packages implementations.ts pins (its lockfile
 * too), and the recorded results are complete and current by the dataset's own check.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {IMPLEMENTATIONS, type TypeScriptImplementation} from '../../../data/behaviour/implementations';
import {casesFor, datasetProblems, loadKeys, loadResults, REPOSITORY_ROOT} from '../../../data/behaviour/index';
import {caseFile, lineFolder, linePackages, TS_CASES_DIR} from '../../../scripts/behaviour/typescript';
import {
  errorOf,
  outcomeOfError,
  outcomeOfValue,
  toJsonValue,
  UNDEFINED,
} from '../../../scripts/behaviour/typescriptOutcome';
import type {BehaviourCase} from '../../behaviour/ts/support/sdk';

const keys = loadKeys();
const results = loadResults();
const typescript = IMPLEMENTATIONS.filter((impl): impl is TypeScriptImplementation => impl.language === 'typescript');
const caseFiles = readdirSync(TS_CASES_DIR)
  .filter((name) => name.endsWith('.ts'))
  .sort();

async function registrations(): Promise<{key: string; caseId: string; file: string}[]> {
  const found: {key: string; caseId: string; file: string}[] = [];
  for (const name of caseFiles) {
    const module = (await import(path.join(TS_CASES_DIR, name))) as {cases: BehaviourCase[]};
    for (const c of module.cases) found.push({key: c.key, caseId: c.case, file: name});
  }
  return found;
}

describe('behaviour dataset, TypeScript side', () => {
  it('every TypeScript case names a key and case of the dataset, in its mechanism file, once', async () => {
    const byId = new Map(keys.map((key) => [key.key, key]));
    const found = await registrations();
    expect(found.length).toBeGreaterThan(0);
    const unknown = found
      .filter(({key, caseId}) => !byId.get(key)?.cases.some((c) => c.id === caseId))
      .map(({key, caseId, file}) => `${file}: ${key}@${caseId}`);
    expect(unknown).toEqual([]);
    const misplaced = found
      .filter(({key, file}) => `${key.split('.')[0]}.ts` !== file)
      .map(({key, caseId, file}) => `${file}: ${key}@${caseId}`);
    expect(misplaced).toEqual([]);
    const ids = found.map(({key, caseId}) => `${key}@${caseId}`);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every key that applies to an sdk line has TypeScript case code for each case', async () => {
    const registered = new Set((await registrations()).map(({key, caseId}) => `${key}@${caseId}`));
    const sdkIds = new Set(typescript.map((impl) => impl.id));
    const lacking = keys
      .filter((key) => key.applies.some((impl) => sdkIds.has(impl)))
      .flatMap((key) => [
        ...new Set(typescript.flatMap((impl) => casesFor(key, impl.id).map((c) => `${key.key}@${c.id}`))),
      ])
      .filter((id) => !registered.has(id));
    expect(lacking).toEqual([]);
  });

  it.each(typescript.map((impl) => [impl.id, impl] as const))(
    '%s: the line folder installs exactly the pinned packages',
    (_id, impl) => {
      const folder = lineFolder(impl);
      expect(linePackages(folder)).toEqual(impl.packages);
      const lock = JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, {version?: string; dependencies?: Record<string, string>}>;
      };
      expect(lock.packages[''].dependencies).toEqual(impl.packages);
      for (const [name, version] of Object.entries(impl.packages))
        expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    },
  );

  it.each(typescript.map((impl) => [impl.id, impl] as const))(
    '%s: results are complete, current and name their case files',
    (id, impl) => {
      const own = datasetProblems(keys, results).filter((problem) => problem.includes(id));
      expect(own).toEqual([]);
      const recorded = results.get(id);
      expect(recorded, `no results for ${id}: run npm run behaviour:collect -- --impl ${id}`).toBeDefined();
      const sources = Object.keys(recorded?.sources ?? {});
      const lockfile = path
        .relative(REPOSITORY_ROOT, path.join(lineFolder(impl), 'package-lock.json'))
        .split(path.sep)
        .join('/');
      expect(sources).toContain(lockfile);
      const mechanisms = new Set(Object.keys(recorded?.results ?? {}).map((key) => key.split('.')[0]));
      for (const mechanism of mechanisms) {
        expect(sources).toContain(path.relative(REPOSITORY_ROOT, caseFile(mechanism)).split(path.sep).join('/'));
      }
    },
  );

  it('turns what a case returns or throws into an outcome', () => {
    expect(outcomeOfValue({a: undefined, b: [undefined, 1n], c: new Uint8Array(3)})).toEqual({
      value: {a: UNDEFINED, b: [UNDEFINED, '1n'], c: '<3 bytes>'},
    });
    expect(toJsonValue(undefined)).toBe(UNDEFINED);
    class ZodLikeError extends Error {}
    expect(errorOf(new ZodLikeError('bad\n    at x (file.js:1:2)'))).toEqual({
      error: {type: 'ZodLikeError', message: 'bad'},
    });
    const skipped = Object.assign(new Error('no cli'), {name: 'SkipCase', reason: 'no cli'});
    expect(outcomeOfError(skipped)).toEqual({skipped: 'no cli'});
  });
});
