/** The path (keys and list positions) from the root of a Lezer syntax tree to one of its nodes. */
import type {SyntaxNode} from '@lezer/common';
import type {PathToken} from './schemaNav';

/** What `child` adds to the path below `parent`: a key, a list position, or nothing. */
export type PathStep = (parent: SyntaxNode, child: SyntaxNode) => PathToken | undefined;

/** The path from the document root to `node`, one token for each ancestor that `step` names. */
export function pathFromRoot(node: SyntaxNode, step: PathStep): PathToken[] {
  const path: PathToken[] = [];
  for (let current = node; current.parent; current = current.parent) {
    const token = step(current.parent, current);
    if (token !== undefined) path.push(token);
  }
  return path.reverse();
}
