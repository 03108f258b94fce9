import type {Root, Table, TableCell} from 'mdast';
import {describe, expect, it} from 'vitest';
import remarkTableLabels, {
  hasProse,
  proseWords,
  PROSE_CELL_WORDS,
  TABLE_STACK_PROPERTY,
} from '../../../src/plugins/remarkTableLabels';

const text = (value: string): TableCell => ({type: 'tableCell', children: [{type: 'text', value}]});
const code = (value: string): TableCell => ({type: 'tableCell', children: [{type: 'inlineCode', value}]});
const table = (...rows: TableCell[][]): Table => ({
  type: 'table',
  children: rows.map((cells) => ({type: 'tableRow', children: cells})),
});

describe('tables with prose stack on a phone', () => {
  it('counts the words of a cell outside inline code', () => {
    expect(proseWords(text('Sends the request'))).toBe(3);
    expect(proseWords(code('call_template_type = "http"'))).toBe(0);
    expect(
      proseWords({type: 'tableCell', children: [{type: 'inlineCode', value: 'a b c'}, {type: 'text', value: ' is set'}]}),
    ).toBe(2);
    expect(PROSE_CELL_WORDS).toBe(3);
  });

  it('stacks a table of ideas whose last column is not named like an explanation', () => {
    const ideas = table(
      [text('Idea'), text('In UTCP')],
      [text('Manual'), text('A JSON document that lists the tools and how to call them')],
    );
    const matrix = table([text('Protocol'), text('Python'), text('TypeScript')], [code('http'), text('yes'), text('yes')]);
    expect(hasProse(ideas)).toBe(true);
    expect(hasProse(matrix)).toBe(false);
    const tree: Root = {type: 'root', children: [ideas, matrix]};
    remarkTableLabels()(tree);
    expect(ideas.data?.hProperties?.[TABLE_STACK_PROPERTY]).toBe('true');
    expect(matrix.data?.hProperties?.[TABLE_STACK_PROPERTY]).toBeUndefined();
  });
});
