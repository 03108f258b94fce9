/**
 * Every Docusaurus file this site replaces, rewrites at build time or copies
 * into src/theme, pinned by the version it was written against and the
 * sha256 of the upstream file. The build (./index.ts) fails naming the file
 * when an upgrade changes one: the patch or copy beside it must then be
 * reviewed against the new upstream file and this table updated.
 */
export type UpstreamChange = 'replaced' | 'rewritten' | 'copied' | 'wrapped';

export interface UpstreamFile {
  /** npm package the file belongs to. */
  readonly package: string;
  /** Path of the file inside the package. */
  readonly file: string;
  readonly version: string;
  readonly sha256: string;
  readonly change: UpstreamChange;
  /** Our file or plugin that depends on the upstream file's exact content. */
  readonly ours: string;
  /** What upstream would have to offer for our change to go away. */
  readonly upstream: string;
}

const DOCUSAURUS_VERSION = '3.10.2';

export const UPSTREAM_FILES: readonly UpstreamFile[] = [
  {
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    version: DOCUSAURUS_VERSION,
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    change: 'wrapped',
    ours: 'src/clientModules/prefetchOnIntent.ts',
    upstream:
      'an option to turn off the viewport prefetch of <Link> added by facebook/docusaurus#1375 (prefetch on hover only)',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'lib/prism-include-languages.js',
    version: DOCUSAURUS_VERSION,
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    change: 'replaced',
    ours: 'src/plugins/prismOnDemand',
    upstream:
      'Prism grammars loaded per block rather than at start-up; facebook/docusaurus#1879 (configurable languages) was closed without it',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'src/theme/Tabs/index.tsx',
    version: DOCUSAURUS_VERSION,
    sha256: '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8',
    change: 'copied',
    ours: 'src/theme/Tabs/index.tsx',
    upstream: 'Tabs that keep the server-rendered selection through hydration instead of remounting',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'src/theme/Tabs/styles.module.css',
    version: DOCUSAURUS_VERSION,
    sha256: '8beb34df100a7916b71f23af7a88f8df7efdcb06c60beb49513e37dc9c1bd4eb',
    change: 'copied',
    ours: 'src/theme/Tabs/styles.module.css',
    upstream: 'goes with the Tabs copy',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'src/theme/CodeBlock/index.tsx',
    version: DOCUSAURUS_VERSION,
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    change: 'copied',
    ours: 'src/theme/CodeBlock/index.tsx',
    upstream:
      'a CodeBlock without the `key={String(isBrowser)}` remount when the colour mode cannot switch; facebook/docusaurus#5349 removed other such keys',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'src/theme/CodeBlock/Content/String.tsx',
    version: DOCUSAURUS_VERSION,
    sha256: '76e8e89a5336d05d474fde11ea8c1f2a3ee43f5313fa34914b395614b93f3d53',
    change: 'copied',
    ours: 'src/theme/CodeBlock/Content',
    upstream:
      'code blocks that keep the build-time highlighting while hydrating and load Prism on demand; facebook/docusaurus#1879 (configurable Prism languages) was closed without it',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'src/theme/CodeBlock/Content/styles.module.css',
    version: DOCUSAURUS_VERSION,
    sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
    change: 'copied',
    ours: 'src/theme/CodeBlock/Content/styles.module.css',
    upstream: 'goes with the CodeBlock/Content copy',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'src/theme/BlogListPage/index.tsx',
    version: DOCUSAURUS_VERSION,
    sha256: 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
    change: 'copied',
    ours: 'src/theme/BlogListPage/index.tsx',
    upstream: 'a blog list page whose structured data can be turned off',
  },
  {
    package: '@docusaurus/theme-common',
    file: 'lib/contexts/announcementBar.js',
    version: DOCUSAURUS_VERSION,
    sha256: '8ffa6d2783f3e394f78c7c6a520f80cb83ae1d7282f0a824ba6ee1f66124ff98',
    change: 'wrapped',
    ours: 'src/theme/AnnouncementBar/index.tsx',
    upstream:
      'an announcement bar that clears the dismissed flag of its start-up script when it re-opens for a new id (our wrapper reads the internal useAnnouncementBar)',
  },
  {
    package: '@docusaurus/theme-classic',
    file: 'lib/inlineScripts.js',
    version: DOCUSAURUS_VERSION,
    sha256: 'b95f604573af22461f74bd7f4335d5196aabb77053ad559656b31f5ff19b7b8f',
    change: 'wrapped',
    ours: 'src/theme/AnnouncementBar/index.tsx',
    upstream:
      'goes with the AnnouncementBar row: the wrapper resets the data-announcement-bar-initially-dismissed flag this script sets',
  },
];
