/**
 * Collects the pages the agent files are made of from the content the docs
 * and blog plugins loaded (the same sources the HTML pages are built from),
 * so the Markdown copies cannot drift from the site.
 *
 * The types below are the small part of the plugins' loaded content this
 * module reads; the real objects have more fields.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {markdownPathFor} from '../../lib/markdownUrl';
import {expandPackageComponents} from '../../data/packagesMarkdown';
import {toPlainMarkdown, type LinkResolver} from './cleanMarkdown';
import type {AgentPage, AgentSection} from './render';

export type DocLike = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** `@site/…` path of the Markdown source. */
  source: string;
  unlisted?: boolean;
  frontMatter?: {[key: string]: unknown};
};

export type SidebarLinkLike = {
  type: string;
  id?: string;
  permalink?: string;
  title?: string;
  description?: string;
};

export type SidebarItemLike = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: SidebarLinkLike;
};

export type VersionLike = {
  versionName: string;
  label: string;
  isLast: boolean;
  path: string;
  docs: DocLike[];
  sidebars: {[sidebarId: string]: SidebarItemLike[]};
};

export type DocsContentLike = {loadedVersions: VersionLike[]};

export type BlogPostLike = {
  metadata: {
    permalink: string;
    title: string;
    description: string;
    source: string;
    unlisted?: boolean;
    frontMatter?: {[key: string]: unknown};
  };
};

export type BlogContentLike = {blogPosts: BlogPostLike[]};

export type CollectInput = {
  siteDir: string;
  /** Like `https://utcp.io`, no trailing slash. */
  siteUrl: string;
  /** Docs plugin instances by id (`default`, `about`). */
  docs: {[pluginId: string]: DocsContentLike | undefined};
  blog?: BlogContentLike;
  readSource?: (absolutePath: string) => string;
};

export type Collected = {
  /** Every Markdown copy: output path (e.g. `/protocols/http.md`) to content. */
  files: Map<string, string>;
  /** Sections of the latest docs version, in sidebar order. */
  latestSections: AgentSection[];
  about: AgentPage[];
  blog: AgentPage[];
  /** Landing pages of the other docs versions, for the optional links. */
  otherVersions: {label: string; page: AgentPage}[];
};

/** The site has `trailingSlash: false`, but the docs plugin gives folder index docs a slash: drop it. */
export function normalisePermalink(permalink: string): string {
  return permalink === '/' ? permalink : permalink.replace(/\/+$/, '') || '/';
}

function absoluteSource(siteDir: string, source: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/** Resolves links the way the site does: `.md` files to their page, site paths to absolute URLs. */
export function makeLinkResolver(
  siteUrl: string,
  sourceFile: string,
  permalinkBySource: Map<string, string>,
): LinkResolver {
  return (url) => {
    if (EXTERNAL.test(url)) return url;
    const hashAt = url.search(/[?#]/);
    const target = hashAt === -1 ? url : url.slice(0, hashAt);
    const suffix = hashAt === -1 ? '' : url.slice(hashAt);
    if (target.startsWith('/')) return `${siteUrl}${target}${suffix}`;
    if (/\.mdx?$/.test(target)) {
      const permalink = permalinkBySource.get(path.resolve(path.dirname(sourceFile), decodeURI(target)));
      if (permalink) return `${siteUrl}${permalink}${suffix}`;
    }
    return url;
  };
}

function hasDescription(frontMatter: {[key: string]: unknown} | undefined): boolean {
  return typeof frontMatter?.description === 'string' && frontMatter.description.trim() !== '';
}

export function collectAgentPages(input: CollectInput): Collected {
  const read = input.readSource ?? ((file: string) => readFileSync(file, 'utf8'));
  const files = new Map<string, string>();

  const permalinkBySource = new Map<string, string>();
  for (const content of Object.values(input.docs)) {
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs) permalinkBySource.set(absoluteSource(input.siteDir, doc.source), normalisePermalink(doc.permalink));
    }
  }
  for (const post of input.blog?.blogPosts ?? []) {
    permalinkBySource.set(absoluteSource(input.siteDir, post.metadata.source), normalisePermalink(post.metadata.permalink));
  }

  const pageOf = (entry: {
    permalink: string;
    title: string;
    description: string;
    source: string;
    frontMatter?: {[key: string]: unknown};
  }): AgentPage => {
    const file = absoluteSource(input.siteDir, entry.source);
    const markdown = toPlainMarkdown(expandPackageComponents(read(file)), {
      title: entry.title,
      description: hasDescription(entry.frontMatter) ? entry.description : undefined,
      resolveLink: makeLinkResolver(input.siteUrl, file, permalinkBySource),
    });
    const page = {permalink: normalisePermalink(entry.permalink), title: entry.title, description: entry.description, markdown};
    files.set(markdownPathFor(page.permalink), markdown);
    return page;
  };

  const collectVersion = (version: VersionLike): AgentSection[] => {
    const pages = new Map<string, AgentPage>();
    const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
    for (const doc of version.docs) pages.set(doc.id, pageOf(doc));

    const listed = new Set<string>();
    const generatedIndexPage = (category: SidebarItemLike): AgentPage | undefined => {
      const link = category.link;
      if (link?.type !== 'generated-index' || !link.permalink) return undefined;
      const children = (category.items ?? []).flatMap((item) => {
        const doc = item.type === 'doc' || item.type === 'ref' ? docsById.get(item.id ?? '') : undefined;
        if (doc) return [{title: doc.title, permalink: normalisePermalink(doc.permalink), description: doc.description}];
        const childLink = item.link;
        if (item.type === 'category' && childLink?.type === 'doc') {
          const linked = docsById.get(childLink.id ?? '');
          if (linked) {
            return [{title: item.label ?? linked.title, permalink: normalisePermalink(linked.permalink), description: linked.description}];
          }
        }
        if (item.type === 'category' && childLink?.type === 'generated-index' && childLink.permalink) {
          return [
            {
              title: childLink.title ?? item.label ?? '',
              permalink: normalisePermalink(childLink.permalink),
              description: childLink.description ?? '',
            },
          ];
        }
        return [];
      });
      const title = link.title ?? category.label ?? '';
      const description = link.description ?? '';
      const list = children
        .map((child) => `- [${child.title}](${input.siteUrl}${child.permalink})${child.description ? `: ${child.description}` : ''}`)
        .join('\n');
      const markdown = `${[`# ${title}`, description ? `> ${description}` : '', list].filter(Boolean).join('\n\n')}\n`;
      const permalink = normalisePermalink(link.permalink);
      files.set(markdownPathFor(permalink), markdown);
      return {permalink, title, description, markdown};
    };

    const flatten = (items: SidebarItemLike[]): AgentPage[] =>
      items.flatMap((item): AgentPage[] => {
        if ((item.type === 'doc' || item.type === 'ref') && item.id && !listed.has(item.id)) {
          const page = pages.get(item.id);
          const doc = docsById.get(item.id);
          if (!page || doc?.unlisted) return [];
          listed.add(item.id);
          return [page];
        }
        if (item.type === 'category') {
          const own: AgentPage[] = [];
          if (item.link?.type === 'doc' && item.link.id && !listed.has(item.link.id)) {
            const page = pages.get(item.link.id);
            if (page) {
              listed.add(item.link.id);
              own.push(page);
            }
          }
          const generated = generatedIndexPage(item);
          if (generated) own.push(generated);
          return [...own, ...flatten(item.items ?? [])];
        }
        return [];
      });

    const topLevel: AgentSection = {title: 'Docs', pages: []};
    const sections: AgentSection[] = [topLevel];
    for (const items of Object.values(version.sidebars)) {
      for (const item of items) {
        if (item.type === 'category') {
          sections.push({title: item.label ?? 'Docs', pages: flatten([item])});
        } else {
          topLevel.pages.push(...flatten([item]));
        }
      }
    }
    for (const doc of version.docs) {
      if (!listed.has(doc.id) && !doc.unlisted) {
        listed.add(doc.id);
        topLevel.pages.push(pages.get(doc.id)!);
      }
    }
    return sections.filter((section) => section.pages.length > 0);
  };

  let latestSections: AgentSection[] = [];
  const otherVersions: {label: string; page: AgentPage}[] = [];
  for (const version of input.docs.default?.loadedVersions ?? []) {
    const sections = collectVersion(version);
    if (version.isLast) {
      latestSections = sections;
    } else {
      const home = sections.flatMap((section) => section.pages).find((page) => page.permalink === normalisePermalink(version.path));
      if (home) otherVersions.push({label: version.label, page: home});
    }
  }

  const about: AgentPage[] = [];
  for (const [pluginId, content] of Object.entries(input.docs)) {
    if (pluginId === 'default') continue;
    for (const version of content?.loadedVersions ?? []) {
      const sections = collectVersion(version);
      if (version.isLast) about.push(...sections.flatMap((section) => section.pages));
    }
  }

  const blog = (input.blog?.blogPosts ?? [])
    .filter((post) => !post.metadata.unlisted)
    .map((post) => pageOf(post.metadata));

  return {files, latestSections, about, blog, otherVersions};
}
