import {mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {routeOf, writeSearchBundle} from '../../../src/plugins/search';
import {breadcrumbCategory, classifyPage, searchAttributes, searchMarkup} from '../../../src/plugins/search/pages';

const SITE_DIR = path.join(__dirname, '..', '..', '..');

function page(htmlClass: string, main: string): string {
  return `<!doctype html><html lang=en class="${htmlClass}"><head><title>t</title></head><body>
<nav class="navbar">Docs Blog navbarword</nav>
<div class=row><aside class="theme-doc-sidebar-container"><nav>sidebarword</nav></aside>
<main class=docMainContainer>${main}</main></div>
<footer class="footer">footerword</footer></body></html>`;
}

const docPage = (version: string, id: string, body: string) =>
  page(
    `docs-wrapper plugin-docs plugin-id-default docs-version-${version} docs-doc-page docs-doc-id-${id}`,
    `<article><nav class="theme-doc-breadcrumbs">breadcrumbword</nav>
     <div class="theme-doc-toc-mobile">tocword</div>
     <a type="text/markdown" href="/x.md">View as Markdown</a>
     <header><h1>${id}</h1></header>${body}
     <footer class="theme-doc-footer">editword</footer></article>
     <nav class="pagination-nav">paginationword</nav>`,
  );

describe('classifyPage', () => {
  it('files docs pages under their docs version, API reference apart', () => {
    expect(classifyPage('next/security.html', docPage('current', 'security', ''), '1.0')).toEqual({
      kind: 'guide',
      version: 'current',
      section: 'Docs',
    });
    expect(classifyPage('0.1.html', docPage('0.1', 'index', ''), '1.0')).toEqual({
      kind: 'guide',
      version: '0.1',
      section: 'Docs',
    });
    expect(classifyPage('api/core/utcp/data/tool.html', docPage('1.0', 'api/core/data/tool', ''), '1.0')).toEqual({
      kind: 'api',
      version: '1.0',
      section: 'API reference',
    });
  });

  it('searches about pages, blog posts, the registry and the Hall of Fame with the latest docs', () => {
    const about = page('docs-wrapper plugin-docs plugin-id-about docs-version-current docs-doc-page', '');
    expect(classifyPage('about/about-us.html', about, '1.0')).toEqual({kind: 'site', version: '1.0', section: 'About'});
    expect(classifyPage('about/RFC.html', about, '1.0')?.kind).toBe('rfc');
    expect(classifyPage('blog/x.html', page('blog-wrapper blog-post-page plugin-blog', ''), '1.0')).toEqual({
      kind: 'blog',
      version: '1.0',
      section: 'Blog',
    });
    expect(classifyPage('registry.html', page('plugin-pages plugin-id-default', ''), '1.0')).toEqual({
      kind: 'registry',
      version: '1.0',
      section: 'Registry',
    });
    expect(classifyPage('hall-of-fame.html', page('plugin-pages plugin-id-default', ''), '1.0')?.section).toBe(
      'Hall of Fame',
    );
  });

  it('leaves out lists, tags, redirects and other pages', () => {
    expect(classifyPage('blog.html', page('blog-wrapper blog-list-page plugin-blog', ''), '1.0')).toBeNull();
    expect(
      classifyPage('blog/tags/mcp.html', page('blog-wrapper blog-tags-post-list-page plugin-blog', ''), '1.0'),
    ).toBeNull();
    expect(
      classifyPage('docs.html', '<!doctype html><meta http-equiv="refresh" content="0; url=/">', '1.0'),
    ).toBeNull();
    expect(classifyPage('404.html', page('plugin-pages', ''), '1.0')).toBeNull();
  });

  it('gives API reference pages a lower weight', () => {
    expect(searchAttributes({kind: 'api', version: '1.0', section: 'API reference'})).toContain(
      'data-pagefind-weight="0.5"',
    );
    expect(searchAttributes({kind: 'guide', version: 'current', section: 'Docs'})).toBe(
      'data-pagefind-filter="version:current" data-pagefind-meta="section:Docs"',
    );
  });
});

describe('categories and pages for every version', () => {
  // As Docusaurus writes them (minified: unquoted attributes, no closing </li>).
  const breadcrumbs = (items: string) =>
    `<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs>` +
    `<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg></svg></a>${items}</ul></nav>`;

  it('reads the labels between the home link and the page itself', () => {
    const nested = breadcrumbs(
      '<li class=breadcrumbs__item><a class=breadcrumbs__link href=/0.1/for-tool-callers><span>For tool callers</span></a>' +
        '<li class=breadcrumbs__item><span class=breadcrumbs__link>Deeper</span>' +
        '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Tool repositories</span>',
    );
    expect(breadcrumbCategory(nested)).toBe('For tool callers / Deeper');
    const topLevel = breadcrumbs(
      '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Security</span>',
    );
    expect(breadcrumbCategory(topLevel)).toBeUndefined();
    expect(breadcrumbCategory('<main>no breadcrumbs</main>')).toBeUndefined();
  });

  it('gives a guide its category, not an API reference page', () => {
    const trail = breadcrumbs(
      '<li class=breadcrumbs__item><a class=breadcrumbs__link href=/next/protocols><span>Protocols</span></a>' +
        '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>File</span>',
    );
    const guide = page(
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-protocols/file',
      `<article>${trail}<h1>File</h1></article>`,
    );
    expect(classifyPage('next/protocols/file.html', guide, '1.0')).toEqual({
      kind: 'protocol',
      version: 'current',
      section: 'Docs',
      category: 'Protocols',
    });
    const api = guide.replace('docs-doc-id-protocols/file', 'docs-doc-id-api/plugins/file');
    expect(classifyPage('next/api/x.html', api, '1.0')).toEqual({
      kind: 'api',
      version: 'current',
      section: 'API reference',
    });
  });

  it('files about pages and blog posts under every docs version, so a reader of an older version finds them', () => {
    const versions = ['current', '1.1', '1.0', '0.1'];
    const about = page('docs-wrapper plugin-docs plugin-id-about docs-version-current docs-doc-page', '');
    expect(classifyPage('about/about-us.html', about, '1.1', versions)).toEqual({
      kind: 'site',
      version: '1.1',
      section: 'About',
      alsoFor: ['current', '1.0', '0.1'],
    });
    expect(classifyPage('about/RFC.html', about, '1.1', versions)?.alsoFor).toEqual(['current', '1.0', '0.1']);
    const post = page('blog-wrapper blog-post-page plugin-blog', '');
    expect(classifyPage('blog/x.html', post, '1.1', versions)?.alsoFor).toEqual(['current', '1.0', '0.1']);
  });

  it('files the standalone pages under every docs version', () => {
    const standalone = page('plugin-pages plugin-id-default', '');
    expect(classifyPage('validate.html', standalone, '1.0', ['current', '1.0', '0.1'])).toEqual({
      kind: 'site',
      version: '1.0',
      section: 'Validator',
      alsoFor: ['current', '0.1'],
    });
    expect(classifyPage('registry.html', standalone, '1.0', ['current', '1.0', '0.1'])).toEqual({
      kind: 'registry',
      version: '1.0',
      section: 'Registry',
      alsoFor: ['current', '0.1'],
    });
  });

  it('writes the kind, the category and the other versions as hidden elements of their own', () => {
    expect(searchMarkup({kind: 'protocol', version: 'current', section: 'Docs', category: 'Tools & "more"'})).toBe(
      '<span hidden data-pagefind-filter="kind:protocol"></span>' +
        '<span hidden data-pagefind-meta="category:Tools &amp; &quot;more&quot;"></span>',
    );
    expect(searchMarkup({kind: 'site', version: '1.0', section: 'Validator', alsoFor: ['current', '0.1']})).toBe(
      '<span hidden data-pagefind-filter="kind:site"></span>' +
        '<span hidden data-pagefind-filter="version:current"></span><span hidden data-pagefind-filter="version:0.1"></span>',
    );
    expect(searchMarkup({kind: 'guide', version: '1.0', section: 'Docs'})).toBe(
      '<span hidden data-pagefind-filter="kind:guide"></span>',
    );
  });
});

describe('routeOf', () => {
  it('maps built files to routes without .html', () => {
    expect(routeOf('index.html', '/')).toBe('/');
    expect(routeOf('protocols/http.html', '/')).toBe('/protocols/http');
    expect(routeOf('next/index.html', '/')).toBe('/next');
    expect(routeOf('blog/introducing-utcp.html', '/site/')).toBe('/site/blog/introducing-utcp');
  });
});

/** Reads every fragment of a written bundle (gzip-compressed JSON after a signature). */
function readFragments(
  bundle: string,
): {url: string; content: string; filters: Record<string, string[]>; meta: Record<string, string>}[] {
  const dir = path.join(bundle, 'fragment');
  return readdirSync(dir).map((name) => {
    const raw = gunzipSync(readFileSync(path.join(dir, name))).toString('utf8');
    return JSON.parse(raw.slice(raw.indexOf('{')));
  });
}

describe('writeSearchBundle', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'search-index-test-'));
    mkdirSync(path.join(outDir, 'next'));
    mkdirSync(path.join(outDir, 'blog'));
    writeFileSync(
      path.join(outDir, 'index.html'),
      docPage('1.0', 'index', '<h2 id="streaming">Streaming</h2><p>The streamable_http call template.</p>'),
    );
    writeFileSync(
      path.join(outDir, 'next', 'security.html'),
      docPage('current', 'security', '<p>Next streamable text.</p>'),
    );
    writeFileSync(
      path.join(outDir, 'next', 'file.html'),
      page(
        'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-protocols/file',
        '<article><nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item>' +
          '<a class=breadcrumbs__link href=/next/protocols><span>Protocols</span></a><li class="breadcrumbs__item ' +
          'breadcrumbs__item--active"><span class=breadcrumbs__link>File</span></ul></nav><h1>File</h1><p>Reads a manual.</p></article>',
      ),
    );
    writeFileSync(
      path.join(outDir, 'validate.html'),
      page('plugin-pages plugin-id-default', '<h1>Validate a manual</h1><p>Paste a manual.</p>'),
    );
    writeFileSync(path.join(outDir, 'blog.html'), page('blog-wrapper blog-list-page plugin-blog', '<p>listword</p>'));
    writeFileSync(
      path.join(outDir, 'blog', 'post.html'),
      page('blog-wrapper blog-post-page plugin-blog', '<article><h1>Post</h1><p>bloggy</p></article>'),
    );
  }, 60_000);

  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  it('writes one bundle with the indexed pages, their version filter and section, and the registry', async () => {
    const summary = await writeSearchBundle(outDir, {
      baseUrl: '/',
      siteDir: SITE_DIR,
      latestVersion: '1.0',
      allVersions: ['current', '1.0', '0.1'],
    });
    expect(summary.pagesByVersion).toEqual({'1.0': 3, current: 2});
    expect(summary.registryRecords).toBeGreaterThan(100);

    const bundleFiles = readdirSync(path.join(outDir, 'pagefind'));
    expect(bundleFiles).toEqual(
      expect.arrayContaining(['pagefind.js', 'wasm.en.pagefind', 'index', 'fragment', 'filter']),
    );
    // Pagefind's own interfaces are not shipped: the site has its own.
    expect(bundleFiles.filter((name) => /ui|highlight/.test(name))).toEqual([]);

    const fragments = readFragments(path.join(outDir, 'pagefind'));
    const byUrl = new Map(fragments.map((fragment) => [fragment.url, fragment]));
    expect(byUrl.get('/')?.filters).toEqual({version: ['1.0'], kind: ['guide']});
    expect(byUrl.get('/next/security')?.filters).toEqual({version: ['current'], kind: ['guide']});
    expect(byUrl.get('/next/file')?.filters.kind).toEqual(['protocol']);
    expect(byUrl.get('/blog/post')?.meta.section).toBe('Blog');
    // Pages outside the docs (validator, blog, registry entries) are found from every version; a guide
    // carries its sidebar category, out of its text.
    expect(byUrl.get('/validate')?.filters.version?.slice().sort()).toEqual(['0.1', '1.0', 'current']);
    expect(byUrl.get('/blog/post')?.filters.version?.slice().sort()).toEqual(['0.1', '1.0', 'current']);
    const registryEntry = [...byUrl.values()].find((fragment) => fragment.url.startsWith('/registry?q='));
    expect(registryEntry?.filters.version?.slice().sort()).toEqual(['0.1', '1.0', 'current']);
    expect(byUrl.get('/next/file')?.meta).toMatchObject({title: 'File', section: 'Docs', category: 'Protocols'});
    expect(byUrl.get('/next/file')?.content).not.toContain('Protocols');
    expect(byUrl.has('/blog')).toBe(false);
    expect([...byUrl.keys()].filter((url) => url.startsWith('/registry?q=')).length).toBe(summary.registryRecords);

    // Only reading matter: no navigation, sidebar, breadcrumbs, TOC, Markdown link, edit footer or pager.
    const home = byUrl.get('/')!.content;
    expect(home).toContain('streamable_http call template');
    for (const word of [
      'navbarword',
      'sidebarword',
      'breadcrumbword',
      'tocword',
      'View as Markdown',
      'editword',
      'paginationword',
      'footerword',
    ]) {
      expect(home).not.toContain(word);
    }
  }, 60_000);
});
