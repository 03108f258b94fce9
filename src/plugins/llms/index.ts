/**
 * Docs for agents, generated at build time from the same sources as the pages:
 *
 * - `/llms.txt`: the llmstxt.org index of the latest docs version, the about
 *   pages and the blog, linking each page's Markdown copy;
 * - `/llms-full.txt`: every page of the latest docs version in one file;
 * - `<page URL>.md` (and `/index.md` for `/`): each docs page of every
 *   version, each about page and each blog post as plain Markdown, which is
 *   what the "Copy page as Markdown" button fetches.
 *
 * The content is collected once all plugins have loaded theirs and written
 * after the HTML build, next to the pages.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {markdownPathFor} from '../../lib/markdownUrl';
import {collectAgentPages, type Collected} from './collect';
import {renderLlmsFull, renderLlmsTxt, type AgentPage} from './render';
import {schemaCatalog} from '../../lib/schemas/catalog';
import {NEXT_NAME, RELEASED_VERSIONS, versionPath} from '../../config/versions';

const TITLE = 'Universal Tool Calling Protocol (UTCP)';

const SUMMARY =
  'UTCP is an open standard for tool calling: a tool provider publishes a JSON manual that describes its tools ' +
  'and how to reach them, and an AI agent then calls each tool directly over the protocol the tool already speaks ' +
  '(HTTP, server-sent events, streamable HTTP, a command line, MCP or a local file), with no wrapper server in between.';

/** "the Next (1.1) docs under `/next`, the 0.1 docs under `/0.1`": every version but the latest. */
function otherVersions(): string {
  const others = RELEASED_VERSIONS.slice(1).map((id) => `the ${id} docs under \`/${versionPath(id)}\``);
  return [`the ${NEXT_NAME} docs under \`/next\``, ...others].join(', ');
}

function details(latestLabel: string): string[] {
  return [
    `The links below point to the UTCP ${latestLabel} documentation, the current release, as plain Markdown. ` +
      'Every page of the site has such a copy at its own URL with `.md` appended ' +
      '(`https://utcp.io/protocols/http` is also served as `https://utcp.io/protocols/http.md`, ' +
      'and the home page `https://utcp.io/` as `https://utcp.io/index.md`). ' +
      `The rule holds for all docs versions (${otherVersions()}), ` +
      'for the about pages and for blog posts.',
    `\`/llms-full.txt\` holds the whole ${latestLabel} documentation in one Markdown file.`,
  ];
}

type AgentFiles = {
  llmsTxt: string;
  llmsFull: string;
  files: Map<string, string>;
};

/** Builds every output from the collected pages. */
function renderAgentFiles(collected: Collected, siteUrl: string, latestLabel: string): AgentFiles {
  const markdownUrl = (page: AgentPage) => `${siteUrl}${markdownPathFor(page.permalink)}`;
  const sections = [
    ...collected.latestSections,
    {title: 'About', pages: collected.about},
    {title: 'Blog', pages: collected.blog},
  ];
  const llmsTxt = renderLlmsTxt({
    title: TITLE,
    summary: SUMMARY,
    details: details(latestLabel),
    sections,
    linkSections: [{title: 'JSON Schemas', links: schemaCatalog()}],
    optional: [
      {
        title: `Full ${latestLabel} documentation`,
        url: `${siteUrl}/llms-full.txt`,
        description: `every ${latestLabel} docs page and the about pages in one Markdown file`,
      },
      ...collected.otherVersions.map(({label, page}) => ({
        title: `UTCP ${label} documentation`,
        url: markdownUrl(page),
        description: `start page of the ${label} docs; its other pages follow the same .md rule`,
      })),
    ],
    linkFor: markdownUrl,
  });
  const llmsFull = renderLlmsFull({
    title: `${TITLE}: documentation ${latestLabel}`,
    summary: SUMMARY,
    details: [
      `Every page of the UTCP ${latestLabel} documentation in reading order, then the about pages. ` +
        'Each page starts with its title and the address it is published at; pages are separated by `---`.',
    ],
    pages: [...collected.latestSections.flatMap((section) => section.pages), ...collected.about],
    sourceFor: (page) => `${siteUrl}${page.permalink}`,
  });
  return {llmsTxt, llmsFull, files: collected.files};
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const baseUrl = context.baseUrl;
  let result: AgentFiles | undefined;

  return {
    name: 'utcp-llms',

    allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as {[id: string]: DocsContent | undefined};
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const collected = collectAgentPages({siteDir: context.siteDir, siteUrl, docs, blog});
      const latest = docs.default?.loadedVersions.find((version) => version.isLast);
      result = renderAgentFiles(collected, siteUrl, latest?.label ?? 'latest');
    },

    async postBuild({outDir}) {
      if (!result) throw new Error('utcp-llms: content was not collected before the build ended');
      const write = async (urlPath: string, content: string) => {
        // Permalinks carry the base URL; the output directory is the base URL.
        const relative = urlPath.startsWith(baseUrl) ? urlPath.slice(baseUrl.length) : urlPath.replace(/^\//, '');
        const target = path.join(outDir, relative);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, content, 'utf8');
      };
      await write(`${baseUrl}llms.txt`, result.llmsTxt);
      await write(`${baseUrl}llms-full.txt`, result.llmsFull);
      for (const [urlPath, content] of result.files) {
        await write(urlPath, content);
      }
    },
  };
}
