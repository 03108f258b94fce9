import {readFileSync} from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  AuthSerializer,
  CallTemplateSerializer,
  ensureCorePluginsInitialized,
  ToolSerializer,
  UtcpClientConfigSerializer,
  UtcpManualSerializer,
} from '@utcp/sdk';
import {register as registerHttp} from '@utcp/http';
import {apiCategories, apiPages, indexPage} from '../../../data/api-reference';
import type {DocsVersion, PageProse} from '../../../data/api-reference/types';
import {findModule, loadFacts} from '../../../data/protocol';
import {pagesOf, renderVersion, VERSION_DIRS} from '../../../scripts/api-reference/render';
import {findDrift, REPO_ROOT} from '../../../scripts/api-reference/files';
import {renderTsVersion} from '../../../scripts/ts-api/render';
import {
  DOCS_VERSIONS,
  documentedModules,
  missingProse,
  unknownProseNames,
} from '../../../scripts/api-reference/coverage';
import {publicMethods} from '../../../scripts/api-reference/render/conventions';
import {versionDocsDir} from '../../../src/config/versionPins';

const rendered: Record<DocsVersion, Map<string, string>> = Object.fromEntries(
  DOCS_VERSIONS.map((version) => [version, renderVersion(version)]),
);

/** Markdown without fenced code blocks, so links, headings and prose can be checked. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

function headingsOf(markdown: string): {level: number; text: string}[] {
  return [...withoutFences(markdown).matchAll(/^(#{1,6}) (.+)$/gm)].map((m) => ({level: m[1].length, text: m[2]}));
}

/**
 * Heading anchors of a page as Docusaurus makes them (github-slugger, -1/-2 for repeats); an explicit
 * id (`{/* #id *\/}`, the TypeScript reference's members) is taken as is and leaves the slugger alone.
 */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    headingsOf(markdown).map((h) => {
      const explicit = /\{\/\* #(\S+) \*\/\}$/.exec(h.text);
      return explicit ? explicit[1] : slugger.slug(h.text.replace(/`/g, ''));
    }),
  );
}

function frontMatterValue(markdown: string, key: string): string | undefined {
  const match = markdown.match(new RegExp(`^${key}: (.+)$`, 'm'));
  return match ? JSON.parse(match[1]) : undefined;
}

function codeBlocks(markdown: string): {lang: string; meta: string[]; code: string}[] {
  return [...markdown.matchAll(/^```(\S*)([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1],
    meta: m[2].trim().split(/\s+/).filter(Boolean),
    code: m[3],
  }));
}

function pageOf(version: DocsVersion, module: string): string {
  const page = apiPages.find((p) => p.module === module)!;
  return rendered[version].get(`${page.file}.md`)!;
}

describe('API reference prose', () => {
  it('names only items that exist in the extracted facts', () => {
    expect(unknownProseNames()).toEqual([]);
  });

  it('fails when prose names an item the facts lack', () => {
    const tool = apiPages.find((p) => p.module === 'utcp.data.tool')!;
    const broken: PageProse = {
      ...tool,
      classes: {...tool.classes, Tool: {summary: ['x'], fields: {no_such_field: 'x'}}, Gadget: {summary: ['x']}},
    };
    expect(unknownProseNames([broken])).toEqual(['utcp.data.tool.Tool.no_such_field', 'utcp.data.tool.Gadget']);
  });

  it.each(DOCS_VERSIONS)('version %s: every public item, field and parameter has prose', (version) => {
    expect(missingProse(version)).toEqual([]);
  });

  it.each(apiPages.map((p) => [p.module, p] as const))(
    '%s has a purpose, a one-sentence description and a Python example',
    (_name, page) => {
      expect(page.purpose.length).toBeGreaterThan(0);
      for (const paragraph of page.purpose) expect(paragraph.trim().length).toBeGreaterThan(40);
      expect(page.description).toMatch(/^[^{}<]+\.$/);
      expect(page.description).not.toMatch(/\.\s+[A-Z]/);
      expect(page.examples.some((e) => e.language === 'python')).toBe(true);
    },
  );

  it('has unique routes and files', () => {
    expect(new Set(apiPages.map((p) => p.route)).size).toBe(apiPages.length);
    expect(new Set(apiPages.map((p) => p.file)).size).toBe(apiPages.length);
  });
});

describe('coverage of the source', () => {
  it.each(DOCS_VERSIONS)(
    'version %s: every public item of core and the documented plugins has its heading',
    (version) => {
      const missing: string[] = [];
      for (const mod of documentedModules(version)) {
        const page = pageOf(version, mod.name);
        if (!page) {
          missing.push(`${mod.name}: no page`);
          continue;
        }
        const headings = new Set(headingsOf(page).map((h) => h.text));
        for (const cls of mod.classes.filter((c) => c.public)) {
          if (!headings.has(`\`${cls.name}\``)) missing.push(`${mod.name}.${cls.name}`);
          for (const method of publicMethods(cls))
            if (!headings.has(`\`${method.name}()\``)) missing.push(`${mod.name}.${cls.name}.${method.name}`);
        }
        for (const fn of mod.functions.filter((f) => f.public))
          if (!headings.has(`\`${fn.name}()\``)) missing.push(`${mod.name}.${fn.name}`);
        for (const c of mod.constants) if (!headings.has(`\`${c.name}\``)) missing.push(`${mod.name}.${c.name}`);
      }
      expect(missing).toEqual([]);
    },
  );

  it('documents the websocket plugin in both versions and the file plugin only in Next', () => {
    const files = (version: DocsVersion) => pagesOf(version).map((p) => p.page.file);
    expect(files('1.0')).toContain('plugins/websocket/websocket_communication_protocol');
    expect(files('next')).toContain('plugins/websocket/websocket_communication_protocol');
    expect(files('1.0')).not.toContain('plugins/file/file_call_template');
    expect(files('next')).toContain('plugins/file/file_call_template');
    expect(files('next')).toContain('core/python_specific_tooling/tool_decorator');
  });
});

describe('facts on the pages', () => {
  it("takes package versions and the commit from each version's facts", () => {
    expect(pageOf('1.0', 'utcp_http.http_call_template')).toContain('- **Package:** `utcp-http` 1.0.5');
    expect(pageOf('next', 'utcp_http.http_call_template')).toContain('- **Package:** `utcp-http` 1.1.11');
    expect(pageOf('1.0', 'utcp.data.tool')).toContain(
      `at python-utcp \`${loadFacts('1.0').source.commit.slice(0, 7)}\``,
    );
    expect(pageOf('next', 'utcp.data.tool')).toContain(
      `at python-utcp \`${loadFacts('next').source.commit.slice(0, 7)}\``,
    );
    expect(rendered.next.get('index.md')).toContain('| `utcp-file` | 1.1.0 |');
    expect(rendered['1.0'].get('index.md')).not.toContain('utcp-file');
  });

  it("builds field tables from the version's facts", () => {
    const row = '| `allowed_communication_protocols` |';
    expect(pageOf('next', 'utcp.data.call_template')).toContain(row);
    expect(pageOf('1.0', 'utcp.data.call_template')).not.toContain(row);
    expect(pageOf('next', 'utcp_cli.cli_call_template')).toContain('| `inherit_env_vars` |');
    expect(pageOf('next', 'utcp_text.text_call_template')).toContain('| `content` |');
    expect(pageOf('1.0', 'utcp_text.text_call_template')).toContain('| `file_path` |');
    expect(pageOf('next', 'utcp.data.tool')).toContain('| `examples` |');
  });

  it('shows parameters the source leaves unannotated as such', () => {
    const page = pageOf('1.0', 'utcp_http.http_communication_protocol');
    expect(page).toContain('| `caller` | not annotated | required |');
    expect(page).not.toMatch(/caller: UtcpClient/);
  });

  it('computes Changed since 1.0 in Next only', () => {
    const next = pageOf('next', 'utcp.data.call_template');
    expect(next).toContain('## Changed since 1.0');
    expect(next).toContain('- Added field `CallTemplate.allowed_communication_protocols: Optional[List[str]] = None`.');
    expect(next).toContain('- `utcp` version 1.0.4 → 1.1.3.');
    expect(pageOf('next', 'utcp_http.openapi_converter')).toContain('- Added constant `OPENAPI_OPERATION_METHODS`.');
    expect(pageOf('next', 'utcp_file.file_call_template')).toContain(
      'The module `utcp_file.file_call_template` is new',
    );
    for (const [file, content] of rendered['1.0'])
      if (file.endsWith('.md')) expect(content, file).not.toContain('Changed since 1.0');
    for (const {page} of pagesOf('next'))
      expect(rendered.next.get(`${page.file}.md`), page.file).toContain('## Changed since 1.0');
  });

  it('explains the allowed_communication_protocols checks of the Next client', () => {
    expect(pageOf('next', 'utcp.implementations.utcp_client_implementation')).toMatch(
      /allowed_communication_protocols[\s\S]*raise `ValueError`/,
    );
  });

  it('lists the registrations of each plugin register() from the source', () => {
    const page = pageOf('1.0', 'utcp_websocket');
    expect(page).toContain('| `register_call_template()` | `"websocket"` |');
    expect(findModule(loadFacts('1.0'), 'utcp_websocket')!.functions[0].registrations).toHaveLength(2);
  });
});

describe('rendered API pages', () => {
  it.each(DOCS_VERSIONS)(
    'version %s: every relative link points to a generated page and an existing heading',
    (version) => {
      // The TypeScript pages (api/typescript) are linked from and link to these pages: check both ways.
      const typescript = [...renderTsVersion(version)].map(([f, c]) => [`typescript/${f}`, c] as [string, string]);
      const pages = new Map([...rendered[version], ...typescript]);
      const anchors = new Map([...pages].filter(([f]) => f.endsWith('.md')).map(([f, c]) => [f, anchorsOf(c)]));
      const broken: string[] = [];
      for (const [file, content] of pages) {
        if (!file.endsWith('.md')) continue;
        for (const match of withoutFences(content).matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = match[1];
          if (/^https?:\/\//.test(target)) continue;
          const [rel, anchor] = target.split('#');
          const targetFile = rel === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel));
          if (!anchors.has(targetFile)) broken.push(`${file} -> ${target} (no page)`);
          else if (anchor && !anchors.get(targetFile)!.has(anchor)) broken.push(`${file} -> ${target} (no heading)`);
        }
        expect(content).not.toMatch(/\]\(api:/);
      }
      expect(broken).toEqual([]);
    },
  );

  it.each(DOCS_VERSIONS)('version %s: headings go h2 → h3 without skipping a level', (version) => {
    const problems: string[] = [];
    for (const [file, content] of rendered[version]) {
      if (!file.endsWith('.md')) continue;
      let previous = 1;
      for (const h of headingsOf(content)) {
        if (h.level > previous + 1) problems.push(`${file}: ${h.text}`);
        previous = h.level;
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps braces and angle brackets out of prose, where MDX would parse them', () => {
    const problems: string[] = [];
    for (const version of DOCS_VERSIONS) {
      for (const [file, content] of rendered[version]) {
        if (!file.endsWith('.md')) continue;
        const body = withoutFences(content.replace(/^---\n[\s\S]*?\n---\n/, ''))
          .replace(/\{\/\* [^*]* \*\/\}/g, '')
          .replace(/``[^`\n]*``|`[^`\n]*`/g, '')
          .replace(/<\/?code>/g, '');
        const bad = body.match(/[{}<]/g);
        if (bad) problems.push(`${version} ${file}: ${bad.join('')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every page a title, a description and the generated-file note', () => {
    for (const version of DOCS_VERSIONS) {
      for (const [file, content] of rendered[version]) {
        if (!file.endsWith('.md')) continue;
        expect(frontMatterValue(content, 'title'), file).toBeTruthy();
        expect(frontMatterValue(content, 'description'), file).toMatch(/\.$/);
        expect(content).toContain('{/* Generated by scripts/generate-api-docs.ts');
      }
    }
  });

  it('lists every page of the version on its index page', () => {
    for (const version of DOCS_VERSIONS) {
      const index = rendered[version].get('index.md')!;
      for (const {page} of pagesOf(version)) expect(index, page.file).toContain(`](./${page.file}.md)`);
    }
  });

  it('builds the sidebar: API Specification at position 8 with Core and Protocol plugins', () => {
    const root = JSON.parse(rendered['1.0'].get('_category_.json')!);
    expect(root).toMatchObject({label: indexPage.categoryLabel, position: 8, link: {type: 'doc', id: 'api/index'}});
    expect(apiCategories.filter((c) => !c.dir.includes('/')).map((c) => c.label)).toEqual(['Core', 'Protocol plugins']);
    expect(rendered['1.0'].has('plugins/file/_category_.json')).toBe(false);
    expect(JSON.parse(rendered.next.get('plugins/file/_category_.json')!)).toMatchObject({label: 'File'});
  });
});

describe('JSON examples', () => {
  beforeAll(() => {
    ensureCorePluginsInitialized();
    registerHttp();
  });

  const jsonBlocks = (version: DocsVersion) =>
    [...rendered[version]]
      .filter(([file]) => file.endsWith('.md'))
      .flatMap(([file, content]) =>
        codeBlocks(content)
          .filter((b) => b.lang === 'json')
          .map((b) => ({file, ...b})),
      );
  const blocks = jsonBlocks('1.0');

  it.each(DOCS_VERSIONS)('are plain JSON in version %s', (version) => {
    expect(jsonBlocks(version).length).toBeGreaterThan(20);
    for (const block of jsonBlocks(version)) expect(() => JSON.parse(block.code), block.file).not.toThrow();
  });

  it('are accepted by the TypeScript 1.0 SDK unless marked impl=python', () => {
    const failures: string[] = [];
    for (const block of blocks.filter((b) => !b.meta.includes('impl=python'))) {
      const value = JSON.parse(block.code);
      try {
        if ('utcp_version' in value && 'tools' in value) new UtcpManualSerializer().validateDict(value);
        else if ('tool_call_template' in value) new ToolSerializer().validateDict(value);
        else if ('call_template_type' in value) new CallTemplateSerializer().validateDict(value);
        else if ('auth_type' in value) new AuthSerializer().validateDict(value);
        else new UtcpClientConfigSerializer().validateDict(value);
      } catch (error) {
        failures.push(`${block.file}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('committed pages', () => {
  it('equal the generator output (run npm run api:generate after changing the prose or the facts)', () => {
    expect(findDrift()).toEqual([]);
  });

  it('live in the folders of both versions', () => {
    expect(VERSION_DIRS).toEqual(
      Object.fromEntries(DOCS_VERSIONS.map((version) => [version, `${versionDocsDir(version)}/api`])),
    );
    expect(readFileSync(path.join(REPO_ROOT, 'docs/api/index.md'), 'utf8')).toContain('slug: "/api"');
  });
});
