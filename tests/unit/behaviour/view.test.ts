/** What a cell of a behaviour table shows for an outcome. */
import {describe, expect, it} from 'vitest';
import {CELL_TEXT_LIMIT, cellOf, showControls} from '../../../src/lib/behaviour/view';

describe('behaviour table cells', () => {
  it('shows a value as JSON, with DEL and C1 controls written as escapes', () => {
    expect(cellOf({value: 'a\u0000b\u007fc\u0085d'})).toEqual({kind: 'value', text: '"a\\u0000b\\u007fc\\u0085d"'});
  });

  it('writes the control characters of an error message as escapes, keeping tabs and line breaks', () => {
    expect(cellOf({error: {type: 'ValueError', message: 'bad\u0001byte\tand\nline'}})).toEqual({
      kind: 'error',
      text: 'ValueError: bad\\u0001byte\tand\nline',
    });
    expect(showControls('plain é 🙂')).toBe('plain é 🙂');
  });

  it('cuts a long cell after the escapes, to the limit', () => {
    const cell = cellOf({value: '\u007f'.repeat(CELL_TEXT_LIMIT)});
    expect(cell.text).toHaveLength(CELL_TEXT_LIMIT);
    expect(cell.text.endsWith('…')).toBe(true);
    expect(cell.text.startsWith('"\\u007f\\u007f')).toBe(true);
  });
});
