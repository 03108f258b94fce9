import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/icuFreeStartup/codeUnitCompareLoader.js') as (
  this: {getOptions(): {expected: number}; resourcePath: string},
  source: string,
) => string;

function run(source: string, expected: number): string {
  return loader.call({getOptions: () => ({expected}), resourcePath: 'upstream.js'}, source);
}

describe('codeUnitCompareLoader', () => {
  it('rewrites the calls of both pinned upstream files', () => {
    const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const files = [
      require.resolve('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
      path.join(themeCommonLib, 'utils', 'reactUtils.js'),
    ];
    for (const file of files) {
      const output = run(readFileSync(file, 'utf8'), 1);
      expect(output, file).not.toContain('localeCompare');
    }
  });

  it('orders ASCII strings as localeCompare does for the paths and keys it sees', () => {
    const sortWith = (source: string) => new Function('values', `return values.sort((a, b) => ${source});`);
    const rewritten = sortWith(run('a.localeCompare(b)', 1));
    const upstream = sortWith('a.localeCompare(b)');
    const paths = ['/', '/about', '/next', '/0.1', '/about/RFC', 'navbar', 'items', 'activeItem'];
    expect(rewritten([...paths])).toEqual(upstream([...paths]));
    const descending = sortWith(run('b[1].path.localeCompare(a[1].path)', 1));
    expect(
      descending([
        [0, {path: '/'}],
        [1, {path: '/about'}],
      ]).map((entry: [number]) => entry[0]),
    ).toEqual([1, 0]);
  });

  it('fails the build when an upgrade changes the number of calls', () => {
    expect(() => run('x.localeCompare(y); z.localeCompare(w)', 1)).toThrow(
      /expected 1 localeCompare call\(s\), found 2/,
    );
    expect(() => run('const nothing = 1;', 1)).toThrow(/found 0/);
  });
});
