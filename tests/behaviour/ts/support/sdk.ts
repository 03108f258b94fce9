/**
 * What a TypeScript behaviour case receives: the published @utcp packages of one line, loaded from
 * that line's own install folder (tests/behaviour/ts/lines/<line>) so that every plugin registers
 * into the @utcp/sdk of its line. The shapes below are the parts of the packages the cases use.
 */
export type TypeScriptImplementationId = 'sdk-1.0' | 'sdk-1.1';

/** The packages a line folder installs; `load` imports one (a plugin registers itself on import). */
export type UtcpPackage = '@utcp/sdk' | '@utcp/http' | '@utcp/text' | '@utcp/mcp' | '@utcp/direct-call';

export interface RegisterManualResult {
  success: boolean;
  errors: string[];
  manual?: {tools: Tool[]; utcp_version?: string; manual_version?: string};
  manualCallTemplate?: Record<string, unknown>;
}

export interface Tool {
  name: string;
  description?: string;
  tags?: string[];
  inputs?: unknown;
  outputs?: unknown;
  tool_call_template: Record<string, unknown>;
  [field: string]: unknown;
}

export interface UtcpClient {
  readonly config: Record<string, unknown>;
  getTool(name: string): Promise<Tool | undefined>;
  getTools(): Promise<Tool[]>;
  registerManual(template: Record<string, unknown>): Promise<RegisterManualResult>;
  registerManuals(templates: Record<string, unknown>[]): Promise<RegisterManualResult[]>;
  deregisterManual(name: string): Promise<boolean>;
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  callToolStreaming(name: string, args: Record<string, unknown>): AsyncGenerator<unknown, void, unknown>;
  searchTools(query: string, limit?: number, anyOfTagsRequired?: string[]): Promise<Tool[]>;
  getRequiredVariablesForManualAndTools(template: Record<string, unknown>): Promise<string[]>;
  getRequiredVariablesForRegisteredTool(name: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface VariableSubstitutor {
  substitute<T>(value: T, config: Record<string, unknown>, namespace?: string): Promise<T>;
  findRequiredVariables(value: unknown, namespace?: string): string[];
}

export interface Serializer<T = Record<string, unknown>> {
  validateDict(value: Record<string, unknown>): T;
  toDict(value: T): Record<string, unknown>;
}

export interface SdkModule {
  UtcpClient: {create(rootDir?: string, config?: Record<string, unknown> | null): Promise<UtcpClient>};
  DefaultVariableSubstitutor: new () => VariableSubstitutor;
  CallTemplateSerializer: new () => Serializer;
  UtcpManualSerializer: new () => Serializer;
  ToolSerializer: new () => Serializer;
  AuthSerializer: new () => Serializer;
  UtcpClientConfigSerializer: new () => Serializer;
  TagSearchStrategy: new (descriptionWeight?: number, tagWeight?: number) => unknown;
  FilterDictPostProcessor: new (config: Record<string, unknown>) => unknown;
  LimitStringsPostProcessor: new (config: Record<string, unknown>) => unknown;
  UTCP_PACKAGE_VERSION?: string;
  [name: string]: unknown;
}

export interface LoadedSdk {
  impl: TypeScriptImplementationId;
  /** "1.0" or "1.1": the line folder's name. */
  line: string;
  /** The line's install folder (absolute). */
  root: string;
  /** The core package of the line, with the http and text plugins registered. */
  sdk(): Promise<SdkModule>;
  /** Imports one @utcp package of the line (a plugin registers itself into the line's SDK on import). */
  load(name: UtcpPackage): Promise<Record<string, unknown>>;
  /** Imports any module installed in the line's folder, e.g. the MCP server library. */
  importFromLine(specifier: string): Promise<Record<string, unknown>>;
  /** The version of an installed package of the line. */
  version(name: string): string;
}

export interface BehaviourCase {
  key: string;
  case: string;
  run: (sdk: LoadedSdk) => Promise<unknown>;
  /** How long the case may take, in ms (default 5000). */
  timeoutMs?: number;
}

/** The cases of one key, from case id to what it runs; `options` apply to each. */
export function casesOf(
  key: string,
  runs: Record<string, BehaviourCase['run']>,
  options: Pick<BehaviourCase, 'timeoutMs'> = {},
): BehaviourCase[] {
  return Object.entries(runs).map(([id, run]) => ({key, case: id, run, ...options}));
}

/** Thrown by a case that cannot run in this implementation; recorded as `{"skipped": reason}`. */
export class SkipCase extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SkipCase';
  }
}

export function skip(reason: string): never {
  throw new SkipCase(reason);
}
