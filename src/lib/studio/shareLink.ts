/**
 * How long a shared Studio link may be. The state travels in the fragment
 * (lz-string, see urlState.ts); Chromium cuts addresses at 2 MiB and failed to
 * open a 5.1 M-character Studio link (issue 37), while mail, chat and
 * bookmark tools cut much shorter ones. 32,000 characters keeps a margin
 * under all of them; a larger state is kept as a local draft and shared as a
 * file or as the address of its source instead.
 */
import {encodeState, type StudioState} from './urlState';

export const MAX_LINK_CHARS = 32_000;

export type ShareLink = {fits: true; url: string} | {fits: false; length: number};

/** The link to `base` (origin and path) that holds `state`, when it stays within MAX_LINK_CHARS. */
export function shareLink(base: string, state: StudioState): ShareLink {
  const url = `${base}#${encodeState(state)}`;
  return url.length <= MAX_LINK_CHARS ? {fits: true, url} : {fits: false, length: url.length};
}

/**
 * A cheap upper bound that skips compressing texts which cannot fit: lz-string
 * rarely shrinks JSON below a tenth, so a state ten times the limit never fits.
 */
export function clearlyTooLong(state: StudioState): boolean {
  return state.manual.length + (state.openapi?.length ?? 0) > MAX_LINK_CHARS * 10;
}

/**
 * The link for `state`, compressed by `compress` only when it might fit: a
 * state clearly too long is answered from its length, so the Studio's worker
 * never spends seconds compressing a many-megabyte manual for a link that
 * cannot be.
 */
export async function shareLinkFor(
  base: string,
  state: StudioState,
  compress: (base: string, state: StudioState) => Promise<ShareLink>,
): Promise<ShareLink> {
  if (clearlyTooLong(state)) return {fits: false, length: state.manual.length};
  return compress(base, state);
}
