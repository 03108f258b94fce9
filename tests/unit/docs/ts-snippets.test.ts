import {describe, expect, it} from 'vitest';
import type {CodeBlock} from '../../support/docExamples/extract';
import {checkBlocks, checkSnippets, SNIPPET_VERSIONS} from '../../support/tsSnippets';

describe.each(SNIPPET_VERSIONS)('TypeScript blocks of the %s docs compile against their UTCP packages', (version) => {
  const results = checkSnippets(version);

  it('finds the blocks', () => {
    // The count per version goes to the output: a version cut with `npm run version:cut` shows here.
    console.log(`TypeScript snippets, ${version}: ${results.length} blocks type-checked`);
    expect(results.length).toBeGreaterThanOrEqual(15);
  });

  it.each(results.map((result) => [`${result.block.file}:${result.block.line}`, result]))('%s', (_label, result) => {
    expect(result.errors).toEqual([]);
    if (version === '1.0') {
      // @utcp/mcp 1.1.3 compiles against the 1.0 types but fails at run time beside @utcp/sdk 1.0.16.
      expect(result.block.content, 'a 1.0 block that imports @utcp/mcp must be marked sdk=1.1').not.toMatch(
        /['"]@utcp\/mcp['"]/,
      );
    }
  });
});

describe('the snippet checker', () => {
  const block = (content: string, partial = false, line = 10): CodeBlock => ({
    file: 'x.md',
    line,
    lang: 'typescript',
    meta: partial ? ['partial'] : [],
    partial,
    legacy: false,
    impl: 'both',
    metaErrors: [],
    content,
  });

  it('reports a misspelled SDK method with the page line, and accepts a partial block that uses `client`', () => {
    const [wrong, partial] = checkBlocks('1.0', [
      block(
        "import { UtcpClient } from '@utcp/sdk';\nconst c = await UtcpClient.create(process.cwd());\nawait c.callTol('a.b', {});",
      ),
      block(
        "const tools = await client.searchTools('issue', 5);\nconsole.log(tools.map((tool) => tool.name));",
        true,
        20,
      ),
    ]);
    expect(wrong.errors).toHaveLength(1);
    expect(wrong.errors[0]).toMatch(/^x\.md:13 TS2551: Property 'callTol' does not exist/);
    expect(partial.errors).toEqual([]);
  }, 60_000);

  it('resolves @utcp/* to the packages of each line (OAuth2UserAuth exists only in @utcp/sdk 1.1)', () => {
    const source = "import type { OAuth2UserAuth } from '@utcp/sdk';\nexport type Auth = OAuth2UserAuth;";
    expect(checkBlocks('next', [block(source)])[0].errors).toEqual([]);
    expect(checkBlocks('1.0', [block(source)])[0].errors.join(' ')).toMatch(/TS2305|TS2724/);
  }, 60_000);
});
