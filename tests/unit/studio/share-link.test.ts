import {describe, expect, it, vi} from 'vitest';
import {clearlyTooLong, MAX_LINK_CHARS, shareLink, shareLinkFor} from '../../../src/lib/studio/shareLink';
import {decodeState, type StudioState} from '../../../src/lib/studio/urlState';

const base = 'https://utcp.io/studio';

describe('share links of the Studio', () => {
  it('holds a small state that decodes back', () => {
    const state = {line: 'next' as const, manual: '{"tools": []}\n', tool: 'a'};
    const link = shareLink(base, state);
    expect(link.fits).toBe(true);
    if (link.fits) expect(decodeState(new URL(link.url).hash)).toEqual({...state, openapi: undefined});
  });

  it('refuses a state whose link would pass the limit', () => {
    // Random-looking text compresses badly, like a large real manual's.
    let seed = 7;
    const words = Array.from({length: 6000}, () => {
      seed = (seed * 48271) % 2147483647;
      return seed.toString(36);
    });
    const link = shareLink(base, {line: '1.0', manual: JSON.stringify(words)});
    expect(link.fits).toBe(false);
    if (!link.fits) expect(link.length).toBeGreaterThan(MAX_LINK_CHARS);
  });

  it('skips compressing what cannot fit', () => {
    expect(clearlyTooLong({line: '1.0', manual: 'x'.repeat(MAX_LINK_CHARS * 10 + 1)})).toBe(true);
    expect(clearlyTooLong({line: '1.0', manual: 'x'.repeat(1000)})).toBe(false);
  });
});

describe('share links from the page', () => {
  it('answers a state clearly too long without asking the worker to compress it', async () => {
    const compress = vi.fn(async () => ({fits: true as const, url: base}));
    const state = {line: '1.0' as const, manual: 'x'.repeat(MAX_LINK_CHARS * 10 + 1)};
    await expect(shareLinkFor(base, state, compress)).resolves.toEqual({fits: false, length: state.manual.length});
    expect(compress).not.toHaveBeenCalled();
  });

  it('asks the worker for a state that may fit', async () => {
    const compress = vi.fn(async (at: string, state: StudioState) => shareLink(at, state));
    const state = {line: '1.0' as const, manual: '{"tools": []}\n'};
    const link = await shareLinkFor(base, state, compress);
    expect(compress).toHaveBeenCalledWith(base, state);
    expect(link.fits).toBe(true);
  });
});
