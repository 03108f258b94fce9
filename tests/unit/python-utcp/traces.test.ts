/** Trace markers point at a line that exists: in python-utcp, in typescript-utcp or in an installed npm package. */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {checkTrace, typescriptRepository} from '../../../scripts/python-utcp/traces';

/** A git repository with one commit holding `file` (three lines); returns its folder and the commit. */
function repositoryWith(file: string): {folder: string; commit: string} {
  const folder = mkdtempSync(path.join(tmpdir(), 'trace-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', folder, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {encoding: 'utf8'});
  git('init', '-q');
  mkdirSync(path.dirname(path.join(folder, file)), {recursive: true});
  writeFileSync(path.join(folder, file), 'first line\n  second   line\nthird line\n');
  git('add', '.');
  git('commit', '-qm', 'one');
  return {folder, commit: git('rev-parse', 'HEAD').trim()};
}

afterEach(() => {
  delete process.env.TYPESCRIPT_UTCP;
});

describe('trace markers', () => {
  it('finds a line of python-utcp at a commit and reports a line past the end', () => {
    const {folder, commit} = repositoryWith('core/src/utcp/x.py');
    expect(checkTrace(folder, `core/src/utcp/x.py:2@${commit}`)).toEqual({ok: true, observed: 'second line'});
    expect(checkTrace(folder, `core/src/utcp/x.py:2-4@${commit}`).ok).toBe(false);
    expect(checkTrace(folder, `core/src/utcp/gone.py:1@${commit}`)).toEqual({
      ok: false,
      observed: `core/src/utcp/gone.py does not exist at ${commit}`,
    });
    expect(checkTrace(folder, 'no line number').ok).toBe(false);
  });

  it('reads typescript-utcp/<path> from the typescript-utcp repository, not from python-utcp', () => {
    const python = repositoryWith('core/src/utcp/x.py');
    const typescript = repositoryWith('packages/file/src/index.ts');
    process.env.TYPESCRIPT_UTCP = typescript.folder;
    expect(checkTrace(python.folder, `typescript-utcp/packages/file/src/index.ts:3@${typescript.commit}`)).toEqual({
      ok: true,
      observed: 'third line',
    });
    expect(checkTrace(python.folder, `packages/file/src/index.ts:3@${typescript.commit}`).ok).toBe(false);
  });

  it('looks for typescript-utcp beside the python-utcp mirror unless TYPESCRIPT_UTCP says where', () => {
    expect(typescriptRepository('/work/.mirror/universal-tool-calling-protocol+python-utcp/repo')).toBe(
      '/work/.mirror/universal-tool-calling-protocol+typescript-utcp/repo',
    );
    process.env.TYPESCRIPT_UTCP = '/elsewhere';
    expect(typescriptRepository('/any')).toBe('/elsewhere');
  });
});
