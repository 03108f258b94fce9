/**
 * The YAML counterpart of jsonCursor: where the cursor is in a YAML manual,
 * read from the Lezer tree of @codemirror/lang-yaml, the document as far as it
 * can be read, and where each key and value starts (for the validator's
 * markers). A YAML editor holds incomplete text most of the time, and a block
 * mapping's extent depends on indentation, so a cursor on a fresh line is
 * placed by the indentation of the lines above it.
 */
import type {SyntaxNode, Tree} from '@lezer/common';
import {escapePointer} from '../jsonPointer';
import type {CursorContext} from './jsonCursor';
import type {PathToken} from './schemaNav';
import {pathFromRoot} from './treePath';

const SCALARS = new Set(['Literal', 'QuotedLiteral', 'BlockLiteral']);
const MAPPINGS = new Set(['BlockMapping', 'FlowMapping']);
const SEQUENCES = new Set(['BlockSequence', 'FlowSequence']);

/** A plain scalar as YAML 1.2's core schema reads it. */
function plainScalar(raw: string): unknown {
  if (/^(?:null|Null|NULL|~|)$/.test(raw)) return null;
  if (/^(?:true|True|TRUE)$/.test(raw)) return true;
  if (/^(?:false|False|FALSE)$/.test(raw)) return false;
  if (/^[-+]?\d+$/.test(raw)) return Number.parseInt(raw, 10);
  if (/^[-+]?(?:\.\d+|\d+(?:\.\d*)?)(?:[eE][-+]?\d+)?$/.test(raw)) return Number.parseFloat(raw);
  return raw;
}

function quoted(raw: string): string {
  if (raw.startsWith("'"))
    return raw.slice(1, raw.endsWith("'") && raw.length > 1 ? -1 : undefined).replace(/''/g, "'");
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

function scalarValue(node: SyntaxNode, text: string): unknown {
  const raw = text.slice(node.from, node.to);
  if (node.name === 'QuotedLiteral') return quoted(raw);
  if (node.name === 'BlockLiteral') {
    const content = node.getChild('BlockLiteralContent');
    if (!content) return '';
    const lines = text.slice(content.from, content.to).split('\n');
    const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
    return `${lines.map((line) => line.slice(indent)).join(raw.startsWith('>') ? ' ' : '\n')}\n`;
  }
  return plainScalar(raw.trim());
}

/** The name a Pair's key spells, unquoted. */
function keyName(pair: SyntaxNode, text: string): string | undefined {
  const key = pair.getChild('Key');
  const scalar = key?.firstChild;
  if (!key || !scalar) return undefined;
  return scalar.name === 'QuotedLiteral'
    ? quoted(text.slice(scalar.from, scalar.to))
    : text.slice(scalar.from, scalar.to);
}

/** The value node of a Pair or an Item (skipping anchors, tags and punctuation), if it has one. */
function valueNode(holder: SyntaxNode): SyntaxNode | undefined {
  for (let child = holder.lastChild; child; child = child.prevSibling) {
    if (child.name === 'Key' || child.name === ':' || child.name === '-') return undefined;
    if (SCALARS.has(child.name) || MAPPINGS.has(child.name) || SEQUENCES.has(child.name)) return child;
  }
  return undefined;
}

function itemIndex(sequence: SyntaxNode, item: SyntaxNode): number {
  let index = 0;
  for (let child = sequence.firstChild; child && child.from < item.from; child = child.nextSibling) {
    if (child.name === 'Item') index += 1;
  }
  return index;
}

/** The path from the document root to `node`. */
export function pathOf(node: SyntaxNode, text: string): PathToken[] {
  return pathFromRoot(node, (parent, child) => {
    if (parent.name === 'Pair') return child.name === 'Key' ? undefined : keyName(parent, text);
    return SEQUENCES.has(parent.name) && child.name === 'Item' ? itemIndex(parent, child) : undefined;
  });
}

function ancestor(node: SyntaxNode | null, name: string): SyntaxNode | null {
  for (let current = node; current; current = current.parent) if (current.name === name) return current;
  return null;
}

/** Column of the first key or item marker of a line (`  - name: x` is 4, the key), and whether it starts an item. */
function lineShape(line: string): {indent: number; item: boolean; content: string} {
  const match = /^(\s*)(-\s+)?(.*)$/.exec(line)!;
  return {indent: match[1].length + (match[2]?.length ?? 0), item: match[2] !== undefined, content: match[3]};
}

/** Where a key typed at `pos` on a line of its own belongs, by the indentation of the lines above. */
function freshKeyContext(tree: Tree, text: string, pos: number): CursorContext | null {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const typed = /^(\s*)(-\s+)?([\w$-]*)$/.exec(before);
  if (!typed) return null;
  const indent = typed[1].length + (typed[2]?.length ?? 0);
  const from = pos - typed[3].length;
  const isNewItem = typed[2] !== undefined;
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const shape = lineShape(line);
    const marker = line.indexOf('-');
    if (isNewItem && shape.item && marker === typed[1].length) {
      // Another item of the same sequence: this one comes after the items so far.
      const sequence = ancestor(tree.resolveInner(start + marker, 1), 'BlockSequence');
      if (!sequence) return null;
      let count = 0;
      for (let child = sequence.firstChild; child && child.from < lineStart; child = child.nextSibling) {
        if (child.name === 'Item') count += 1;
      }
      return {kind: 'key', path: [...pathOf(sequence, text), count], from, to: pos};
    }
    if (!isNewItem && shape.indent === indent && /^[^\s:#][^:#]*:(\s|$)/.test(shape.content)) {
      // A sibling key: the same mapping.
      const pair = ancestor(tree.resolveInner(start + shape.indent, 1), 'Pair');
      const mapping = pair?.parent;
      return mapping ? {kind: 'key', path: pathOf(mapping, text), from, to: pos} : null;
    }
    if (shape.indent < indent || (shape.indent === indent && shape.item && !isNewItem && indent > 0)) {
      // A parent: `key:` with nothing after it opens the mapping this key starts.
      const parentKey = /^([^\s:#][^:#]*):\s*$/.exec(shape.content);
      if (!parentKey) return null;
      const pair = ancestor(tree.resolveInner(start + shape.indent, 1), 'Pair');
      if (!pair) return null;
      const path = [...pathOf(pair, text), keyName(pair, text) ?? parentKey[1].trim()];
      return {kind: 'key', path: isNewItem ? [...path, 0] : path, from, to: pos};
    }
  }
  return indent === 0 && !isNewItem ? {kind: 'key', path: [], from, to: pos} : null;
}

export function contextAt(tree: Tree, text: string, pos: number): CursorContext | null {
  const node = tree.resolveInner(pos, -1);
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  if (SCALARS.has(node.name) && node.parent?.name === 'Key') {
    const pair = node.parent.parent;
    const mapping = pair?.parent;
    // A key typed on its own line is still a bare scalar; one with a colon after it is complete.
    if (mapping) return {kind: 'key', path: pathOf(mapping, text), from: node.from, to: node.to};
  }
  if (SCALARS.has(node.name) && node.parent?.name === 'Pair') {
    return {kind: 'value', path: pathOf(node, text), from: node.from, to: node.to};
  }
  if (SCALARS.has(node.name) && node.parent?.name === 'Item' && node.from >= lineStart) {
    return {kind: 'value', path: pathOf(node, text), from: node.from, to: node.to};
  }
  // `key: ` with the value still to type: the tree ends at the colon, so the line says which pair it is.
  const afterColon = /([^\s:#{},[\]][^:#{},[\]]*?)(:\s+)([\w$.-]*)$/.exec(text.slice(lineStart, pos));
  if (afterColon) {
    const keyStart = pos - afterColon[3].length - afterColon[2].length - afterColon[1].length;
    const pair = ancestor(tree.resolveInner(keyStart, 1), 'Pair');
    const name = pair ? keyName(pair, text) : undefined;
    if (pair && name !== undefined) {
      return {kind: 'value', path: [...pathOf(pair, text), name], from: pos - afterColon[3].length, to: pos};
    }
  }
  return freshKeyContext(tree, text, pos);
}

/** The path of the key under `pos`, for hover help. */
export function keyPathAt(tree: Tree, text: string, pos: number): {path: PathToken[]; from: number; to: number} | null {
  const key = ancestor(tree.resolveInner(pos, 1), 'Key');
  const pair = key?.parent;
  if (!key || !pair || pair.name !== 'Pair' || !pair.parent) return null;
  const name = keyName(pair, text);
  return name === undefined ? null : {path: [...pathOf(pair.parent, text), name], from: key.from, to: key.to};
}

function nodeValue(node: SyntaxNode, text: string): unknown {
  if (MAPPINGS.has(node.name)) {
    const value: Record<string, unknown> = {};
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name !== 'Pair') continue;
      const name = keyName(child, text);
      const item = valueNode(child);
      if (name !== undefined)
        Object.defineProperty(value, name, {
          value: item ? nodeValue(item, text) : null,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return value;
  }
  if (SEQUENCES.has(node.name)) {
    const items: unknown[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name !== 'Item') continue;
      const item = valueNode(child);
      items.push(item ? nodeValue(item, text) : null);
    }
    return items;
  }
  return SCALARS.has(node.name) ? scalarValue(node, text) : undefined;
}

function documentValue(tree: Tree): SyntaxNode | undefined {
  const document = tree.topNode.getChild('Document');
  if (!document) return undefined;
  for (let child = document.firstChild; child; child = child.nextSibling) {
    if (SCALARS.has(child.name) || MAPPINGS.has(child.name) || SEQUENCES.has(child.name)) return child;
  }
  return undefined;
}

/** The document as far as it can be read, incomplete or not. */
export function readableValue(tree: Tree, text: string): unknown {
  const top = documentValue(tree);
  return top ? nodeValue(top, text) : undefined;
}

export interface YamlPositions {
  /** JSON pointer => offset where its value starts (or its key, for a key without a value). */
  values: Map<string, number>;
  /** JSON pointer of a mapping member => offset of its key. */
  keys: Map<string, number>;
}

/** Where each key and value of the document starts, by JSON pointer, for placing the validator's findings. */
export function yamlPositions(tree: Tree, text: string): YamlPositions {
  const values = new Map<string, number>();
  const keys = new Map<string, number>();
  const visit = (node: SyntaxNode, pointer: string) => {
    values.set(pointer, node.from);
    if (MAPPINGS.has(node.name)) {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.name !== 'Pair') continue;
        const name = keyName(child, text);
        if (name === undefined) continue;
        const member = `${pointer}/${escapePointer(name)}`;
        keys.set(member, child.from);
        const value = valueNode(child);
        if (value) visit(value, member);
        else values.set(member, child.from);
      }
    } else if (SEQUENCES.has(node.name)) {
      let index = 0;
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.name !== 'Item') continue;
        const value = valueNode(child);
        const member = `${pointer}/${index}`;
        if (value) visit(value, member);
        else values.set(member, child.from);
        index += 1;
      }
    }
  };
  const top = documentValue(tree);
  if (top) visit(top, '');
  return {values, keys};
}
