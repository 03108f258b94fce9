import {describe, expect, it} from 'vitest';
import type {Root, Table} from 'mdast';
import remarkTableLabels, {
  CELL_LABEL_PROPERTY,
  isStackable,
  TABLE_LABEL_PROPERTY,
  TABLE_STACK_PROPERTY,
} from '../../../src/plugins/remarkTableLabels';

const table = (): Table => ({type: 'table', children: []});
const heading = (text: string, depth: 1 | 2 | 3 = 2) => ({
  type: 'heading' as const,
  depth,
  children: [{type: 'text' as const, value: text}],
});

function labels(tree: Root): unknown[] {
  remarkTableLabels()(tree);
  const found: unknown[] = [];
  const walk = (node: {type: string; children?: unknown[]; data?: {hProperties?: Record<string, unknown>}}) => {
    if (node.type === 'table') found.push(node.data?.hProperties?.[TABLE_LABEL_PROPERTY]);
    (node.children as (typeof node)[] | undefined)?.forEach(walk);
  };
  walk(tree as never);
  return found;
}

describe('remarkTableLabels', () => {
  it('names a table after its section, and numbers several in one section', () => {
    const tree: Root = {
      type: 'root',
      children: [heading('Call template fields'), table(), heading('Fields'), table(), table()],
    };
    expect(labels(tree)).toEqual(['Call template fields', 'Fields, table 1', 'Fields, table 2']);
  });

  it('reads the heading text through inline code and emphasis', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'heading',
          depth: 3,
          children: [
            {type: 'inlineCode', value: 'UtcpClient'},
            {type: 'text', value: ' methods'},
          ],
        },
        table(),
      ],
    };
    expect(labels(tree)).toEqual(['UtcpClient methods']);
  });

  it('finds tables nested in other blocks and numbers those before any heading', () => {
    const tree = {
      type: 'root',
      children: [
        table(),
        {type: 'blockquote', children: [table()]},
        heading('Auth'),
        {type: 'mdxJsxFlowElement', children: [table()]},
      ],
    } as unknown as Root;
    expect(labels(tree)).toEqual(['Table 1', 'Table 2', 'Auth']);
  });

  it('adds the parent section when a section name repeats on the page', () => {
    const tree: Root = {
      type: 'root',
      children: [
        heading('JsonSchemaSerializer', 2),
        heading('to_dict()', 3),
        table(),
        heading('ToolSerializer', 2),
        heading('to_dict()', 3),
        table(),
        heading('validate_dict()', 3),
        table(),
      ],
    };
    expect(labels(tree)).toEqual(['JsonSchemaSerializer to_dict()', 'ToolSerializer to_dict()', 'validate_dict()']);
  });

  it('gives every table of a page a distinct name', () => {
    const tree: Root = {type: 'root', children: [table(), heading('A'), table(), table(), heading('B'), table()]};
    const names = labels(tree);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('stacking field tables', () => {
  const cell = (value: string) => ({type: 'tableCell' as const, children: [{type: 'text' as const, value}]});
  const row = (...values: string[]) => ({type: 'tableRow' as const, children: values.map(cell)});

  it('labels each body cell with its column and marks tables whose last column is prose', () => {
    const fields: Table = {type: 'table', children: [row('Field', 'Type', 'Description'), row('url', 'str', 'Where.')]};
    const matrix: Table = {
      type: 'table',
      children: [row('Protocol', 'Python', 'TypeScript'), row('http', 'yes', 'yes')],
    };
    remarkTableLabels()({type: 'root', children: [heading('Fields'), fields, heading('Support'), matrix]});
    expect(fields.data?.hProperties?.[TABLE_STACK_PROPERTY]).toBe('true');
    expect(fields.children[1].children.map((c) => c.data?.hProperties?.[CELL_LABEL_PROPERTY])).toEqual([
      'Field',
      'Type',
      'Description',
    ]);
    expect(fields.children[0].children[0].data).toBeUndefined();
    expect(matrix.data?.hProperties?.[TABLE_STACK_PROPERTY]).toBeUndefined();
    expect(matrix.children[1].children[0].data).toBeUndefined();
  });

  it('stacks tables whose last column explains the row', () => {
    expect(isStackable(['Parameter', 'Type', 'Default', 'Description'])).toBe(true);
    expect(isStackable(['Name', 'Meaning'])).toBe(true);
    expect(isStackable(['Description'])).toBe(false);
    expect(isStackable(['Field', 'Python', 'TypeScript'])).toBe(false);
  });
});
