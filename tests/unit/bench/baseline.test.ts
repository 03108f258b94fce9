import {describe, expect, it} from 'vitest';
import {baselinePagePath} from '../../../scripts/bench/baseline';

describe('bench:compare baseline pages', () => {
  it('maps our home to the bare site home', () => {
    expect(baselinePagePath('/')).toBe('/');
  });

  it('maps a blog post to the bare site welcome post', () => {
    expect(baselinePagePath('/blog/introducing-utcp')).toBe('/blog/welcome');
    expect(baselinePagePath('/blog/introducing-utcp/')).toBe('/blog/welcome');
    expect(baselinePagePath('/blog/tags')).toBe('/docs/intro');
  });

  it('maps any docs, API or other page to the bare site intro doc', () => {
    expect(baselinePagePath('/protocols/http')).toBe('/docs/intro');
    expect(baselinePagePath('/api/core/utcp/data/tool')).toBe('/docs/intro');
    expect(baselinePagePath('/registry')).toBe('/docs/intro');
  });
});
