/**
 * The shape of data/ts-api/<version>.json: what `npm run ts-api:extract`
 * reads from typescript-utcp's TypeScript source at one commit. Everything
 * here is structure (names, declarations as written, line numbers); no doc
 * comment text is kept.
 */

/** Docs versions that have a TypeScript reference: 1.0 (served at /api) and Next (/next/api). */
export type TsDocsVersion = string;

export interface TsSource {
  repository: string;
  /** The ref the facts were read from, e.g. `v1.0` or `main`. */
  ref: string;
  /** 40 hex digits. */
  commit: string;
}

/** A `throw` statement inside a function or method body. */
export interface TsThrow {
  /** `Error` for `throw new Error(...)`; the expression text for a re-throw such as `throw error`. */
  what: string;
  /** True for `throw new X(...)`, false for re-throwing a value. */
  constructed: boolean;
  line: number;
}

export interface TsParameter {
  name: string;
  /** The type annotation as written, or null when there is none. */
  type: string | null;
  optional: boolean;
  /** The default value expression as written, or null. */
  default: string | null;
  rest: boolean;
}

export interface TsFunction {
  name: string;
  line: number;
  /** The declaration without its body and comments, as the TypeScript printer writes it. */
  signature: string;
  async: boolean;
  static: boolean;
  abstract: boolean;
  /** `public` (no modifier), `protected`. Private members are not extracted. */
  access: 'public' | 'protected';
  typeParameters: string[];
  parameters: TsParameter[];
  /** The return type annotation as written, or null. */
  returns: string | null;
  throws: TsThrow[];
}

export interface TsProperty {
  name: string;
  line: number;
  type: string | null;
  optional: boolean;
  readonly: boolean;
  static: boolean;
  access: 'public' | 'protected';
  /** The initializer as written (classes only), or null. */
  default: string | null;
}

/** One key of a `z.object({...})` literal. */
export interface TsZodField {
  name: string;
  line: number;
  /** The field's Zod expression with `.describe()` calls left out and callback bodies shortened to `…`. */
  schema: string;
  optional: boolean;
  nullable: boolean;
  /** The argument of `.default(...)` as written, or null. */
  default: string | null;
}

interface TsSymbolBase {
  name: string;
  /** Path of the declaring file in the repository, e.g. `packages/core/src/data/tool.ts`. */
  file: string;
  line: number;
  /** The declaration as the TypeScript printer writes it (bodies and comments left out). */
  signature: string;
  /** True when exported with `export type { ... }` only. */
  typeOnly: boolean;
}

export interface TsClass extends TsSymbolBase {
  kind: 'class';
  abstract: boolean;
  typeParameters: string[];
  extends: string | null;
  implements: string[];
  constructor: TsFunction | null;
  properties: TsProperty[];
  methods: TsFunction[];
}

export interface TsInterface extends TsSymbolBase {
  kind: 'interface';
  typeParameters: string[];
  extends: string[];
  properties: TsProperty[];
  methods: TsFunction[];
  /** Index signatures as written, e.g. `[k: string]: unknown`. */
  indexSignatures: string[];
}

export interface TsTypeAlias extends TsSymbolBase {
  kind: 'type';
  typeParameters: string[];
  /** The aliased type as written. */
  type: string;
}

export interface TsFunctionSymbol extends TsSymbolBase {
  kind: 'function';
  function: TsFunction;
}

export interface TsVariable extends TsSymbolBase {
  kind: 'variable';
  /** `const` or `let`. */
  declaration: 'const' | 'let';
  type: string | null;
  /** Fields of the `z.object({...})` the initializer builds, or null when it builds none. */
  zodFields: TsZodField[] | null;
}

export interface TsEnum extends TsSymbolBase {
  kind: 'enum';
  members: {name: string; value: string | null}[];
}

export type TsSymbol = TsClass | TsInterface | TsTypeAlias | TsFunctionSymbol | TsVariable | TsEnum;

export interface TsPackage {
  /** Folder below packages/, e.g. `core`, `http`. */
  dir: string;
  /** npm name, e.g. `@utcp/sdk`. */
  name: string;
  version: string;
  /** The entry file the exports are read from, e.g. `packages/core/src/index.ts`. */
  entry: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  /** Every exported symbol, sorted by name. */
  symbols: TsSymbol[];
}

export interface TsApiFacts {
  format: 1;
  version: TsDocsVersion;
  source: TsSource;
  packages: TsPackage[];
}
