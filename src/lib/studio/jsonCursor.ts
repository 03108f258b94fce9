/**
 * Where the cursor is in a JSON document, read from the Lezer syntax tree of
 * @codemirror/lang-json: the path of the enclosing value and whether a key or
 * a value is being typed. Works on incomplete text, which is what an editor
 * holds most of the time.
 */
import type {SyntaxNode, Tree} from '@lezer/common';
import type {PathToken} from './schemaNav';
import {pathFromRoot} from './treePath';

export interface CursorContext {
  /** `key`: a property name of the object at `path`; `value`: the value at `path`. */
  kind: 'key' | 'value';
  path: PathToken[];
  /** The range a completion replaces. */
  from: number;
  to: number;
}

const PUNCTUATION = new Set(['[', ']', '{', '}', ',', ':']);

function propertyName(property: SyntaxNode, text: string): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return text.slice(name.from + 1, name.to - 1);
  }
}

function arrayIndex(array: SyntaxNode, child: SyntaxNode): number {
  let index = 0;
  for (let item = array.firstChild; item && item.from < child.from; item = item.nextSibling) {
    if (!PUNCTUATION.has(item.name) && !item.type.isError) index += 1;
  }
  return index;
}

/** The path from the document root to `node`. */
export function pathOf(node: SyntaxNode, text: string): PathToken[] {
  return pathFromRoot(node, (parent, child) => {
    if (parent.name === 'Property') return child.name === 'PropertyName' ? undefined : propertyName(parent, text);
    return parent.name === 'Array' ? arrayIndex(parent, child) : undefined;
  });
}

function partialStart(text: string, pos: number): number {
  let start = pos;
  while (start > 0 && /[\w$-]/.test(text[start - 1])) start -= 1;
  return start > 0 && text[start - 1] === '"' ? start - 1 : start;
}

export function contextAt(tree: Tree, text: string, pos: number): CursorContext | null {
  const node = tree.resolveInner(pos, -1);
  if (node.name === 'PropertyName') {
    const object = node.parent?.parent;
    if (!object) return null;
    return {kind: 'key', path: pathOf(object, text), from: node.from, to: node.to};
  }
  const parent = node.parent;
  if (node.name === 'Object') {
    // Inside the braces (an unclosed object ends at the cursor): a key comes next.
    const closed = node.lastChild?.name === '}';
    return closed && pos >= node.to ? null : {kind: 'key', path: pathOf(node, text), from: pos, to: pos};
  }
  if (parent?.name === 'Property' && node.type.isError) {
    const name = propertyName(parent, text);
    return name === undefined
      ? null
      : {kind: 'value', path: [...pathOf(parent, text), name], from: partialStart(text, pos), to: pos};
  }
  if (parent?.name === 'Property' && !PUNCTUATION.has(node.name)) {
    return {kind: 'value', path: pathOf(node, text), from: node.from, to: node.to};
  }
  if (parent?.name === 'Property' && node.name === ':') {
    return {kind: 'value', path: [...pathOf(parent, text), propertyName(parent, text) ?? ''], from: pos, to: pos};
  }
  if (parent?.name === 'Object' && (node.type.isError || node.name === '{' || node.name === ',')) {
    return {kind: 'key', path: pathOf(parent, text), from: partialStart(text, pos), to: pos};
  }
  return null;
}

/** The path of the property whose name is under `pos`, for hover help. */
export function keyPathAt(tree: Tree, text: string, pos: number): {path: PathToken[]; from: number; to: number} | null {
  const node = tree.resolveInner(pos, 1);
  if (node.name !== 'PropertyName' || !node.parent) return null;
  const object = node.parent.parent;
  const name = propertyName(node.parent, text);
  if (!object || name === undefined) return null;
  return {path: [...pathOf(object, text), name], from: node.from, to: node.to};
}

function nodeValue(node: SyntaxNode, text: string): unknown {
  switch (node.name) {
    case 'Object': {
      const value: Record<string, unknown> = {};
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.name !== 'Property') continue;
        const name = propertyName(child, text);
        const item = child.lastChild;
        if (name !== undefined && item && item.name !== 'PropertyName' && !PUNCTUATION.has(item.name)) {
          value[name] = nodeValue(item, text);
        }
      }
      return value;
    }
    case 'Array': {
      const items: unknown[] = [];
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (!PUNCTUATION.has(child.name) && !child.type.isError) items.push(nodeValue(child, text));
      }
      return items;
    }
    case 'String':
    case 'Number':
    case 'True':
    case 'False':
    case 'Null':
      try {
        return JSON.parse(text.slice(node.from, node.to)) as unknown;
      } catch {
        return undefined;
      }
    default:
      return undefined;
  }
}

/**
 * The document as far as it can be read, incomplete or not: what the schema
 * branches (call_template_type, auth_type) are chosen from while the user types.
 */
export function readableValue(tree: Tree, text: string): unknown {
  const top = tree.topNode.firstChild;
  return top ? nodeValue(top, text) : undefined;
}
