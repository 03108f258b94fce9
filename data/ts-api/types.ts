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

/** One parameter of a signature as the type checker reports it. */
export interface TsCheckedParameter {
  name: string;
  type: string;
  optional: boolean;
  rest: boolean;
}

/** One call signature (an overload, a constructor) as the type checker reports it. */
export interface TsCheckedSignature {
  /** With their constraints and defaults, e.g. `T extends CallTemplate = CallTemplate`. */
  typeParameters: string[];
  parameters: TsCheckedParameter[];
  returns: string;
}

export type TsMemberKind = 'constructor' | 'property' | 'accessor' | 'method' | 'index' | 'call' | 'enum-member';

/**
 * A member of a class, interface or enum as the published declaration file
 * (`.d.ts`) declares it, read through the TypeScript type checker.
 * Private members are left out; a private or protected constructor is kept.
 */
export interface TsMember {
  name: string;
  /** `UtcpClient.callTool`, `UtcpClient.constructor`, `Tool[string]` (an index signature). */
  qualifiedName: string;
  kind: TsMemberKind;
  access: 'public' | 'protected' | 'private';
  static: boolean;
  readonly: boolean;
  optional: boolean;
  abstract: boolean;
  /** The class or interface that declares it when it is inherited, else null. */
  inheritedFrom: string | null;
  /** The declaration printed from the `.d.ts` (overloads one a line); for inherited members, as the checker instantiates it. */
  declaration: string;
  /** The property's type, or the methods' return type(s), as the checker reports them. */
  type: string;
  /** Methods and constructors: every overload. */
  signatures?: TsCheckedSignature[];
  /** A constructor that is not public: the static method that creates instances instead, e.g. `UtcpClient.create`. */
  factory?: string | null;
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
  /** `Package.symbol` names are `qualifiedName`s of members; a symbol's own is its name. */
  qualifiedName: string;
  /**
   * The declaration in the package's `.d.ts` (see TsPackage.declarations), comments left out:
   * for classes and interfaces the head only. Null when that file does not declare the name.
   */
  dts: string | null;
  /** Classes, interfaces and enums: every member the `.d.ts` gives it, inherited ones included; else empty. */
  dtsMembers: TsMember[];
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

/** Where the types of a package's entries come from. */
export type TsDeclarationSource =
  /** The `.d.ts` npm serves for this name and version. */
  | {from: 'npm'; spec: string}
  /** npm does not have this version: declarations emitted from the source at the facts' commit. */
  | {from: 'source'; commit: string};

/** What the npm registry held for a package when the facts were extracted (`npm view <name> versions --json`). */
export interface TsRegistryRecord {
  /** ISO date of the look-up. */
  checked: string;
  /** Every published version, oldest first; empty when the registry answers 404 for the name. */
  versions: string[];
}

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
  declarations: TsDeclarationSource;
  registry: TsRegistryRecord;
  /** Every symbol's and member's qualifiedName (`UtcpClient`, `UtcpClient.callTool`), symbols in order, each followed by its members. */
  qualifiedNames: string[];
}

export interface TsApiFacts {
  format: 1;
  version: TsDocsVersion;
  source: TsSource;
  packages: TsPackage[];
}
