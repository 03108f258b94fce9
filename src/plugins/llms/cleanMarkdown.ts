/**
 * Turns the MDX source of a page into plain Markdown that reads well without
 * a renderer: what an agent gets from /llms-full.txt and from a page's `.md`
 * URL. Front matter, ESM imports/exports, MDX comments and JSX component tags
 * are dropped; tabs become labelled sections; admonitions become block
 * quotes; links to other pages become absolute URLs. Fenced code is copied
 * as written (only site-internal words are removed from its info string).
 *
 * Pure functions, no file or network access: see tests/unit/llms-markdown.test.ts.
 */

/** Rewrites the target of a Markdown link or image; return it unchanged to keep it. */
export type LinkResolver = (url: string) => string;

export type PlainMarkdownOptions = {
  /** Used as the `# ` heading when the page body has no level-1 heading of its own. */
  title?: string;
  /** Written as a `> ` summary under the heading unless the body already says it. */
  description?: string;
  resolveLink?: LinkResolver;
};

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/** Removes a leading YAML front matter block. */
export function stripFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

/**
 * Calls `transform` on the parts of one line that are outside inline code
 * spans, so that `` `<Tabs>` `` or `` `\{` `` written as code stay as written.
 */
export function mapOutsideInlineCode(line: string, transform: (text: string) => string): string {
  let result = '';
  let textStart = 0;
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      i += 1;
      continue;
    }
    let runEnd = i;
    while (line[runEnd] === '`') runEnd += 1;
    const runLength = runEnd - i;
    // A code span ends at the next run of exactly as many backticks.
    let k = runEnd;
    let spanEnd = -1;
    while (k < line.length) {
      if (line[k] !== '`') {
        k += 1;
        continue;
      }
      let m = k;
      while (line[m] === '`') m += 1;
      if (m - k === runLength) {
        spanEnd = m;
        break;
      }
      k = m;
    }
    if (spanEnd === -1) {
      i = runEnd;
      continue;
    }
    result += transform(line.slice(textStart, i)) + line.slice(i, spanEnd);
    i = spanEnd;
    textStart = spanEnd;
  }
  return result + transform(line.slice(textStart));
}

const INLINE_LINK = /(!?\[(?:[^\]\\]|\\.)*\]\()(<[^>]*>|[^)\s]+)((?:\s+"[^"]*")?\))/g;
const REFERENCE_DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$/;
const JSX_INLINE_TAG = /<\/?[A-Z][\w.]*(?:\s[^<>]*)?\/?>/g;
const MDX_INLINE_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\\?\{#[\w-]+\\?\}\s*$/;

function rewriteProse(text: string, resolveLink?: LinkResolver): string {
  let out = text.replace(JSX_INLINE_TAG, '');
  // MDX needs `{` and `}` escaped in prose; plain Markdown does not.
  out = out.replace(/\\([{}])/g, '$1');
  if (resolveLink) {
    out = out.replace(INLINE_LINK, (_match, open: string, url: string, close: string) => {
      const bare = url.startsWith('<') && url.endsWith('>') ? url.slice(1, -1) : url;
      return `${open}${resolveLink(bare)}${close}`;
    });
  }
  return out;
}

/** Keeps a fence's language and `title="..."`; drops site-internal words such as `partial` or `impl=python`. */
export function cleanFenceInfo(info: string): string {
  const trimmed = info.trim();
  if (trimmed === '') return '';
  const language = trimmed.split(/\s+/, 1)[0] ?? '';
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(trimmed);
  return title ? `${language} title=${title[1]}` : language;
}

const ADMONITION_OPEN = /^\s*(:{3,})\s*([A-Za-z]+)(?:\[(.*)\]|[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:{3,}\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const TAB_ITEM = /^<TabItem\b([\s\S]*?)\/?>$/;
const JSX_BLOCK_TAG = /^<\/?[A-Z][\w.]*(?:\s[^<]*)?\/?>$/;

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["'\`]([^"'\`]*)["'\`]\\})`).exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Cleans an MDX body (front matter already removed) into plain Markdown. */
export function mdxToMarkdown(body: string, resolveLink?: LinkResolver): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let fence: {char: string; length: number} | null = null;
  let inEsm = false;
  let inComment = false;
  let pendingTag: string | null = null;
  let quoteDepth = 0;

  const emit = (line: string) => {
    if (quoteDepth === 0) {
      out.push(line);
    } else {
      const prefix = '>'.repeat(quoteDepth);
      out.push(line === '' ? prefix : `${prefix} ${line}`);
    }
  };
  const previousIsBlank = () => out.length === 0 || /^>*$/.test(out[out.length - 1] ?? '');

  for (const rawLine of lines) {
    let line = rawLine;

    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[2]!.startsWith(fence.char) && close[2]!.length >= fence.length && close[3]!.trim() === '') {
        fence = null;
      }
      emit(line);
      continue;
    }

    if (inEsm) {
      if (line.trim() === '') {
        inEsm = false;
      }
      continue;
    }

    if (inComment) {
      const end = line.indexOf('*/}');
      if (end === -1) continue;
      inComment = false;
      line = line.slice(end + 3);
      if (line.trim() === '') continue;
    }

    if (pendingTag !== null) {
      pendingTag += ` ${line.trim()}`;
      if (!line.includes('>')) continue;
      line = pendingTag;
      pendingTag = null;
    }

    const fenceOpen = FENCE.exec(line);
    if (fenceOpen) {
      fence = {char: fenceOpen[2]!.charAt(0), length: fenceOpen[2]!.length};
      emit(`${fenceOpen[1]}${fenceOpen[2]}${cleanFenceInfo(fenceOpen[3]!)}`);
      continue;
    }

    if (previousIsBlank() && /^(import|export)\s/.test(line)) {
      inEsm = true;
      continue;
    }

    // MDX comments: whole ones on this line go, an unclosed one swallows lines until `*/}`.
    if (line.includes('{/*')) {
      const hadText = line.trim() !== '';
      line = line.replace(MDX_INLINE_COMMENT, '');
      const open = line.indexOf('{/*');
      if (open !== -1) {
        inComment = true;
        line = line.slice(0, open);
      }
      if (hadText && line.trim() === '') continue;
    }

    const trimmed = line.trim();

    if (/^<[A-Z]/.test(trimmed) && !trimmed.includes('>')) {
      pendingTag = trimmed;
      continue;
    }

    const tabItem = TAB_ITEM.exec(trimmed);
    if (tabItem) {
      const label = attribute(tabItem[1]!, 'label') ?? attribute(tabItem[1]!, 'value');
      if (label) {
        if (!previousIsBlank()) emit('');
        emit(`**${label}**`);
        emit('');
      }
      continue;
    }
    if (JSX_BLOCK_TAG.test(trimmed)) {
      continue;
    }

    const admonitionOpen = ADMONITION_OPEN.exec(line);
    if (admonitionOpen) {
      const kind = capitalize(admonitionOpen[2]!);
      const title = (admonitionOpen[3] ?? admonitionOpen[4] ?? '').trim();
      if (!previousIsBlank()) emit('');
      quoteDepth += 1;
      emit(title ? `**${kind}: ${rewriteProse(title, resolveLink)}**` : `**${kind}**`);
      emit('');
      continue;
    }
    if (ADMONITION_CLOSE.test(line) && quoteDepth > 0) {
      // Drop the blank quote line left before the closing marker.
      if (out.length > 0 && /^>+$/.test(out[out.length - 1]!)) out.pop();
      quoteDepth -= 1;
      emit('');
      continue;
    }

    const heading = HEADING_ID.exec(line);
    if (heading) {
      line = heading[1]!;
    }

    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition && resolveLink) {
      emit(`${definition[1]}${resolveLink(definition[2]!)}${definition[3]}`);
      continue;
    }

    emit(mapOutsideInlineCode(line, (text) => rewriteProse(text, resolveLink)).replace(/[ \t]+$/, ''));
  }

  return collapseBlankLines(out.join('\n')).trim();
}

function collapseBlankLines(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n');
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
  let body = mdxToMarkdown(stripFrontMatter(source), options.resolveLink);
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
