/**
 * A python-utcp source reference written by reading ({/* path.py:line@commit *\/}) backs nothing
 * until the paragraph is run: it needs a probe marker beside it, or a `trace:` marker where the
 * fact cannot run here. The ones not yet run are listed in tests/python/reading-references-pending.json;
 * the list may only shrink: a new reference not yet run fails, and so does a listed one that is gone.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findReadingReferences, referencesWithoutProbe} from '../../../scripts/python-utcp/readingReferences';

const PENDING_FILE = path.join(__dirname, '..', '..', 'python', 'reading-references-pending.json');

interface PendingReference {
  file: string;
  reference: string;
}

const key = ({file, reference}: PendingReference) => `${file} ${reference}`;

describe('reading-only python-utcp references on the pages', () => {
  it('finds a reference without a probe, and not one beside a probe or a marker', () => {
    const text = [
      'Runs each step in its own shell. {/* plugins/cli/x.py:81@fd30247 */}',
      '',
      'Re-reads the file. {/* probe: text-file-read-per-call */} {/* plugins/text/y.py:61@fd30247 */}',
      '',
      'Not run here. {/* trace: plugins/mcp/z.py:488@fd30247 */} {/* a note, not a source */}',
    ].join('\n');
    const found = findReadingReferences(text, 'a.md');
    expect(found.map(({line, probed}) => ({line, probed}))).toEqual([
      {line: 1, probed: false},
      {line: 3, probed: true},
    ]);
  });

  it('lists every reference not yet run as pending, and no pending one that is gone', () => {
    if (process.env.UPDATE_READING_REFERENCES) {
      const current = referencesWithoutProbe().map(({file, reference}) => ({file, reference}));
      writeFileSync(PENDING_FILE, `${JSON.stringify(current, null, 2)}\n`);
    }
    const pending = new Set((JSON.parse(readFileSync(PENDING_FILE, 'utf8')) as PendingReference[]).map(key));
    const current = referencesWithoutProbe();
    const unlisted = current
      .filter((reference) => !pending.has(key(reference)))
      .map((r) => `${r.file}:${r.line} ${r.reference}`);
    expect(unlisted, 'run these with a probe marker (or make them trace: markers)').toEqual([]);
    const currentKeys = new Set(current.map(key));
    expect(
      [...pending].filter((entry) => !currentKeys.has(entry)),
      'remove these from the pending list',
    ).toEqual([]);
  });
});
