/** What every part of a module page needs to know while it renders. */
import type {DocsVersion} from '../../../data/api-reference/types';
import type {ModuleFacts, ProtocolFacts} from '../../../data/protocol/types';
import type {TsTarget} from '../../reference/tsAnchors';
import {resolveApiLinks, type SymbolTarget} from '../../reference/links';
import type {Declaration} from './declarations';

export interface RenderContext {
  version: DocsVersion;
  /** The TypeScript reference of the same version, by exported name (for the counterpart links). */
  typescript: Map<string, TsTarget>;
  facts: ProtocolFacts;
  mod: ModuleFacts;
  file: string;
  symbols: Map<string, SymbolTarget>;
  /** The signature blocks rendered so far, in page order: each renderer adds the one it writes. */
  declarations: Declaration[];
}

export function paragraphs(texts: readonly string[] | undefined, ctx: RenderContext): string[] {
  return (texts ?? []).flatMap((text) => [resolveApiLinks(text, ctx.file), '']);
}
