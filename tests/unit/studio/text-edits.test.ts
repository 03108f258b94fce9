import {describe, expect, it} from 'vitest';
import {applyEdits} from '../../../src/lib/studio/textEdits';

describe('applyEdits', () => {
  it('returns the text itself for no edits', () => {
    const text = '{"a": 1}';
    expect(applyEdits(text, [])).toBe(text);
  });

  it('inserts, deletes and replaces, with positions in the text before the batch', () => {
    // insert at 1, delete 3-5, replace 8-9: every position counts in the original text.
    expect(
      applyEdits('0123456789', [
        [1, 1, 'x'],
        [3, 5, ''],
        [8, 9, 'EIGHT'],
      ]),
    ).toBe('0x12567EIGHT9');
  });

  it('handles edits at both ends and multi-line inserts with CRLF', () => {
    expect(
      applyEdits('ab', [
        [0, 0, '[\r\n'],
        [2, 2, '\r\n]'],
      ]),
    ).toBe('[\r\nab\r\n]');
  });

  it('refuses overlapping, unsorted or out-of-range edits instead of corrupting the copy', () => {
    expect(() =>
      applyEdits('0123', [
        [2, 3, 'x'],
        [1, 2, 'y'],
      ]),
    ).toThrow(RangeError);
    expect(() => applyEdits('0123', [[3, 2, '']])).toThrow(RangeError);
    expect(() => applyEdits('0123', [[3, 9, '']])).toThrow(RangeError);
  });
});
