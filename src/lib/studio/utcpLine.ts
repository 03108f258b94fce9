/**
 * The UTCP TypeScript packages of each docs line, loaded on demand so that
 * only the studio's route downloads them: @utcp/http 1.0 with @utcp/sdk 1.0
 * for version 1.0, @utcp/http 1.1 with @utcp/sdk 1.1 for Next.
 */
export type StudioLine = '1.0' | 'next';

export const STUDIO_LINES: readonly StudioLine[] = ['1.0', 'next'];

export const LINE_PACKAGES: Record<StudioLine, {http: string; sdk: string}> = {
  '1.0': {http: '@utcp/http 1.0.13', sdk: '@utcp/sdk 1.0.16'},
  next: {http: '@utcp/http 1.1.11', sdk: '@utcp/sdk 1.1.2'},
};

export interface ConvertedManual {
  utcp_version?: string;
  manual_version?: string;
  tools: Array<Record<string, unknown> & {name: string}>;
}

export interface AxiosLikeConfig {
  method?: string;
  url?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: unknown;
  auth?: {username: string; password: string};
}

export interface HttpProtocol {
  callTool(caller: unknown, toolName: string, args: Record<string, unknown>, template: unknown): Promise<unknown>;
  _axiosInstance: {
    defaults: {adapter?: unknown};
    getUri(config: AxiosLikeConfig): string;
  };
}

export interface Substitutor {
  substitute<T>(value: T, config: {variables?: Record<string, string>}, namespace?: string): Promise<T>;
  findRequiredVariables(value: unknown, namespace?: string): string[];
}

export interface UtcpHttpLine {
  OpenApiConverter: new (
    spec: Record<string, unknown>,
    options?: {specUrl?: string; callTemplateName?: string},
  ) => {convert(): ConvertedManual};
  HttpCommunicationProtocol: new () => HttpProtocol;
  /** The streaming protocols: their callTool is what a client runs for these templates. */
  StreamableHttpCommunicationProtocol: new () => StreamingProtocol;
  SseCommunicationProtocol: new () => StreamingProtocol;
  DefaultVariableSubstitutor: new () => Substitutor;
}

export interface StreamingProtocol {
  callTool(caller: unknown, toolName: string, args: Record<string, unknown>, template: unknown): Promise<unknown>;
}

/** The classes the studio uses, from one line's @utcp/http and @utcp/sdk modules (typed here by their shape). */
function lineOf([http, sdk]: [object, object]): UtcpHttpLine {
  const {OpenApiConverter, HttpCommunicationProtocol, StreamableHttpCommunicationProtocol, SseCommunicationProtocol} =
    http as Record<string, unknown>;
  const {DefaultVariableSubstitutor} = sdk as Record<string, unknown>;
  return {
    OpenApiConverter,
    HttpCommunicationProtocol,
    StreamableHttpCommunicationProtocol,
    SseCommunicationProtocol,
    DefaultVariableSubstitutor,
  } as UtcpHttpLine;
}

const LOADERS: Record<StudioLine, () => Promise<UtcpHttpLine>> = {
  '1.0': async () => lineOf(await Promise.all([import('@utcp/http'), import('@utcp/sdk')])),
  next: async () => lineOf(await Promise.all([import('utcp-http-11'), import('utcp-sdk-11')])),
};

const cache = new Map<StudioLine, Promise<UtcpHttpLine>>();

export function loadLine(line: StudioLine): Promise<UtcpHttpLine> {
  let pending = cache.get(line);
  if (!pending) {
    pending = LOADERS[line]();
    cache.set(line, pending);
  }
  return pending;
}
