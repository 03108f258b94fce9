import {describe, expect, it} from 'vitest';
import {checkSnippets, type SnippetVersion} from '../support/tsSnippets';

const VERSIONS: SnippetVersion[] = ['1.0', 'next'];

describe.each(VERSIONS)('TypeScript blocks of the %s docs compile against their UTCP packages', (version) => {
  const results = checkSnippets(version);

  it('finds the blocks', () => {
    expect(results.length).toBeGreaterThanOrEqual(15);
  });

  it.each(results.map((result) => [`${result.block.file}:${result.block.line}`, result]))('%s', (_label, result) => {
    expect(result.errors).toEqual([]);
    if (version === '1.0') {
      // @utcp/mcp 1.1.3 compiles against the 1.0 types but fails at run time beside @utcp/sdk 1.0.16.
      expect(result.block.content, 'a 1.0 block that imports @utcp/mcp must be marked sdk=1.1').not.toMatch(/['"]@utcp\/mcp['"]/);
    }
  });
});
