/**
 * Collects the pages the agent files are made of from the content the docs
 * and blog plugins loaded (the same sources the HTML pages are built from),
 * so the Markdown copies cannot drift from the site.
 *
 * The input types are Docusaurus' own, narrowed to the fields read here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {markdownPathFor} from '../../lib/markdownUrl';
import {expandPackageComponents} from '../../data/packagesMarkdown';
import {toPlainMarkdown, type LinkResolver} from './cleanMarkdown';
import type {AgentPage, AgentSection} from './render';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export type CollectedDoc = Pick<
  DocMetadata,
  'id' | 'title' | 'description' | 'permalink' | 'source' | 'unlisted' | 'frontMatter'
>;

export type CollectedVersion = Pick<LoadedVersion, 'versionName' | 'label' | 'isLast' | 'path' | 'sidebars'> & {
  docs: CollectedDoc[];
};

export type CollectedDocsContent = {loadedVersions: CollectedVersion[]};

export type CollectedBlogContent = {
  blogPosts: {
    metadata: Pick<BlogPost['metadata'], 'permalink' | 'title' | 'description' | 'source' | 'unlisted' | 'frontMatter'>;
  }[];
};

export type CollectInput = {
  siteDir: string;
  /** Like `https://utcp.io`, no trailing slash. */
  siteUrl: string;
  /** Docs plugin instances by id (`default`, `about`). */
  docs: {[pluginId: string]: CollectedDocsContent | undefined};
  blog?: CollectedBlogContent;
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
export function normalizePermalink(permalink: string): string {
  return permalink === '/' ? permalink : permalink.replace(/\/+$/, '') || '/';
}

function absoluteSource(siteDir: string, source: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/**
 * Resolves links the way the site does: `.md` files (relative, or `@site/…` for another docs
 * version) to their page, site paths to absolute URLs.
 */
export function makeLinkResolver(
  siteUrl: string,
  sourceFile: string,
  permalinkBySource: Map<string, string>,
  siteDir?: string,
): LinkResolver {
  return (url) => {
    if (EXTERNAL.test(url)) return url;
    const hashAt = url.search(/[?#]/);
    const target = hashAt === -1 ? url : url.slice(0, hashAt);
    const suffix = hashAt === -1 ? '' : url.slice(hashAt);
    if (target.startsWith('/')) return `${siteUrl}${target}${suffix}`;
    if (/\.mdx?$/.test(target)) {
      const file =
        siteDir !== undefined && target.startsWith('@site/')
          ? absoluteSource(siteDir, target)
          : path.resolve(path.dirname(sourceFile), decodeURI(target));
      const permalink = permalinkBySource.get(file);
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
      for (const doc of version.docs)
        permalinkBySource.set(absoluteSource(input.siteDir, doc.source), normalizePermalink(doc.permalink));
    }
  }
  for (const post of input.blog?.blogPosts ?? []) {
    permalinkBySource.set(
      absoluteSource(input.siteDir, post.metadata.source),
      normalizePermalink(post.metadata.permalink),
    );
  }

  const pageOf = (
    entry: Pick<CollectedDoc, 'permalink' | 'title' | 'description' | 'source' | 'frontMatter'>,
  ): AgentPage => {
    const file = absoluteSource(input.siteDir, entry.source);
    const markdown = toPlainMarkdown(expandPackageComponents(read(file)), {
      title: entry.title,
      description: hasDescription(entry.frontMatter) ? entry.description : undefined,
      resolveLink: makeLinkResolver(input.siteUrl, file, permalinkBySource, input.siteDir),
    });
    const page = {
      permalink: normalizePermalink(entry.permalink),
      title: entry.title,
      description: entry.description,
      markdown,
    };
    files.set(markdownPathFor(page.permalink), markdown);
    return page;
  };

  const collectVersion = (version: CollectedVersion): AgentSection[] => {
    const pages = new Map<string, AgentPage>();
    const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
    for (const doc of version.docs) pages.set(doc.id, pageOf(doc));

    const listed = new Set<string>();
    const generatedIndexPage = (category: Extract<SidebarItem, {type: 'category'}>): AgentPage | undefined => {
      const link = category.link;
      if (link?.type !== 'generated-index') return undefined;
      const children = category.items.flatMap((item) => {
        const doc = item.type === 'doc' || item.type === 'ref' ? docsById.get(item.id) : undefined;
        if (doc)
          return [{title: doc.title, permalink: normalizePermalink(doc.permalink), description: doc.description}];
        if (item.type !== 'category') return [];
        const childLink = item.link;
        if (childLink?.type === 'doc') {
          const linked = docsById.get(childLink.id);
          if (linked) {
            return [
              {title: item.label, permalink: normalizePermalink(linked.permalink), description: linked.description},
            ];
          }
        }
        if (childLink?.type === 'generated-index') {
          return [
            {
              title: childLink.title ?? item.label,
              permalink: normalizePermalink(childLink.permalink),
              description: childLink.description ?? '',
            },
          ];
        }
        return [];
      });
      const title = link.title ?? category.label;
      const description = link.description ?? '';
      const list = children
        .map(
          (child) =>
            `- [${child.title}](${input.siteUrl}${child.permalink})${child.description ? `: ${child.description}` : ''}`,
        )
        .join('\n');
      const markdown = `${[`# ${title}`, description ? `> ${description}` : '', list].filter(Boolean).join('\n\n')}\n`;
      const permalink = normalizePermalink(link.permalink);
      files.set(markdownPathFor(permalink), markdown);
      return {permalink, title, description, markdown};
    };

    const flatten = (items: readonly SidebarItem[]): AgentPage[] =>
      items.flatMap((item): AgentPage[] => {
        if ((item.type === 'doc' || item.type === 'ref') && !listed.has(item.id)) {
          const page = pages.get(item.id);
          const doc = docsById.get(item.id);
          if (!page || doc?.unlisted) return [];
          listed.add(item.id);
          return [page];
        }
        if (item.type === 'category') {
          const own: AgentPage[] = [];
          if (item.link?.type === 'doc' && !listed.has(item.link.id)) {
            const page = pages.get(item.link.id);
            if (page) {
              listed.add(item.link.id);
              own.push(page);
            }
          }
          const generated = generatedIndexPage(item);
          if (generated) own.push(generated);
          return [...own, ...flatten(item.items)];
        }
        return [];
      });

    const topLevel: AgentSection = {title: 'Docs', pages: []};
    const sections: AgentSection[] = [topLevel];
    for (const items of Object.values(version.sidebars)) {
      for (const item of items) {
        if (item.type === 'category') {
          sections.push({title: item.label, pages: flatten([item])});
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
      const home = sections
        .flatMap((section) => section.pages)
        .find((page) => page.permalink === normalizePermalink(version.path));
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
