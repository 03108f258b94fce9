import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {findTsDrift} from '../../../scripts/ts-api/files';
import {
  buildTsIndex,
  pythonCounterpart,
  renderTsType,
  renderTsVersion,
  symbolHeading,
  TS_URL_PREFIX,
  TS_VERSION_DIRS,
} from '../../../scripts/ts-api/render';
import {camelCase, compareVersion, normalizeDefault} from '../../../scripts/ts-api/parity';
import {loadTsFacts, TS_FACTS_VERSIONS} from '../../../data/ts-api';

describe('TypeScript API pages', () => {
  it('equal the generator output (run npm run ts-api:generate after npm run ts-api:extract)', () => {
    expect(findTsDrift()).toEqual([]);
  }, 60_000);

  it('cover the eight packages of both versions', () => {
    for (const version of TS_FACTS_VERSIONS) {
      expect(
        loadTsFacts(version)
          .packages.map((p) => p.name)
          .sort(),
      ).toEqual([
        '@utcp/cli',
        '@utcp/direct-call',
        '@utcp/dotenv-loader',
        '@utcp/file',
        '@utcp/http',
        '@utcp/mcp',
        '@utcp/sdk',
        '@utcp/text',
      ]);
    }
    expect(loadTsFacts('1.0').packages.find((p) => p.name === '@utcp/sdk')?.version).toBe('1.0.16');
    expect(loadTsFacts('next').packages.find((p) => p.name === '@utcp/sdk')?.version).toBe('1.1.2');
  });

  it('give every exported symbol a heading on its package page, and the Exports table a link to it', () => {
    for (const version of TS_FACTS_VERSIONS) {
      const files = renderTsVersion(version);
      for (const pkg of loadTsFacts(version).packages) {
        const page = files.get(`${pkg.dir}.md`)!;
        const headings = new Set(page.split('\n').filter((line) => line.startsWith('### ')));
        for (const symbol of pkg.symbols) {
          expect(headings.has(`### ${symbolHeading(symbol)}`), `${version} ${pkg.name} ${symbol.name}`).toBe(true);
          expect(page).toContain(`| [\`${symbol.name}\`](#`);
        }
      }
    }
  });

  it('parse as MDX: types with braces and angle brackets are escaped outside code', () => {
    const reader = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);
    const failures: string[] = [];
    for (const version of TS_FACTS_VERSIONS) {
      for (const [file, content] of renderTsVersion(version)) {
        if (!file.endsWith('.md')) continue;
        try {
          reader.parse(content);
        } catch (error) {
          failures.push(`${version} ${file}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(() => reader.parse('| a | Promise<T> |')).toThrow();
  }, 120_000);

  it('are an index, a parity page and one page a package, each at the URL its version gives it', () => {
    const expected = TS_FACTS_VERSIONS.flatMap((version) => [
      TS_URL_PREFIX[version],
      `${TS_URL_PREFIX[version]}/parity`,
      ...loadTsFacts(version).packages.map((pkg) => `${TS_URL_PREFIX[version]}/${pkg.dir}`),
    ]).sort();
    const served: string[] = [];
    for (const version of TS_FACTS_VERSIONS) {
      for (const [file, content] of renderTsVersion(version)) {
        if (!file.endsWith('.md')) continue;
        served.push(
          `${TS_URL_PREFIX[version]!.replace(/\/api\/typescript$/, '')}${/^slug: "(.*)"$/m.exec(content)![1]}`,
        );
      }
    }
    expect(served.sort()).toEqual(expected);
    for (const version of TS_FACTS_VERSIONS) {
      for (const [file, content] of renderTsVersion(version)) {
        if (!file.endsWith('.md')) continue;
        const slug = /^slug: "(.*)"$/m.exec(content)![1];
        expect(
          `${TS_URL_PREFIX[version]!.replace(/\/api\/typescript$/, '')}${slug}`,
          `${TS_VERSION_DIRS[version]}/${file}`,
        ).toBe(file === 'index.md' ? TS_URL_PREFIX[version] : `${TS_URL_PREFIX[version]}/${file.replace(/\.md$/, '')}`);
      }
    }
  });
});

describe('renderTsType', () => {
  const index = buildTsIndex(loadTsFacts('next'));

  it('links exported names to their entry and escapes MDX-sensitive characters', () => {
    expect(renderTsType('Promise<Tool[]> | {a: string}', 'typescript/http', index)).toBe(
      '<code>Promise&#60;[Tool](./core.md#tool)\\[\\]&#62; \\| &#123;a: string&#125;</code>',
    );
  });

  it('prefers the symbol of the page being rendered when several packages export the name', () => {
    const local = new Map([['register', {file: 'typescript/http', anchor: 'register', pkg: '@utcp/http'}]]);
    expect(renderTsType('register', 'typescript/http', index, local)).toBe('<code>[register](#register)</code>');
  });
});

describe('pythonCounterpart', () => {
  const python = new Map([['HttpCallTemplate', {file: 'plugins/http/http_call_template', anchor: 'httpcalltemplate'}]]);

  it('matches the same name, or the model a ...Schema constant validates', () => {
    expect(pythonCounterpart('HttpCallTemplate', python)?.name).toBe('HttpCallTemplate');
    expect(pythonCounterpart('HttpCallTemplateSchema', python)?.name).toBe('HttpCallTemplate');
    expect(pythonCounterpart('HttpCommunicationProtocol', python)).toBeNull();
  });
});

describe('parity', () => {
  it('matches snake_case to camelCase and compares defaults across the two spellings', () => {
    expect(camelCase('get_required_variables_for_registered_tool')).toBe('getRequiredVariablesForRegisteredTool');
    expect(normalizeDefault('"GET"')).toBe(normalizeDefault("'GET'"));
    expect(normalizeDefault('True')).toBe(normalizeDefault('true'));
    expect(normalizeDefault('30.0')).toBe(normalizeDefault('30'));
    expect(normalizeDefault('None')).toBeNull();
    expect(normalizeDefault("'a'")).not.toBe(normalizeDefault("'b'"));
  });

  it('pairs the client classes and lists the renamed methods', () => {
    const client = compareVersion('next').pairs.find((p) => p.python === 'UtcpClient')!;
    expect(client.renamed).toContainEqual(['call_tool', 'callTool']);
    expect(client.renamed).toContainEqual(['search_tools', 'searchTools']);
  });

  it('reports the call_template_type default that Python fills in and the Zod schema requires', () => {
    const http = compareVersion('next').pairs.find((p) => p.python === 'HttpCallTemplate')!;
    expect(http.defaults).toContainEqual({field: 'call_template_type', python: '"http"', typescript: '(none)'});
  });
});
