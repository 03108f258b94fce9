import type {Nodes, Root, Table} from 'mdast';

/** The property our ScrollableTable reads to name the scrolling region around a table. */
export const TABLE_LABEL_PROPERTY = 'data-region-label';

/** Set on a table whose rows stack on a narrow screen (ScrollableTable's styles). */
export const TABLE_STACK_PROPERTY = 'data-stack';

/** Each body cell's column name, shown before the cell when rows stack. */
export const CELL_LABEL_PROPERTY = 'data-label';

/**
 * Tables with prose in them stack on a phone: each row becomes a block, each
 * cell at full width under its column's name. A table stacks when its last
 * column explains each row (fields, parameters, settings), or when any cell
 * is prose (PROSE_CELL_WORDS words or more outside code), which a grid of
 * several columns squeezes into a strip a few words wide. Other tables (short
 * values, names, code) keep their grid and scroll sideways.
 * tests/e2e/phone-tables.spec.ts checks every built table at 390 px.
 */
const PROSE_COLUMN = /^(description|meaning|definition|explanation|notes?|purpose|what it does|why|details)$/i;

/** A cell with this many words outside inline code is prose (the browser test uses the same rule). */
export const PROSE_CELL_WORDS = 3;

export function isStackable(headers: readonly string[]): boolean {
  return headers.length >= 2 && PROSE_COLUMN.test(headers.at(-1)?.trim() ?? '');
}

/** The words of a cell's text outside inline code: tokens holding a letter. */
export function proseWords(node: Nodes): number {
  return proseText(node)
    .split(/\s+/)
    .filter((token) => /\p{L}/u.test(token)).length;
}

function proseText(node: Nodes): string {
  if (node.type === 'inlineCode' || node.type === 'html') return ' ';
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(proseText).join(' ') : '';
}

export function hasProse(table: Table): boolean {
  return table.children.some((row) => row.children.some((cell) => proseWords(cell) >= PROSE_CELL_WORDS));
}

function labelCells(table: Table): boolean {
  const [head, ...body] = table.children;
  if (!head) return false;
  const headers = head.children.map((cell) => textOf(cell).trim());
  if (headers.length < 2 || !(isStackable(headers) || hasProse(table))) return false;
  for (const row of body) {
    row.children.forEach((cell, index) => {
      const label = headers[index];
      if (label) cell.data = {...cell.data, hProperties: {...cell.data?.hProperties, [CELL_LABEL_PROPERTY]: label}};
    });
  }
  return true;
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') {
    return node.value;
  }
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

const UNTITLED = 'Table';

interface FoundTable {
  table: Table;
  /** Texts of the enclosing headings, outermost first. */
  headings: string[];
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  values.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
  return counts;
}

/**
 * Names every Markdown table after the section it sits in ("Call template
 * fields"), so each table's scrolling region has a distinct accessible name
 * and a screen reader's list of regions says what each one holds. A section
 * name used twice on the page gets its parent section ("ToolSerializer
 * to_dict()"); tables that still share a name are numbered, as are tables
 * before any heading. Tables of fields and parameters also get what their
 * rows need to stack on a phone (isStackable).
 */
export default function remarkTableLabels() {
  return (tree: Root): void => {
    const found: FoundTable[] = [];
    const headingPath: string[] = [];
    const walk = (node: Nodes): void => {
      if (node.type === 'heading') {
        headingPath.length = node.depth - 1;
        headingPath[node.depth - 1] = textOf(node).trim();
        return;
      }
      if (node.type === 'table') {
        found.push({table: node, headings: headingPath.filter(Boolean)});
        return;
      }
      if ('children' in node) {
        (node.children as Nodes[]).forEach(walk);
      }
    };
    walk(tree);

    const nearest = found.map(({headings}) => headings.at(-1) ?? UNTITLED);
    const nearestCounts = countBy(nearest);
    const labels = found.map(({headings}, index) =>
      nearestCounts.get(nearest[index])! > 1 && headings.length > 1 ? headings.slice(-2).join(' ') : nearest[index],
    );
    const labelCounts = countBy(labels);
    const seen = new Map<string, number>();
    found.forEach(({table}, index) => {
      const label = labels[index];
      const ordinal = (seen.get(label) ?? 0) + 1;
      seen.set(label, ordinal);
      const shared = labelCounts.get(label)! > 1;
      const name = !shared ? label : label === UNTITLED ? `${UNTITLED} ${ordinal}` : `${label}, table ${ordinal}`;
      const stack = labelCells(table) ? {[TABLE_STACK_PROPERTY]: 'true'} : {};
      table.data = {...table.data, hProperties: {...table.data?.hProperties, [TABLE_LABEL_PROPERTY]: name, ...stack}};
    });
  };
}
