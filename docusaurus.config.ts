import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {community, contactMailto, organization, siteRepository} from './src/config/site';
import llmsPlugin from './src/plugins/llms';
import searchPlugin from './src/plugins/search';
import serverRenderFlagPlugin from './src/plugins/serverRenderFlag';
import prismOnDemandPlugin from './src/plugins/prismOnDemand';
import routeListPlugin from './src/plugins/routeList';
import {docsVersionsOptions, LATEST_VERSION, releaseAnnouncement} from './src/config/versions';
import {versionRedirects} from './src/config/versionRedirects';
import upstreamDriftPlugin from './src/plugins/upstreamDrift';
import remarkTableLabels from './src/plugins/remarkTableLabels';
import remarkBehaviourTables from './src/plugins/remarkBehaviourTables';
import behaviourPlugin from './src/plugins/behaviour';

const blogDescription = 'News, engineering notes and opinions from the Universal Tool Calling Protocol project';

/**
 * Dracula, with comments lightened from #6272a4 to meet the WCAG AA contrast
 * ratio (4.5:1) on its #282a36 background.
 */
const codeThemeDark = {
  ...prismThemes.dracula,
  styles: prismThemes.dracula.styles.map((entry) =>
    entry.types.includes('comment') ? {...entry, style: {...entry.style, color: '#a4acd0'}} : entry,
  ),
};

/** A footer column: label → a path of this site (`/...`, a `to` link) or any other URL (`href`). */
function footerColumn(title: string, links: Record<string, string>) {
  const items = Object.entries(links).map(([label, target]) =>
    target.startsWith('/') ? {label, to: target} : {label, href: target},
  );
  return {title, items};
}

const config: Config = {
  title: 'Universal Tool Calling Protocol (UTCP)',
  tagline:
    'A modern, flexible, and scalable standard for defining and interacting with tools across a wide variety of communication protocols',
  favicon: 'img/favicon.svg',

  url: 'https://utcp.io',
  baseUrl: '/',
  trailingSlash: false,
  organizationName: organization.login,
  projectName: siteRepository.name,

  future: {
    v4: true,
    // Rspack, SWC and Lightning CSS; `npm run bench -- --without-faster` measures the difference.
    faster: process.env.UTCP_FASTER !== '0',
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: siteRepository.editBaseUrl,
          showLastUpdateTime: true,
          remarkPlugins: [remarkTableLabels, remarkBehaviourTables],
          lastVersion: LATEST_VERSION,
          versions: docsVersionsOptions(),
        },
        blog: {
          showReadingTime: true,
          remarkPlugins: [remarkTableLabels, remarkBehaviourTables],
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'UTCP Blog',
            description: blogDescription,
            copyright: `Copyright © 2025 UTCP contributors. Licensed under Apache 2.0.`,
            xslt: false,
          },
          blogTitle: 'Blog',
          blogDescription,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          editUrl: siteRepository.editBaseUrl,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  // Links load their route on hover, touch or click, not when they scroll into view.
  clientModules: ['./src/clientModules/prefetchOnIntent.ts'],

  plugins: [
    // The build fails when a Docusaurus file that the plugins below patch or src/theme copies has changed.
    upstreamDriftPlugin,
    // process.env.UTCP_SERVER_RENDER: whether code runs in the build's server bundle.
    serverRenderFlagPlugin,
    // Prism is loaded with the first code block that needs tokenizing, not on every page start.
    prismOnDemandPlugin,
    // /llms.txt, /llms-full.txt and a .md copy of every page, from the docs and blog sources.
    llmsPlugin,
    // Offline search: a Pagefind index of the built pages, /pagefind/, the search box that loads it on first use
    // (@theme/SearchBar) and the marking of a result's words (?pagefind-highlight=) on the page it opens.
    searchPlugin,
    // /route-list.json: every page's path, for the not-found page's suggestions.
    routeListPlugin,
    // /behaviour (every key of data/behaviour, filterable) and /behaviour/index.json (the whole dataset).
    behaviourPlugin,
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'about',
        path: 'about',
        routeBasePath: 'about',
        sidebarPath: './aboutSidebars.ts',
        editUrl: siteRepository.editBaseUrl,
        showLastUpdateTime: true,
        remarkPlugins: [remarkTableLabels, remarkBehaviourTables],
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          {from: '/docs', to: '/'},
          {from: ['/RFC', '/rfc'], to: '/about/RFC'},
          {from: ['/contributing', '/CONTRIBUTING'], to: '/about/contributing'},
          {from: '/about', to: '/about/about-us'},
          // Pages that left the latest version when a newer one was cut keep their URL (npm run version:cut).
          ...versionRedirects(),
        ],
      } satisfies RedirectOptions,
    ],
  ],

  themeConfig: {
    image: 'img/utcp-social-card.png',
    announcementBar: {
      // The id changes with the latest version: readers who closed the old message see the new one.
      ...releaseAnnouncement(),
      backgroundColor: '#134e4a',
      textColor: '#f0fdfa',
      isCloseable: true,
    },
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:site_name', content: 'Universal Tool Calling Protocol (UTCP)'},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: 'UTCP logo and the words Universal Tool Calling Protocol'},
      {name: 'twitter:image:alt', content: 'UTCP logo and the words Universal Tool Calling Protocol'},
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    mermaid: {
      theme: {light: 'default', dark: 'dark'},
      // The dark theme's grey edge-label background fails WCAG AA behind its light text.
      options: {themeVariables: {edgeLabelBackground: '#1b1f24'}},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    navbar: {
      // Long reference pages on phones keep more of the screen for text.
      hideOnScroll: true,
      title: 'UTCP',
      logo: {
        alt: 'UTCP logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
        {to: '/registry', label: 'Tool Registry', position: 'left'},
        // Plain links: a `doc` item resolves its doc from the plugin's data on every render.
        {to: '/about/RFC', label: 'RFC', position: 'left'},
        {to: '/about/about-us', label: 'About Us', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'custom-githubFollowers', position: 'right'},
        {
          href: community.discordUrl,
          label: 'Discord',
          position: 'right',
          'aria-label': 'UTCP community on Discord',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        footerColumn('Docs', {
          Overview: '/',
          'Implementation guide': '/implementation',
          'For tool providers': '/for-tool-providers',
          'UTCP vs MCP': '/utcp-vs-mcp',
        }),
        footerColumn('Community', {
          Discord: community.discordUrl,
          'GitHub organisation': organization.url,
          Issues: siteRepository.issuesUrl,
          Discussions: siteRepository.discussionsUrl,
        }),
        footerColumn('Specification', {
          'Specification repository': siteRepository.url,
          Releases: siteRepository.releasesUrl,
          'API reference': '/api',
        }),
        footerColumn('Resources', {
          Blog: '/blog',
          'Tool Registry': '/registry',
          'Manual validator': '/validate',
          'UTCP Studio': '/studio',
          'JSON Schemas': '/json-schema',
          'Migration 0.1 to 1.0': '/migration-v0.1-to-v1.0',
        }),
        footerColumn('About', {
          'About us': '/about/about-us',
          'Hall of Fame': '/hall-of-fame',
          RFC: '/about/RFC',
          'Contact the Founders': contactMailto,
          Impressum: '/about/impressum',
        }),
      ],
      copyright: `Copyright © 2025 Universal Tool Calling Protocol contributors. Licensed under Apache 2.0.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: codeThemeDark,
      // prism-react-renderer already ships JSON, Python, TypeScript, Go and YAML.
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
