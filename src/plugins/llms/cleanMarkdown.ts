/**
 * Turns the MDX source of a page into plain Markdown that reads well without
 * a renderer: what an agent gets from /llms-full.txt and from a page's `.md`
 * URL. The source is parsed into an mdast tree the way Docusaurus parses it
 * (MDX, GFM, directives, front matter), transformed, and written back with
 * remark-stringify: front matter, ESM imports/exports, MDX comments and JSX
 * component tags are dropped (their Markdown children stay); tabs become
 * labelled sections; admonitions become block quotes; links to other pages
 * become absolute URLs; only site-internal words leave a fence's info string.
 *
 * Pure functions, no file or network access: see tests/unit/docs/llms-markdown.test.ts.
 */
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {BlockContent, Parents, PhrasingContent, Root, RootContent, Strong} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {phrasing} from 'mdast-util-phrasing';

/** Rewrites the target of a Markdown link or image; return it unchanged to keep it. */
export type LinkResolver = (url: string) => string;

export type PlainMarkdownOptions = {
  /** Used as the `# ` heading when the page body has no level-1 heading of its own. */
  title?: string;
  /** Written as a `> ` summary under the heading unless the body already says it. */
  description?: string;
  resolveLink?: LinkResolver;
};

/** The admonition keywords of Docusaurus' classic theme. */
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

/** Keeps a fence's language and `title="..."`; drops site-internal words such as `partial` or `impl=python`. */
export function cleanFenceInfo(info: string): string {
  const trimmed = info.trim();
  if (trimmed === '') return '';
  const language = trimmed.split(/\s+/, 1)[0] ?? '';
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(trimmed);
  return title ? `${language} title=${title[1]}` : language;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

type Context = {source: string; resolveLink?: LinkResolver};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(element: JsxElement, name: string): string | undefined {
  for (const attr of element.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name || attr.value == null) continue;
    if (typeof attr.value === 'string') return attr.value;
    // `label={'Python'}`: a string literal written as an expression.
    const literal = /^\s*(["'`])(.*)\1\s*$/.exec(attr.value.value);
    return literal?.[2];
  }
  return undefined;
}

/** A lowercase name (`<code>`, `<br />`, `<details>`) is HTML, which Markdown shows as written. */
function isHtmlElement(element: JsxElement): boolean {
  return element.name !== null && /^[a-z]/.test(element.name);
}

function openingTag(element: JsxElement, selfClosing: boolean): string {
  const attributes = element.attributes.map((attr) => {
    if (attr.type === 'mdxJsxExpressionAttribute') return ` {${attr.value}}`;
    if (attr.value == null) return ` ${attr.name}`;
    return typeof attr.value === 'string' ? ` ${attr.name}="${attr.value}"` : ` ${attr.name}={${attr.value.value}}`;
  });
  return `<${element.name}${attributes.join('')}${selfClosing ? ' />' : '>'}`;
}

function keepHtmlElement(element: JsxElement, children: RootContent[]): RootContent[] {
  if (children.length === 0) return [{type: 'html', value: openingTag(element, true)}];
  return [{type: 'html', value: openingTag(element, false)}, ...children, {type: 'html', value: `</${element.name}>`}];
}

const strong = (text: string): Strong => ({type: 'strong', children: [{type: 'text', value: text}]});

const HEADING_ID = /\s*\{#[\w-]+\}\s*$/;

/** `## Title {#id}`: the id is an MDX expression, or text when written as `\{#id\}`. */
function dropHeadingId(children: PhrasingContent[]): void {
  const last = children.at(-1);
  if (last?.type === 'mdxTextExpression' && /^#[\w-]+$/.test(last.value.trim())) {
    children.pop();
  } else if (last?.type === 'text' && HEADING_ID.test(last.value)) {
    last.value = last.value.replace(HEADING_ID, '');
  }
  const end = children.at(-1);
  if (end?.type === 'text') end.value = end.value.replace(/\s+$/, '');
}

const isPhrasing = (node: RootContent): node is PhrasingContent => phrasing(node);

/** Block content for a flow container: text left over from unwrapped JSX goes into paragraphs. */
function asFlow(nodes: RootContent[]): RootContent[] {
  const flow: RootContent[] = [];
  for (const node of nodes) {
    const previous = flow.at(-1);
    if (!isPhrasing(node)) flow.push(node);
    else if (previous?.type === 'paragraph') previous.children.push(node);
    else flow.push({type: 'paragraph', children: [node]});
  }
  return flow;
}

/** Joins the text nodes a dropped component separated, and trims the paragraph's ends. */
function tidyParagraph(children: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const child of children) {
    const previous = merged.at(-1);
    if (child.type === 'text' && previous?.type === 'text') previous.value += child.value;
    else merged.push(child.type === 'text' ? {...child} : child);
  }
  const first = merged[0];
  if (first?.type === 'text') first.value = first.value.replace(/^\s+/, '');
  const last = merged.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
  return merged.filter((child) => child.type !== 'text' || child.value !== '');
}

function isComment(expression: string): boolean {
  const trimmed = expression.trim();
  return trimmed.startsWith('/*') && trimmed.endsWith('*/');
}

/** What a node becomes in plain Markdown: nothing, itself (transformed), or other nodes. */
function convert(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
      return isComment(node.value) ? [] : [{type: 'paragraph', children: [{type: 'text', value: `{${node.value}}`}]}];
    case 'mdxTextExpression':
      return isComment(node.value) ? [] : [{type: 'text', value: `{${node.value}}`}];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const converted = convertAll(node.children as RootContent[], context);
      const children = node.type === 'mdxJsxFlowElement' ? asFlow(converted) : converted;
      if (isHtmlElement(node)) {
        // An HTML block is copied as written; inline HTML keeps its converted children.
        const {start, end} = node.position ?? {};
        if (node.type === 'mdxJsxFlowElement' && start?.offset !== undefined && end?.offset !== undefined) {
          return [{type: 'html', value: context.source.slice(start.offset, end.offset)}];
        }
        return keepHtmlElement(node, children);
      }
      const label = node.name === 'TabItem' ? (attribute(node, 'label') ?? attribute(node, 'value')) : undefined;
      if (label === undefined) return children;
      return [{type: 'paragraph', children: [strong(label)]}, ...children];
    }
    case 'containerDirective': {
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const body = convertAll((hasLabel ? rest : node.children) as RootContent[], context);
      if (!ADMONITIONS.includes(node.name)) return body;
      const title = hasLabel ? convertAll(first.children, context) : [];
      const kind = capitalize(node.name);
      const heading: Strong = {
        type: 'strong',
        children:
          title.length > 0
            ? [{type: 'text', value: `${kind}: `}, ...(title as PhrasingContent[])]
            : [{type: 'text', value: kind}],
      };
      return [{type: 'blockquote', children: [{type: 'paragraph', children: [heading]}, ...(body as BlockContent[])]}];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not an admonition: Docusaurus renders these as the text that was written.
      const text: PhrasingContent = {type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`};
      const children = convertAll(node.children, context) as PhrasingContent[];
      const inline =
        children.length > 0
          ? [text, {type: 'text', value: '['} as const, ...children, {type: 'text', value: ']'} as const]
          : [text];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: inline}] : inline;
    }
    case 'code': {
      const info = cleanFenceInfo(`${node.lang ?? ''} ${node.meta ?? ''}`);
      const space = info.indexOf(' ');
      node.lang = info === '' ? null : space === -1 ? info : info.slice(0, space);
      node.meta = space === -1 ? null : info.slice(space + 1);
      return [node];
    }
    case 'link':
    case 'image':
    case 'definition':
      if (context.resolveLink) node.url = context.resolveLink(node.url);
      break;
    case 'heading':
      dropHeadingId(node.children);
      break;
    default:
      break;
  }
  if ('children' in node) {
    (node as Parents).children = convertAll(node.children as RootContent[], context) as Parents['children'];
  }
  if (node.type === 'paragraph') {
    // A component dropped at either end leaves a space that remark would write as `&#x20;`.
    node.children = tidyParagraph(node.children);
    if (node.children.length === 0) return [];
  }
  return [node];
}

function convertAll(nodes: RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((child) => convert(child, context));
}

/** Reads a page the way Docusaurus does: MDX, GFM, directives (admonitions) and front matter. */
const reader = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * Writes plain CommonMark + GFM, close to how our sources are written. A
 * separate processor: the MDX and directive extensions would escape every
 * `{`, `<` and `:` that plain Markdown can show as they are.
 */
const writer = unified()
  // Every cell "measures" 3: the delimiter row reads `| --- |` and cells keep their own width, as in our sources.
  .use(remarkGfm, {stringLength: () => 3})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });

/** Cleans an MDX page body (front matter, if any, is dropped too) into plain Markdown. */
export function mdxToMarkdown(body: string, resolveLink?: LinkResolver): string {
  // The same preprocessing Docusaurus' MDX loader applies: `{#id}` heading ids, `:::tip Title` admonitions.
  const source = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body)), ADMONITIONS);
  const tree = reader.runSync(reader.parse(source)) as Root;
  tree.children = convertAll(tree.children, {source, resolveLink});
  return writer.stringify(tree).trim();
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The whole conversion of a page source: front matter off, MDX cleaned, a
 * `# title` added when the body has none (Docusaurus shows the front matter
 * title then) and the description as a `> ` summary under it.
 */
export function toPlainMarkdown(source: string, options: PlainMarkdownOptions = {}): string {
  let body = mdxToMarkdown(source, options.resolveLink);
  const startsWithH1 = /^# \S/.test(body);
  let heading = '';
  if (startsWithH1) {
    const end = body.indexOf('\n');
    heading = end === -1 ? body : body.slice(0, end);
    body = end === -1 ? '' : body.slice(end + 1).trim();
  } else if (options.title) {
    heading = `# ${normalizeSpace(options.title)}`;
  }
  const description = options.description ? normalizeSpace(options.description) : '';
  const summary = description && !normalizeSpace(body).includes(description) ? `> ${description}` : '';
  return `${[heading, summary, body].filter((part) => part !== '').join('\n\n')}\n`;
}
