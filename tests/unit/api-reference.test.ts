import {readFileSync} from 'node:fs';
import path from 'node:path';
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
import {apiCategories, apiModules, indexPage} from '../../src/data/api-reference';
import type {ApiFunction, ApiItem, ApiModule, DocsVersion} from '../../src/data/api-reference/types';
import {
  buildSymbolIndex,
  headingSlug,
  renderVersion,
  typeNames,
  VERSION_DIRS,
  VERSION_URL_PREFIX,
} from '../../scripts/api-reference/render';
import {DOCS_VERSIONS, findDrift, REPO_ROOT} from '../../scripts/api-reference/files';
import {parseRouteList, ROUTES_DIR} from '../support/routeManifest';

/** Names from Python, typing, pydantic and aiohttp: allowed in type expressions without a page of their own. */
const EXTERNAL_TYPES = new Set([
  'str', 'int', 'float', 'bool', 'dict', 'list', 'None', 'Any', 'Optional', 'List', 'Dict', 'Union', 'Literal', 'Type',
  'TypeVar', 'TypeAlias', 'Generic', 'Callable', 'AsyncGenerator', 'ABC', 'BaseModel', 'ValidationError', 'Exception',
  'ValueError', 'KeyError', 'TimeoutError', 'NotImplementedError', 'FileNotFoundError', 'AttributeError', 'aiohttp',
  'ClientResponseError', 'ClientError',
]);

const rendered: Record<DocsVersion, Map<string, string>> = {'1.0': renderVersion('1.0'), next: renderVersion('next')};

function functionsOf(item: ApiItem): ApiFunction[] {
  if (item.kind === 'function') return [item];
  if (item.kind === 'class') return item.methods ?? [];
  return [];
}

function typeExpressions(mod: ApiModule): string[] {
  const out: string[] = [];
  for (const item of mod.items) {
    if (item.kind === 'constant') out.push(item.type);
    if (item.kind === 'class') {
      out.push(...item.bases);
      for (const f of item.fields ?? []) out.push(f.type);
      for (const a of item.classAttributes ?? []) out.push(a.type);
    }
    for (const fn of functionsOf(item)) {
      out.push(fn.returns.type, ...fn.params.map((p) => p.type), ...(fn.raises ?? []).map((r) => r.type));
    }
  }
  return out;
}

/** Markdown without fenced code blocks, so links and prose can be checked. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

/** Heading anchors of a rendered page, as the Docusaurus slugger produces them (with -1, -2 for repeats). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of withoutFences(markdown).matchAll(/^#{2,6} (.+)$/gm)) {
    const base = headingSlug(match[1].replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
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

describe('API reference data', () => {
  it('documents 41 modules with unique routes, files and names', () => {
    expect(apiModules).toHaveLength(41);
    expect(new Set(apiModules.map((m) => m.route)).size).toBe(41);
    expect(new Set(apiModules.map((m) => m.file)).size).toBe(41);
    expect(() => buildSymbolIndex()).not.toThrow();
  });

  it.each(apiModules.map((m) => [m.module, m] as const))('%s has a purpose, a one-sentence description and a Python example', (_name, mod) => {
    expect(mod.purpose.length).toBeGreaterThan(0);
    for (const paragraph of mod.purpose) expect(paragraph.trim().length).toBeGreaterThan(40);
    expect(mod.description).toMatch(/^[^{}<]+\.$/);
    expect(mod.description).not.toMatch(/\.\s+[A-Z]/);
    expect(mod.items.length).toBeGreaterThan(0);
    expect(mod.examples.some((e) => e.language === 'python')).toBe(true);
    expect(mod.source).toMatch(/\.py$/);
  });

  it('gives every field, attribute, parameter, return value and exception a type and a description', () => {
    const problems: string[] = [];
    for (const mod of apiModules) {
      for (const item of mod.items) {
        const where = `${mod.module}.${item.name}`;
        if (item.kind === 'constant' && (!item.type || !item.description)) problems.push(where);
        if (item.kind === 'class') {
          if (item.summary.length === 0) problems.push(`${where}: summary`);
          for (const f of item.fields ?? []) {
            if (!f.type.trim() || !f.description.trim()) problems.push(`${where}.${f.name}`);
            if (f.required === (f.default !== undefined)) problems.push(`${where}.${f.name}: required and default disagree`);
          }
          for (const a of item.classAttributes ?? []) if (!a.type.trim() || !a.description.trim()) problems.push(`${where}.${a.name}`);
        }
        for (const fn of functionsOf(item)) {
          const fnWhere = `${where}.${fn.name}()`;
          if (fn.summary.length === 0) problems.push(`${fnWhere}: summary`);
          if (!fn.returns.type.trim() || !fn.returns.description.trim()) problems.push(`${fnWhere}: returns`);
          for (const p of fn.params) if (!p.type.trim() || !p.description.trim()) problems.push(`${fnWhere} ${p.name}`);
          for (const r of fn.raises ?? []) if (!r.type.trim() || !r.when.trim()) problems.push(`${fnWhere} raises`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names only documented types or known Python, typing, pydantic and aiohttp names', () => {
    const symbols = buildSymbolIndex();
    const unknown = new Set<string>();
    for (const mod of apiModules) {
      for (const expr of typeExpressions(mod)) {
        for (const name of typeNames(expr)) {
          if (!symbols.has(name) && !EXTERNAL_TYPES.has(name)) unknown.add(`${mod.module}: ${name} in ${expr}`);
        }
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it('keeps braces and angle brackets out of prose, where MDX would parse them', () => {
    const problems: string[] = [];
    for (const [file, content] of rendered.next) {
      if (!file.endsWith('.md')) continue;
      const body = withoutFences(content.replace(/^---\n[\s\S]*?\n---\n/, ''))
        .replace(/\{\/\* [^*]* \*\/\}/g, '')
        .replace(/`[^`\n]*`/g, '')
        .replace(/<\/?code>/g, '');
      const bad = body.match(/[{}<]/g);
      if (bad) problems.push(`${file}: ${bad.join('')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('rendered API pages', () => {
  it.each(DOCS_VERSIONS)('version %s: every relative link points to a generated page and an existing heading', (version) => {
    const pages = rendered[version];
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
  });

  it('links every documented type name in type cells to its page', () => {
    const page = rendered['1.0'].get('core/data/register_manual_response.md')!;
    expect(page).toContain('<code>[CallTemplate](./call_template.md#calltemplate)</code>');
    expect(page).toContain('<code>[UtcpManual](./utcp_manual.md#utcpmanual)</code>');
    const client = rendered.next.get('core/utcp_client.md')!;
    expect(client).toContain('<code>List\\[[RegisterManualResult](./data/register_manual_response.md#registermanualresult)\\]</code>');
  });

  it('serves exactly the /api and /next/api routes of the manifest', () => {
    const manifest = parseRouteList(readFileSync(path.join(ROUTES_DIR, 'api.txt'), 'utf8'));
    const served: string[] = [];
    for (const version of DOCS_VERSIONS) {
      for (const [file, content] of rendered[version]) {
        if (!file.endsWith('.md')) continue;
        const slug = frontMatterValue(content, 'slug')!;
        served.push(VERSION_URL_PREFIX[version] + slug.replace(/^\/api/, ''));
      }
    }
    expect(served).toHaveLength(84);
    expect(new Set(served)).toEqual(new Set(manifest));
  });

  it('gives every page a title, a description and the generated-file note', () => {
    for (const [file, content] of rendered['1.0']) {
      if (!file.endsWith('.md')) continue;
      expect(frontMatterValue(content, 'title'), file).toBeTruthy();
      expect(frontMatterValue(content, 'description'), file).toMatch(/\.$/);
      expect(content).toContain('{/* Generated by scripts/generate-api-docs.ts');
    }
  });

  it('renders the per-version note only in Next', () => {
    const withNote = apiModules.filter((m) => m.nextNote);
    expect(withNote.length).toBeGreaterThan(0);
    for (const mod of withNote) {
      expect(rendered.next.get(`${mod.file}.md`)).toContain(':::info[Changed in python-utcp 1.1]');
      expect(rendered['1.0'].get(`${mod.file}.md`)).not.toContain('Changed in python-utcp 1.1');
    }
    for (const mod of apiModules.filter((m) => !m.nextNote)) {
      expect(rendered.next.get(`${mod.file}.md`)).toBe(rendered['1.0'].get(`${mod.file}.md`));
    }
  });

  it('lists every module on the index page', () => {
    for (const version of DOCS_VERSIONS) {
      const index = rendered[version].get('index.md')!;
      for (const mod of apiModules) expect(index, mod.file).toContain(`](./${mod.file}.md)`);
    }
  });

  it('builds the sidebar: API Specification at position 8 with Core and Protocol plugins', () => {
    const root = JSON.parse(rendered['1.0'].get('_category_.json')!);
    expect(root).toMatchObject({label: indexPage.categoryLabel, position: 8, link: {type: 'doc', id: 'api/index'}});
    expect(root.label).toBe('API Specification');
    const top = apiCategories.filter((c) => !c.dir.includes('/')).map((c) => c.label);
    expect(top).toEqual(['Core', 'Protocol plugins']);
    for (const category of apiCategories) {
      expect(JSON.parse(rendered.next.get(`${category.dir}/_category_.json`)!)).toMatchObject({label: category.label});
    }
  });
});

describe('JSON examples', () => {
  beforeAll(() => {
    ensureCorePluginsInitialized();
    registerHttp();
  });

  const blocks = [...rendered['1.0']]
    .filter(([file]) => file.endsWith('.md'))
    .flatMap(([file, content]) => codeBlocks(content).filter((b) => b.lang === 'json').map((b) => ({file, ...b})));

  it('are plain JSON', () => {
    expect(blocks.length).toBeGreaterThan(20);
    for (const block of blocks) expect(() => JSON.parse(block.code), block.file).not.toThrow();
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
  it('equal the generator output (run npm run api:generate after changing the data)', () => {
    expect(findDrift()).toEqual([]);
  });

  it('live in the folders of both versions', () => {
    expect(VERSION_DIRS).toEqual({'1.0': 'versioned_docs/version-1.0/api', next: 'docs/api'});
    expect(readFileSync(path.join(REPO_ROOT, 'docs/api/index.md'), 'utf8')).toContain('slug: "/api"');
  });
});
