import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commitMessageProblems, MAX_SUBJECT_LENGTH} from '../../../scripts/repo/commit-message';

const ROOT = path.join(__dirname, '..', '..', '..');

describe('commit-msg rule', () => {
  it('accepts a subject of 72 characters with a body after a blank line', () => {
    expect(commitMessageProblems(`${'a'.repeat(MAX_SUBJECT_LENGTH)}\n\nWhy it changed.\n`)).toEqual([]);
  });

  it('rejects a subject of 73 characters, counting characters rather than bytes', () => {
    expect(commitMessageProblems('a'.repeat(73))).toEqual([expect.stringContaining('73 characters')]);
    expect(commitMessageProblems('é'.repeat(72))).toEqual([]);
  });

  it('rejects a body that starts on the second line, and an empty message', () => {
    expect(commitMessageProblems('Subject\nbody')).toEqual([expect.stringContaining('blank line')]);
    expect(commitMessageProblems('# only a comment\n\n')).toEqual(['the message is empty']);
  });

  it("ignores Git's comment lines and everything below the scissors line", () => {
    const message = `Short subject\n\nBody.\n# ${'x'.repeat(100)}\n# ------------------------ >8 ------------------------\n${'y'.repeat(100)}\n`;
    expect(commitMessageProblems(message)).toEqual([]);
  });

  it("lets Git's merge and revert subjects through", () => {
    expect(commitMessageProblems(`Merge remote-tracking branch 'origin/${'x'.repeat(80)}'`)).toEqual([]);
  });
});

describe('commit-msg hook', () => {
  it('is installed by the prepare script and runs the rule on the message file', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    expect(pkg.scripts.prepare).toContain('scripts/repo/install-hooks.mjs');
    expect(readFileSync(path.join(ROOT, 'scripts/repo/install-hooks.mjs'), 'utf8')).toContain(
      "'core.hooksPath', '.githooks'",
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
    const good = path.join(dir, 'good');
    const bad = path.join(dir, 'bad');
    writeFileSync(good, 'A short subject\n\nThe why.\n');
    writeFileSync(bad, `${'Long '.repeat(20)}\n`);
    const hook = path.join(ROOT, '.githooks', 'commit-msg');
    expect(spawnSync(hook, [good], {cwd: ROOT, encoding: 'utf8'}).status).toBe(0);
    const rejected = spawnSync(hook, [bad], {cwd: ROOT, encoding: 'utf8'});
    expect(rejected.status).toBe(1);
    expect(rejected.stderr).toContain('the subject is 99 characters');
    // The hook starts Node twice: seconds on a busy machine.
  }, 30_000);
});
