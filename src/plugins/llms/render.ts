/**
 * Writes /llms.txt (the llmstxt.org index: title, `> ` summary, then `## `
 * sections of `- [Title](url): description` links) and /llms-full.txt (every
 * page of the latest docs, one after the other). Pure functions over an
 * already collected model; see ./index.ts for where the model comes from.
 */

export type AgentPage = {
  /** Page URL path with the base URL, e.g. `/protocols/http` or `/`. */
  permalink: string;
  title: string;
  description: string;
  /** The page as plain Markdown (see cleanMarkdown.ts). */
  markdown: string;
};

export type AgentSection = {
  title: string;
  pages: AgentPage[];
};

export type AgentLink = {
  title: string;
  url: string;
  description: string;
};

export type LlmsTxtInput = {
  title: string;
  summary: string;
  /** Paragraphs written between the summary and the first section. */
  details: string[];
  sections: AgentSection[];
  /** Sections of links that are not pages (e.g. the JSON Schemas), after the page sections. */
  linkSections?: {title: string; links: AgentLink[]}[];
  /** The llmstxt.org "Optional" section: links a reader with little room may skip. */
  optional: AgentLink[];
  /** Turns a page permalink into the absolute URL listed for it. */
  linkFor: (page: AgentPage) => string;
};

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Square brackets in a title would end the link text early. */
function linkText(text: string): string {
  return oneLine(text).replace(/([[\]])/g, '\\$1');
}

function listItem(title: string, url: string, description: string): string {
  const about = oneLine(description);
  return `- [${linkText(title)}](${url})${about ? `: ${about}` : ''}`;
}

export function renderLlmsTxt(input: LlmsTxtInput): string {
  const parts: string[] = [`# ${oneLine(input.title)}`, `> ${oneLine(input.summary)}`, ...input.details];
  for (const section of input.sections) {
    if (section.pages.length === 0) continue;
    parts.push(
      `## ${oneLine(section.title)}\n\n${section.pages
        .map((page) => listItem(page.title, input.linkFor(page), page.description))
        .join('\n')}`,
    );
  }
  for (const section of input.linkSections ?? []) {
    if (section.links.length === 0) continue;
    parts.push(
      `## ${oneLine(section.title)}\n\n${section.links.map((link) => listItem(link.title, link.url, link.description)).join('\n')}`,
    );
  }
  if (input.optional.length > 0) {
    parts.push(
      `## Optional\n\n${input.optional.map((link) => listItem(link.title, link.url, link.description)).join('\n')}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

export type LlmsFullInput = {
  title: string;
  summary: string;
  details: string[];
  pages: AgentPage[];
  /** The address a page is published at, written under its heading. */
  sourceFor: (page: AgentPage) => string;
};

/** Puts `Source: <url>` under the first line (the page's `# ` heading). */
export function withSource(markdown: string, url: string): string {
  const end = markdown.indexOf('\n');
  const heading = end === -1 ? markdown : markdown.slice(0, end);
  const rest = end === -1 ? '' : markdown.slice(end + 1).trim();
  return [heading, `Source: ${url}`, rest].filter((part) => part !== '').join('\n\n');
}

export function renderLlmsFull(input: LlmsFullInput): string {
  const head = [`# ${oneLine(input.title)}`, `> ${oneLine(input.summary)}`, ...input.details].join('\n\n');
  const pages = input.pages.map((page) => withSource(page.markdown.trim(), input.sourceFor(page)));
  return `${[head, ...pages].join('\n\n---\n\n')}\n`;
}
