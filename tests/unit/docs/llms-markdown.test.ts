import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markdownPathFor} from '../../../src/lib/markdownUrl';
import {cleanFenceInfo, mdxToMarkdown, toPlainMarkdown} from '../../../src/plugins/llms/cleanMarkdown';
import {collectAgentPages, makeLinkResolver, type CollectedVersion} from '../../../src/plugins/llms/collect';
import {renderLlmsFull, renderLlmsTxt, withSource, type AgentPage} from '../../../src/plugins/llms/render';

describe('markdownPathFor', () => {
  it('appends .md to a page path and maps the root to /index.md', () => {
    expect(markdownPathFor('/protocols/http')).toBe('/protocols/http.md');
    expect(markdownPathFor('/next')).toBe('/next.md');
    expect(markdownPathFor('/')).toBe('/index.md');
    expect(markdownPathFor('')).toBe('/index.md');
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(markdownPathFor('/api/')).toBe('/api.md');
    expect(markdownPathFor('/protocols/http?_highlight=x#call-template-fields')).toBe('/protocols/http.md');
  });
});

describe('front matter', () => {
  it('removes a leading YAML block only; a later thematic break stays', () => {
    expect(mdxToMarkdown('---\ntitle: HTTP\ndescription: x\n---\n\n# HTTP\n')).toBe('# HTTP');
    expect(mdxToMarkdown('# HTTP\n\n---\n\ntext\n')).toBe('# HTTP\n\n---\n\ntext');
  });
});

describe('cleanFenceInfo', () => {
  it('keeps the language and a title, drops site-internal meta words', () => {
    expect(cleanFenceInfo('json partial')).toBe('json');
    expect(cleanFenceInfo('json legacy impl=python')).toBe('json');
    expect(cleanFenceInfo('python title="client.py" {3}')).toBe('python title="client.py"');
    expect(cleanFenceInfo('')).toBe('');
  });
});

describe('mdxToMarkdown', () => {
  it('drops ESM imports and exports, including multi-line ones', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'export const fields = [',
      "  'url',",
      '];',
      '',
      'Text after.',
    ].join('\n');
    expect(mdxToMarkdown(source)).toBe('Text after.');
  });

  it('keeps a prose line that merely contains the word import', () => {
    expect(mdxToMarkdown('Tools are registered when you\nimport a manual.')).toBe(
      'Tools are registered when you\nimport a manual.',
    );
  });

  it('removes MDX comments, inline and across lines, and the truncate marker', () => {
    const source = 'Intro.\n\n{/* truncate */}\n\nKept {/* hidden */} text.\n\n{/* a\nlong\ncomment */}\n\nEnd.';
    expect(mdxToMarkdown(source)).toBe('Intro.\n\nKept  text.\n\nEnd.');
  });

  it('turns tabs into labelled sections and keeps their code', () => {
    const source = [
      '<Tabs groupId="language">',
      '<TabItem value="python" label="Python">',
      '',
      '```python',
      'client = await UtcpClient.create(config=config)',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="typescript">',
      '',
      '```typescript',
      'const client = await UtcpClient.create(process.cwd(), config);',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(mdxToMarkdown(source)).toBe(
      [
        '**Python**',
        '',
        '```python',
        'client = await UtcpClient.create(config=config)',
        '```',
        '',
        '**typescript**',
        '',
        '```typescript',
        'const client = await UtcpClient.create(process.cwd(), config);',
        '```',
      ].join('\n'),
    );
  });

  it('handles a JSX tag whose attributes span several lines', () => {
    const source = '<TabItem\n  value="python"\n  label="Python (async)">\n\nText.\n\n</TabItem>';
    expect(mdxToMarkdown(source)).toBe('**Python (async)**\n\nText.');
  });

  it('drops other JSX component tags but keeps their text', () => {
    expect(mdxToMarkdown('<ProtocolTable />\n\nSee <Highlight color="teal">this</Highlight> field.')).toBe(
      'See this field.',
    );
  });

  it('never touches fenced code', () => {
    const source = [
      '```tsx',
      "import Tabs from '@theme/Tabs';",
      '<Tabs groupId="language" />',
      '{/* not a comment here */}',
      ':::note',
      '```',
      '',
      '~~~~md',
      '```',
      'still code \\{',
      '~~~~',
    ].join('\n');
    // remark-stringify writes every fence with backticks, longer than any run inside.
    expect(mdxToMarkdown(source)).toBe(source.replace(/^~~~~/gm, '````'));
  });

  it('turns admonitions into block quotes, with a title and nested code', () => {
    const source = [
      ':::warning[Secrets]',
      'Keep `API_KEY` out of the manual.',
      '',
      '```bash',
      'export API_KEY=sk',
      '```',
      ':::',
      '',
      'After.',
    ].join('\n');
    expect(mdxToMarkdown(source)).toBe(
      [
        '> **Warning: Secrets**',
        '>',
        '> Keep `API_KEY` out of the manual.',
        '>',
        '> ```bash',
        '> export API_KEY=sk',
        '> ```',
        '',
        'After.',
      ].join('\n'),
    );
    expect(mdxToMarkdown(':::tip Fast path\nUse the CLI.\n:::')).toBe('> **Tip: Fast path**\n>\n> Use the CLI.');
    expect(mdxToMarkdown(':::note\nPlain.\n:::')).toBe('> **Note**\n>\n> Plain.');
    // Colons that remark-directive reads as directives stay text, as Docusaurus shows them.
    expect(mdxToMarkdown('Use key:value pairs, not ::marker.')).toBe('Use key:value pairs, not ::marker.');
  });

  it('removes heading ids and MDX escapes outside code', () => {
    expect(mdxToMarkdown('## Call template fields {#call-template-fields}')).toBe('## Call template fields');
    expect(mdxToMarkdown('## Fields \\{#fields\\}')).toBe('## Fields');
    expect(mdxToMarkdown('Use \\{name\\} placeholders, not `\\{name\\}`.')).toBe(
      'Use {name} placeholders, not `\\{name\\}`.',
    );
  });

  it('rewrites link targets through the resolver, but not inside code', () => {
    const resolve = (url: string) => (url.startsWith('http') ? url : `https://utcp.io/X${url}`);
    expect(mdxToMarkdown('[HTTP](./http.md#auth) and ![logo](/img/logo.svg "UTCP") and `[a](b)`', resolve)).toBe(
      '[HTTP](https://utcp.io/X./http.md#auth) and ![logo](https://utcp.io/X/img/logo.svg "UTCP") and `[a](b)`',
    );
    expect(mdxToMarkdown('[spec]: /about/RFC', resolve)).toBe('[spec]: https://utcp.io/X/about/RFC');
  });

  it('keeps HTML as written and trims the spaces dropped components leave', () => {
    expect(mdxToMarkdown('<dl>\n  <dt>Site</dt>\n</dl>\n\n**Bases:** <code>List\\[str\\]</code>.')).toBe(
      '<dl>\n  <dt>Site</dt>\n</dl>\n\n**Bases:** <code>List\\[str]</code>.',
    );
    expect(mdxToMarkdown('Use a header there. {/* source: a.py:1 */} {/* b.py:2 */}\n\n<Ref />')).toBe(
      'Use a header there.',
    );
  });

  it('resolves links whose text is code, keeps blank lines inside code, and writes tables with --- delimiters', () => {
    const resolve = (url: string) => `https://utcp.io${url}`;
    expect(mdxToMarkdown('[`UtcpClient`](/api/client)', resolve)).toBe('[`UtcpClient`](https://utcp.io/api/client)');
    const python = '```python\nimport asyncio\n\n\nasync def main() -> None:\n    pass\n```';
    expect(mdxToMarkdown(python)).toBe(python);
    expect(mdxToMarkdown('| Field | Type |\n|-------|------|\n| `url` | string |')).toBe(
      '| Field | Type |\n| --- | --- |\n| `url` | string |',
    );
  });

  it('collapses the blank lines left behind', () => {
    expect(mdxToMarkdown("import A from 'a';\n\n\n\n<A />\n\n\n\nText.\n\n\n\nMore.")).toBe('Text.\n\nMore.');
  });
});

describe('toPlainMarkdown', () => {
  const source = '---\ntitle: HTTP\ndescription: Call REST APIs.\n---\n\nimport X from "x";\n\nBody text.\n';

  it('adds the title and description when the body has no heading', () => {
    expect(toPlainMarkdown(source, {title: 'HTTP', description: 'Call REST APIs.'})).toBe(
      '# HTTP\n\n> Call REST APIs.\n\nBody text.\n',
    );
  });

  it("keeps the body's own h1 and does not repeat a description the body already says", () => {
    expect(
      toPlainMarkdown('# HTTP protocol\n\nCall REST APIs.\n', {title: 'HTTP', description: 'Call REST APIs.'}),
    ).toBe('# HTTP protocol\n\nCall REST APIs.\n');
    expect(toPlainMarkdown('# HTTP protocol\n\nText.\n', {title: 'HTTP', description: 'Call REST APIs.'})).toBe(
      '# HTTP protocol\n\n> Call REST APIs.\n\nText.\n',
    );
  });
});

describe('makeLinkResolver', () => {
  const siteDir = '/site';
  const map = new Map([
    [path.resolve('/site/versioned_docs/version-1.0/protocols/http.md'), '/protocols/http'],
    [path.resolve('/site/versioned_docs/version-1.0/index.md'), '/'],
  ]);
  const resolve = makeLinkResolver(
    'https://utcp.io',
    path.join(siteDir, 'versioned_docs/version-1.0/protocols/sse.md'),
    map,
  );

  it("maps an explicit link to another version (@site/…) to that version's page", () => {
    const fromNext = makeLinkResolver('https://utcp.io', path.join(siteDir, 'docs/protocols/sse.md'), map, siteDir);
    expect(fromNext('@site/versioned_docs/version-1.0/protocols/http.md#auth')).toBe(
      'https://utcp.io/protocols/http#auth',
    );
  });

  it('maps relative .md links to the page URL and keeps the anchor', () => {
    expect(resolve('./http.md#security-considerations')).toBe('https://utcp.io/protocols/http#security-considerations');
    expect(resolve('../index.md')).toBe('https://utcp.io/');
  });

  it('makes site paths absolute and leaves external, anchor and unknown links alone', () => {
    expect(resolve('/security')).toBe('https://utcp.io/security');
    expect(resolve('https://github.com/universal-tool-calling-protocol')).toBe(
      'https://github.com/universal-tool-calling-protocol',
    );
    expect(resolve('mailto:team@example.org')).toBe('mailto:team@example.org');
    expect(resolve('#call-template-fields')).toBe('#call-template-fields');
    expect(resolve('./missing.md')).toBe('./missing.md');
  });
});

describe('collectAgentPages', () => {
  const sources: {[file: string]: string} = {
    '/site/versioned_docs/version-1.0/index.md':
      '---\nslug: /\ntitle: Introduction\n---\n\n# Introduction\n\nSee [HTTP](./protocols/http.md).\n',
    '/site/versioned_docs/version-1.0/protocols/http.md':
      '---\ntitle: HTTP\ndescription: Call REST APIs.\n---\n\nBody.\n',
    '/site/versioned_docs/version-1.0/api/index.md': '---\ntitle: API reference\n---\n\nReference.\n',
    '/site/docs/index.md': '---\ntitle: Introduction\n---\n\nNext intro.\n',
    '/site/about/RFC.md': '---\ntitle: RFC\n---\n\nThe RFC.\n',
    '/site/blog/2025-07-15-introducing-utcp.md': '---\ntitle: Introducing UTCP\n---\n\nPost.\n',
  };
  const doc = (id: string, source: string, permalink: string, title: string, description = '') => ({
    id,
    title,
    description,
    permalink,
    source: `@site/${source}`,
    unlisted: false,
    frontMatter: description ? {description} : {},
  });
  const latest: CollectedVersion = {
    versionName: '1.0',
    label: '1.0',
    isLast: true,
    path: '/',
    docs: [
      doc('index', 'versioned_docs/version-1.0/index.md', '/', 'Introduction', 'Intro.'),
      doc(
        'protocols/http',
        'versioned_docs/version-1.0/protocols/http.md',
        '/protocols/http',
        'HTTP',
        'Call REST APIs.',
      ),
      doc('api/index', 'versioned_docs/version-1.0/api/index.md', '/api/', 'API reference'),
    ],
    sidebars: {
      tutorialSidebar: [
        {type: 'doc', id: 'index'},
        {
          type: 'category',
          label: 'Protocols',
          collapsed: true,
          collapsible: true,
          link: {
            type: 'generated-index',
            slug: '/protocols',
            permalink: '/protocols',
            title: 'Protocols',
            description: 'Every transport.',
          },
          items: [{type: 'doc', id: 'protocols/http'}],
        },
      ],
    },
  };
  const next: CollectedVersion = {
    versionName: 'current',
    label: 'Next',
    isLast: false,
    path: '/next',
    docs: [doc('index', 'docs/index.md', '/next/', 'Introduction')],
    sidebars: {tutorialSidebar: [{type: 'doc', id: 'index'}]},
  };
  const collected = collectAgentPages({
    siteDir: '/site',
    siteUrl: 'https://utcp.io',
    docs: {
      default: {loadedVersions: [next, latest]},
      about: {
        loadedVersions: [
          {
            versionName: 'current',
            label: 'Next',
            isLast: true,
            path: '/about',
            docs: [doc('RFC', 'about/RFC.md', '/about/RFC', 'RFC')],
            sidebars: {aboutSidebar: [{type: 'doc', id: 'RFC'}]},
          },
        ],
      },
    },
    blog: {
      blogPosts: [
        {
          metadata: {
            permalink: '/blog/introducing-utcp',
            title: 'Introducing UTCP',
            description: 'Post.',
            source: '@site/blog/2025-07-15-introducing-utcp.md',
            unlisted: false,
            frontMatter: {},
          },
        },
      ],
    },
    readSource: (file) => {
      const text = sources[file];
      if (text === undefined) throw new Error(`unexpected read of ${file}`);
      return text;
    },
  });

  it('writes a .md copy of every doc of every version, the generated index, about and blog', () => {
    expect([...collected.files.keys()].sort()).toEqual([
      '/about/RFC.md',
      '/api.md',
      '/blog/introducing-utcp.md',
      '/index.md',
      '/next.md',
      '/protocols.md',
      '/protocols/http.md',
    ]);
    expect(collected.files.get('/index.md')).toBe(
      '# Introduction\n\n> Intro.\n\nSee [HTTP](https://utcp.io/protocols/http).\n',
    );
    expect(collected.files.get('/api.md')).toBe('# API reference\n\nReference.\n');
    expect(collected.files.get('/protocols.md')).toBe(
      '# Protocols\n\n> Every transport.\n\n- [HTTP](https://utcp.io/protocols/http): Call REST APIs.\n',
    );
  });

  it('groups the latest version by sidebar, with pages outside the sidebar under Docs', () => {
    expect(
      collected.latestSections.map((section) => [section.title, section.pages.map((page) => page.permalink)]),
    ).toEqual([
      ['Docs', ['/', '/api']],
      ['Protocols', ['/protocols', '/protocols/http']],
    ]);
    expect(collected.about.map((page) => page.permalink)).toEqual(['/about/RFC']);
    expect(collected.blog.map((page) => page.permalink)).toEqual(['/blog/introducing-utcp']);
    expect(collected.otherVersions.map(({label, page}) => [label, page.permalink])).toEqual([['Next', '/next']]);
  });
});

describe('renderLlmsTxt and renderLlmsFull', () => {
  const page = (permalink: string, title: string, description: string): AgentPage => ({
    permalink,
    title,
    description,
    markdown: `# ${title}\n\n${description}\n`,
  });
  const sections = [
    {title: 'Docs', pages: [page('/', 'Introduction', 'What UTCP is.')]},
    {title: 'Protocols', pages: [page('/protocols/http', 'HTTP [REST]', 'Call REST\nAPIs.')]},
    {title: 'Empty', pages: []},
  ];

  it('follows the llms.txt layout: title, summary, details, link sections, optional', () => {
    const text = renderLlmsTxt({
      title: 'Universal Tool Calling Protocol (UTCP)',
      summary: 'A standard.',
      details: ['Append .md to any page URL.'],
      sections,
      optional: [{title: 'Everything', url: 'https://utcp.io/llms-full.txt', description: 'one file'}],
      linkFor: (p) => `https://utcp.io${markdownPathFor(p.permalink)}`,
    });
    expect(text).toBe(
      [
        '# Universal Tool Calling Protocol (UTCP)',
        '',
        '> A standard.',
        '',
        'Append .md to any page URL.',
        '',
        '## Docs',
        '',
        '- [Introduction](https://utcp.io/index.md): What UTCP is.',
        '',
        '## Protocols',
        '',
        '- [HTTP \\[REST\\]](https://utcp.io/protocols/http.md): Call REST APIs.',
        '',
        '## Optional',
        '',
        '- [Everything](https://utcp.io/llms-full.txt): one file',
        '',
      ].join('\n'),
    );
  });

  it('joins full pages with their source URL under each heading', () => {
    expect(withSource('# HTTP\n\nBody.', 'https://utcp.io/protocols/http')).toBe(
      '# HTTP\n\nSource: https://utcp.io/protocols/http\n\nBody.',
    );
    const full = renderLlmsFull({
      title: 'UTCP docs',
      summary: 'A standard.',
      details: [],
      pages: sections.flatMap((section) => section.pages),
      sourceFor: (p) => `https://utcp.io${p.permalink}`,
    });
    expect(full).toContain(
      '---\n\n# Introduction\n\nSource: https://utcp.io/\n\nWhat UTCP is.\n\n---\n\n# HTTP [REST]',
    );
    expect(full.endsWith('\n')).toBe(true);
  });
});
