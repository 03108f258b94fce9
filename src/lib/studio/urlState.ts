/**
 * The studio's state in the URL fragment, compressed with lz-string so that
 * a whole manual fits in a link: `/studio#s=<compressed JSON>`. The fragment
 * never reaches a server.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {STUDIO_LINES, type StudioLine} from './utcpLine';

export interface StudioState {
  line: StudioLine;
  /** The manual in the editor, as typed. */
  manual: string;
  /** The OpenAPI document in the import panel, when there is one. */
  openapi?: string;
  /** The selected tool. */
  tool?: string;
}

const PREFIX = 's=';

export function encodeState(state: StudioState): string {
  const compact: Record<string, string> = {l: state.line, m: state.manual};
  if (state.openapi) compact.o = state.openapi;
  if (state.tool) compact.t = state.tool;
  return PREFIX + compressToEncodedURIComponent(JSON.stringify(compact));
}

/** Reads a fragment (with or without `#`); undefined when it holds no valid state. */
export function decodeState(hash: string): StudioState | undefined {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(PREFIX)) return undefined;
  const json = decompressFromEncodedURIComponent(fragment.slice(PREFIX.length));
  if (!json) return undefined;
  try {
    const compact = JSON.parse(json) as Record<string, unknown>;
    if (typeof compact.m !== 'string') return undefined;
    const line = STUDIO_LINES.includes(compact.l as StudioLine) ? (compact.l as StudioLine) : '1.0';
    return {
      line,
      manual: compact.m,
      openapi: typeof compact.o === 'string' ? compact.o : undefined,
      tool: typeof compact.t === 'string' ? compact.t : undefined,
    };
  } catch {
    return undefined;
  }
}
