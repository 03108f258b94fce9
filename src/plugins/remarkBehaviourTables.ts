/**
 * Fills `<BehaviourTable keys={['a.b.c', …]} />` in MDX with the rows it shows: the plugin reads
 * the behaviour dataset at build time and adds a `views` prop holding only those keys' tables, so
 * the page carries the text it renders and nothing else. An unknown key fails the build.
 */
import type {Root} from 'mdast';
import {behaviourViews} from '../lib/behaviour/dataset';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}

/** The key ids written in the `keys` attribute: every quoted string of its expression. */
export function keysOfAttribute(attribute: JsxAttribute | undefined): string[] {
  const value = attribute?.value as {value?: string} | string | undefined;
  const text = typeof value === 'string' ? value : (value?.value ?? '');
  return [...text.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2]);
}

type Estree = Record<string, unknown>;

/** A JSON value as an ESTree expression (what MDX compiles an attribute expression from). */
export function jsonToEstree(value: unknown): Estree {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return {type: 'Literal', value, raw: JSON.stringify(value)};
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(jsonToEstree)};
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value as Record<string, unknown>).map(([key, item]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
      value: jsonToEstree(item),
    })),
  };
}

function walk(node: unknown, visitor: (node: unknown) => void): void {
  visitor(node);
  const children = (node as {children?: unknown[]}).children;
  if (Array.isArray(children)) for (const child of children) walk(child, visitor);
}

export default function remarkBehaviourTables() {
  return (tree: Root, file: {path?: string}): void => {
    walk(tree, (node) => {
      const element = node as unknown as JsxElement;
      if (
        (element.type !== 'mdxJsxFlowElement' && element.type !== 'mdxJsxTextElement') ||
        element.name !== 'BehaviourTable'
      )
        return;
      const ids = keysOfAttribute(element.attributes.find((a) => a.name === 'keys'));
      const views = behaviourViews();
      const unknown = ids.filter((id) => !views.has(id));
      if (ids.length === 0 || unknown.length > 0)
        throw new Error(
          `${file.path ?? 'a page'}: <BehaviourTable> names ${ids.length === 0 ? 'no key' : `unknown keys ${unknown.join(', ')}`}`,
        );
      const data = ids.map((id) => views.get(id));
      element.attributes = element.attributes.filter((a) => a.name !== 'views');
      element.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'views',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(data),
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: jsonToEstree(data)}],
            },
          },
        },
      });
    });
  };
}
