/**
 * The pure part of the TypeScript API extractor: TypeScript source files in
 * (path → text), the exported symbols of one package out. Files are parsed
 * one at a time with the TypeScript compiler's parser (no type checking, no
 * node_modules needed); exports are followed through `export *` and
 * `export {...} from` to the file that declares them.
 */
import path from 'node:path';
import ts from 'typescript';
import type {
  TsClass,
  TsEnum,
  TsFunction,
  TsInterface,
  TsParameter,
  TsProperty,
  TsSymbol,
  TsThrow,
  TsVariable,
  TsZodField,
} from '../../data/ts-api/types';

export class AnalysisFailure extends Error {}

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

/** Where an exported name comes from: the declaring file and its local name there. */
interface ExportTarget {
  file: string;
  local: string;
  typeOnly: boolean;
}

export class SourceSet {
  private readonly parsed = new Map<string, ts.SourceFile>();
  private readonly exportCache = new Map<string, Map<string, ExportTarget>>();

  constructor(private readonly files: ReadonlyMap<string, string>) {}

  sourceFile(file: string): ts.SourceFile {
    let sf = this.parsed.get(file);
    if (!sf) {
      const text = this.files.get(file);
      if (text === undefined) throw new AnalysisFailure(`${file} is not in the source set`);
      sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      this.parsed.set(file, sf);
    }
    return sf;
  }

  /** `./x` from `a/b/index.ts` → `a/b/x.ts` or `a/b/x/index.ts`. */
  resolve(fromFile: string, specifier: string): string {
    if (!specifier.startsWith('.')) {
      throw new AnalysisFailure(`${fromFile} re-exports from "${specifier}", which is not a file of the package`);
    }
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier)).replace(/\.js$/, '');
    for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
      if (this.files.has(candidate)) return candidate;
    }
    throw new AnalysisFailure(`${fromFile}: cannot resolve "${specifier}"`);
  }

  /** The exported names of one file, each traced to its declaring file. */
  exportsOf(file: string, visiting: string[] = []): Map<string, ExportTarget> {
    const cached = this.exportCache.get(file);
    if (cached) return cached;
    if (visiting.includes(file)) throw new AnalysisFailure(`export cycle: ${[...visiting, file].join(' → ')}`);
    const sf = this.sourceFile(file);
    const out = new Map<string, ExportTarget>();
    const add = (name: string, target: ExportTarget) => {
      const previous = out.get(name);
      if (previous && (previous.file !== target.file || previous.local !== target.local)) {
        throw new AnalysisFailure(`${file} exports "${name}" twice (${previous.file} and ${target.file})`);
      }
      out.set(name, previous ? {...target, typeOnly: previous.typeOnly && target.typeOnly} : target);
    };
    for (const statement of sf.statements) {
      if (ts.isExportDeclaration(statement)) {
        const from =
          statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
            ? this.resolve(file, statement.moduleSpecifier.text)
            : null;
        const clause = statement.exportClause;
        if (!clause) {
          if (!from) throw new AnalysisFailure(`${file}: export * without a module`);
          for (const [name, target] of this.exportsOf(from, [...visiting, file])) {
            add(name, statement.isTypeOnly ? {...target, typeOnly: true} : target);
          }
        } else if (ts.isNamespaceExport(clause)) {
          throw new AnalysisFailure(`${file}: export * as ${clause.name.text} is not supported`);
        } else {
          for (const element of clause.elements) {
            const exported = element.name.text;
            const local = (element.propertyName ?? element.name).text;
            const typeOnly = statement.isTypeOnly || element.isTypeOnly;
            if (from) {
              const target = this.exportsOf(from, [...visiting, file]).get(local);
              if (!target) throw new AnalysisFailure(`${file}: "${local}" is not exported by ${from}`);
              add(exported, {...target, typeOnly: typeOnly || target.typeOnly});
            } else {
              add(exported, {...this.localTarget(file, local), typeOnly});
            }
          }
        }
      } else if (ts.isExportAssignment(statement)) {
        throw new AnalysisFailure(`${file}: export default / export = is not supported`);
      } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
        for (const name of declaredNames(statement)) add(name, {file, local: name, typeOnly: false});
      }
    }
    this.exportCache.set(file, out);
    return out;
  }

  /** A name declared in a file, or imported into it and re-exported by `export { name }`. */
  private localTarget(file: string, local: string): ExportTarget {
    const sf = this.sourceFile(file);
    for (const statement of sf.statements) {
      if (declaredNames(statement).includes(local)) return {file, local, typeOnly: false};
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (element.name.text === local) {
              const from = this.resolve(file, statement.moduleSpecifier.text);
              const target = this.exportsOf(from).get((element.propertyName ?? element.name).text);
              if (!target) throw new AnalysisFailure(`${file}: "${local}" is not exported by ${from}`);
              return target;
            }
          }
        }
      }
    }
    throw new AnalysisFailure(`${file}: "${local}" is exported but not declared`);
  }

  /** Every exported symbol of an entry file, sorted by exported name. */
  symbolsOf(entry: string): TsSymbol[] {
    const symbols: TsSymbol[] = [];
    for (const [name, target] of this.exportsOf(entry)) {
      const sf = this.sourceFile(target.file);
      const declarations = sf.statements.filter((s) => declaredNames(s).includes(target.local));
      // An interface and a const of the same name (declaration merging) are two entries.
      for (const declaration of declarations) symbols.push(describe(declaration, name, target, sf));
    }
    return symbols.sort((a, b) => compare(a.name, b.name) || compare(a.kind, b.kind));
  }
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function declaredNames(statement: ts.Statement): string[] {
  if (
    (ts.isClassDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name.text];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  }
  return [];
}

function lineOf(node: ts.Node, sf: ts.SourceFile = node.getSourceFile()): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

/** Source text of a node with runs of white space (line breaks included) made one space. */
export function flatText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  return node.getText().replace(/\s+/g, ' ').trim();
}

function print(node: ts.Node, sf: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, sf).replace(/\s+$/, '');
}

function accessOf(node: ts.Node): 'public' | 'protected' | 'private' {
  if (hasModifier(node, ts.SyntaxKind.PrivateKeyword)) return 'private';
  if (hasModifier(node, ts.SyntaxKind.ProtectedKeyword)) return 'protected';
  return 'public';
}

function memberName(node: ts.ClassElement | ts.TypeElement): string | null {
  const name = node.name;
  if (!name || ts.isPrivateIdentifier(name)) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText();
}

/** `throw` statements in a body, nested class declarations left out. */
export function throwsIn(body: ts.Node | undefined, sf: ts.SourceFile): TsThrow[] {
  const found: TsThrow[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) return;
    if (ts.isThrowStatement(node)) {
      const expr = node.expression;
      if (ts.isNewExpression(expr))
        found.push({what: expr.expression.getText(sf), constructed: true, line: lineOf(node, sf)});
      else found.push({what: flatText(expr) ?? '', constructed: false, line: lineOf(node, sf)});
    }
    ts.forEachChild(node, visit);
  };
  if (body) ts.forEachChild(body, visit);
  return found;
}

function parameters(params: ts.NodeArray<ts.ParameterDeclaration>): TsParameter[] {
  return params
    .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'))
    .map((p) => ({
      name: p.name.getText().replace(/\s+/g, ' '),
      type: flatText(p.type),
      optional: Boolean(p.questionToken) || Boolean(p.initializer),
      default: flatText(p.initializer),
      rest: Boolean(p.dotDotDotToken),
    }));
}

function typeParameters(node: {typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration>}): string[] {
  return (node.typeParameters ?? []).map((t) => flatText(t)!);
}

type FunctionLike = ts.FunctionDeclaration | ts.MethodDeclaration | ts.MethodSignature | ts.ConstructorDeclaration;

/** A function, method or constructor; its signature is printed without the body. */
function describeFunction(node: FunctionLike, name: string, sf: ts.SourceFile): TsFunction {
  let bodiless: ts.Node;
  const modifiers = ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined;
  if (ts.isFunctionDeclaration(node)) {
    bodiless = ts.factory.updateFunctionDeclaration(
      node,
      modifiers,
      node.asteriskToken,
      node.name,
      node.typeParameters,
      node.parameters,
      node.type,
      undefined,
    );
  } else if (ts.isMethodDeclaration(node)) {
    bodiless = ts.factory.updateMethodDeclaration(
      node,
      modifiers,
      node.asteriskToken,
      node.name,
      node.questionToken,
      node.typeParameters,
      node.parameters,
      node.type,
      undefined,
    );
  } else if (ts.isConstructorDeclaration(node)) {
    bodiless = ts.factory.updateConstructorDeclaration(node, modifiers, node.parameters, undefined);
  } else {
    bodiless = node;
  }
  const access = accessOf(node);
  return {
    name,
    line: lineOf(node, sf),
    signature: print(bodiless, sf).replace(/;$/, ''),
    async: hasModifier(node, ts.SyntaxKind.AsyncKeyword),
    static: hasModifier(node, ts.SyntaxKind.StaticKeyword),
    abstract: hasModifier(node, ts.SyntaxKind.AbstractKeyword),
    access: access === 'private' ? 'public' : access,
    typeParameters: typeParameters(node),
    parameters: parameters(node.parameters),
    returns: flatText(node.type),
    throws: 'body' in node ? throwsIn(node.body, sf) : [],
  };
}

function describeProperty(
  node: ts.PropertyDeclaration | ts.PropertySignature,
  name: string,
  sf: ts.SourceFile,
): TsProperty {
  const access = accessOf(node);
  return {
    name,
    line: lineOf(node, sf),
    type: flatText(node.type),
    optional: Boolean(node.questionToken),
    readonly: hasModifier(node, ts.SyntaxKind.ReadonlyKeyword),
    static: hasModifier(node, ts.SyntaxKind.StaticKeyword),
    access: access === 'private' ? 'public' : access,
    default: ts.isPropertyDeclaration(node) ? flatText(node.initializer) : null,
  };
}

function heritage(node: ts.ClassDeclaration | ts.InterfaceDeclaration, token: ts.SyntaxKind): string[] {
  return (node.heritageClauses ?? [])
    .filter((clause) => clause.token === token)
    .flatMap((clause) => clause.types.map((t) => flatText(t)!));
}

/** `abstract class X<T> extends Y implements Z` with modifiers other than export kept. */
function classHead(node: ts.ClassDeclaration): string {
  const parts: string[] = [];
  if (hasModifier(node, ts.SyntaxKind.AbstractKeyword)) parts.push('abstract');
  parts.push(`class ${node.name!.text}${node.typeParameters ? `<${typeParameters(node).join(', ')}>` : ''}`);
  const ext = heritage(node, ts.SyntaxKind.ExtendsKeyword);
  if (ext.length > 0) parts.push(`extends ${ext.join(', ')}`);
  const impl = heritage(node, ts.SyntaxKind.ImplementsKeyword);
  if (impl.length > 0) parts.push(`implements ${impl.join(', ')}`);
  return parts.join(' ');
}

function describeClass(
  node: ts.ClassDeclaration,
  base: Omit<
    TsClass,
    | 'kind'
    | 'signature'
    | 'abstract'
    | 'typeParameters'
    | 'extends'
    | 'implements'
    | 'constructor'
    | 'properties'
    | 'methods'
  >,
  sf: ts.SourceFile,
): TsClass {
  const properties: TsProperty[] = [];
  const methods: TsFunction[] = [];
  let constructor: TsFunction | null = null;
  for (const member of node.members) {
    if (accessOf(member) === 'private') continue;
    if (ts.isConstructorDeclaration(member)) {
      // Overload signatures have no body; the implementation is the one callers reach.
      if (member.body || !constructor) constructor = describeFunction(member, 'constructor', sf);
      // Parameter properties (`constructor(public x: T)`) are properties too.
      for (const p of member.parameters) {
        const access = accessOf(p);
        if (
          access !== 'private' &&
          (hasModifier(p, ts.SyntaxKind.PublicKeyword) ||
            hasModifier(p, ts.SyntaxKind.ProtectedKeyword) ||
            hasModifier(p, ts.SyntaxKind.ReadonlyKeyword))
        ) {
          properties.push({
            name: p.name.getText(),
            line: lineOf(p, sf),
            type: flatText(p.type),
            optional: Boolean(p.questionToken),
            readonly: hasModifier(p, ts.SyntaxKind.ReadonlyKeyword),
            static: false,
            access,
            default: flatText(p.initializer),
          });
        }
      }
      continue;
    }
    const name = memberName(member);
    if (name === null) continue;
    if (ts.isPropertyDeclaration(member)) properties.push(describeProperty(member, name, sf));
    else if (ts.isMethodDeclaration(member)) {
      const fn = describeFunction(member, name, sf);
      // Keep one entry per overloaded method: the implementation if present.
      const previous = methods.findIndex((m) => m.name === name && m.static === fn.static);
      if (previous === -1) methods.push(fn);
      else if (member.body) methods[previous] = fn;
    } else if (ts.isGetAccessorDeclaration(member) || ts.isSetAccessorDeclaration(member)) {
      if (properties.some((p) => p.name === name)) continue;
      const getter = ts.isGetAccessorDeclaration(member);
      properties.push({
        name,
        line: lineOf(member, sf),
        type: getter ? flatText(member.type) : flatText(member.parameters[0]?.type),
        optional: false,
        readonly: getter && !node.members.some((m) => ts.isSetAccessorDeclaration(m) && memberName(m) === name),
        static: hasModifier(member, ts.SyntaxKind.StaticKeyword),
        access: accessOf(member) === 'protected' ? 'protected' : 'public',
        default: null,
      });
    }
  }
  return {
    ...base,
    kind: 'class',
    signature: classHead(node),
    abstract: hasModifier(node, ts.SyntaxKind.AbstractKeyword),
    typeParameters: typeParameters(node),
    extends: heritage(node, ts.SyntaxKind.ExtendsKeyword)[0] ?? null,
    implements: heritage(node, ts.SyntaxKind.ImplementsKeyword),
    constructor,
    // Parameter properties were collected with the constructor: put every property in source order.
    properties: properties.sort((a, b) => a.line - b.line),
    methods,
  };
}

function describeInterface(
  node: ts.InterfaceDeclaration,
  base: Pick<TsInterface, 'name' | 'file' | 'line' | 'typeOnly' | 'qualifiedName' | 'dts' | 'dtsMembers'>,
  sf: ts.SourceFile,
): TsInterface {
  const properties: TsProperty[] = [];
  const methods: TsFunction[] = [];
  const indexSignatures: string[] = [];
  for (const member of node.members) {
    if (ts.isIndexSignatureDeclaration(member)) {
      indexSignatures.push(flatText(member)!.replace(/;$/, ''));
      continue;
    }
    const name = memberName(member);
    if (name === null) continue;
    if (ts.isPropertySignature(member)) properties.push(describeProperty(member, name, sf));
    else if (ts.isMethodSignature(member)) methods.push(describeFunction(member, name, sf));
  }
  const ext = heritage(node, ts.SyntaxKind.ExtendsKeyword);
  const head = `interface ${node.name.text}${node.typeParameters ? `<${typeParameters(node).join(', ')}>` : ''}`;
  return {
    ...base,
    kind: 'interface',
    signature: ext.length > 0 ? `${head} extends ${ext.join(', ')}` : head,
    typeParameters: typeParameters(node),
    extends: ext,
    properties,
    methods,
    indexSignatures,
  };
}

const ZOD_DROPPED_CALLS = new Set(['describe']);
const ZOD_CALLBACK_CALLS = new Set(['transform', 'refine', 'superRefine', 'preprocess', 'pipe']);

/** A Zod expression as text: `.describe()` calls dropped, callback arguments shortened to `…`. */
export function zodText(expr: ts.Expression): string {
  if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression)) {
    const method = expr.expression.name.text;
    const target = zodText(expr.expression.expression);
    if (ZOD_DROPPED_CALLS.has(method)) return target;
    const args = expr.arguments.map((a) =>
      ZOD_CALLBACK_CALLS.has(method) || ts.isArrowFunction(a) || ts.isFunctionExpression(a) ? '…' : zodText(a),
    );
    return `${target}.${method}(${args.join(', ')})`;
  }
  if (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr)) return zodText(expr.expression);
  return flatText(expr) ?? '';
}

/** The chain of method names applied to a Zod expression, innermost first, with their calls. */
function zodChain(expr: ts.Expression): {method: string; call: ts.CallExpression}[] {
  const chain: {method: string; call: ts.CallExpression}[] = [];
  let current: ts.Expression = expr;
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    chain.unshift({method: current.expression.name.text, call: current});
    current = current.expression.expression;
  }
  return chain;
}

function unwrap(expr: ts.Expression): ts.Expression {
  let current = expr;
  while (ts.isAsExpression(current) || ts.isParenthesizedExpression(current) || ts.isSatisfiesExpression(current))
    current = current.expression;
  return current;
}

/** The object literal of the `z.object({...})` (or `.extend({...})`) a Zod initializer builds, if any. */
export function zodObjectLiteral(expr: ts.Expression): ts.ObjectLiteralExpression | null {
  const node = unwrap(expr);
  if (!ts.isCallExpression(node)) return null;
  const chain = zodChain(node);
  // z.lazy(() => z.object({...})): look inside the callback.
  const lazy = chain.find((c) => c.method === 'lazy');
  if (lazy) {
    const fn = lazy.call.arguments[0];
    if (fn && ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return zodObjectLiteral(fn.body);
    return null;
  }
  const builder = chain.find((c) => c.method === 'object' || c.method === 'extend');
  const arg = builder?.call.arguments[0];
  return arg && ts.isObjectLiteralExpression(arg) ? arg : null;
}

export function zodFields(expr: ts.Expression, sf: ts.SourceFile): TsZodField[] | null {
  const literal = zodObjectLiteral(expr);
  if (!literal) return null;
  return literal.properties.flatMap((property): TsZodField[] => {
    if (!ts.isPropertyAssignment(property)) return [];
    const name = property.name;
    const key = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText(sf);
    const chain = zodChain(unwrap(property.initializer));
    const methods = chain.map((c) => c.method);
    const dflt = chain.find((c) => c.method === 'default');
    return [
      {
        name: key,
        line: lineOf(property, sf),
        schema: zodText(property.initializer),
        optional: methods.includes('optional') || methods.includes('nullish') || Boolean(dflt),
        nullable: methods.includes('nullable') || methods.includes('nullish'),
        default: dflt ? (flatText(dflt.call.arguments[0]) ?? 'undefined') : null,
      },
    ];
  });
}

function isZodExpression(expr: ts.Expression): boolean {
  const node = unwrap(expr);
  if (!ts.isCallExpression(node)) return false;
  let current: ts.Expression = node;
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression))
    current = current.expression.expression;
  return ts.isIdentifier(current) && (current.text === 'z' || /Schema$/.test(current.text));
}

function describeVariable(
  statement: ts.VariableStatement,
  local: string,
  base: Pick<TsVariable, 'name' | 'file' | 'line' | 'typeOnly' | 'qualifiedName' | 'dts' | 'dtsMembers'>,
  sf: ts.SourceFile,
): TsVariable {
  const declaration = statement.declarationList.declarations.find(
    (d) => ts.isIdentifier(d.name) && d.name.text === local,
  )!;
  const keyword = statement.declarationList.flags & ts.NodeFlags.Const ? 'const' : 'let';
  const init = declaration.initializer;
  const zod = init && isZodExpression(init) ? zodFields(init, sf) : null;
  // The signature shows the initializer only when it is short and not a Zod schema (whose fields get a table).
  const short = init && !isZodExpression(init) ? flatText(init) : null;
  const type = flatText(declaration.type);
  let signature = `${keyword} ${local}${type ? `: ${type}` : ''}`;
  if (short && short.length <= 120) signature += ` = ${short}`;
  return {
    ...base,
    line: lineOf(declaration, sf),
    kind: 'variable',
    signature,
    declaration: keyword,
    type,
    zodFields: zod,
  };
}

function describeEnum(
  node: ts.EnumDeclaration,
  base: Pick<TsEnum, 'name' | 'file' | 'line' | 'typeOnly' | 'qualifiedName' | 'dts' | 'dtsMembers'>,
): TsEnum {
  return {
    ...base,
    kind: 'enum',
    signature: `${hasModifier(node, ts.SyntaxKind.ConstKeyword) ? 'const ' : ''}enum ${node.name.text}`,
    members: node.members.map((m) => ({name: m.name.getText(), value: flatText(m.initializer)})),
  };
}

function describe(statement: ts.Statement, name: string, target: ExportTarget, sf: ts.SourceFile): TsSymbol {
  // declaration and members come from the package's .d.ts (scripts/ts-api/published.ts).
  const base = {
    name,
    file: target.file,
    line: lineOf(statement, sf),
    typeOnly: target.typeOnly,
    qualifiedName: name,
    dts: null,
    dtsMembers: [],
  };
  if (ts.isClassDeclaration(statement)) return describeClass(statement, base, sf);
  if (ts.isInterfaceDeclaration(statement)) return describeInterface(statement, base, sf);
  if (ts.isTypeAliasDeclaration(statement)) {
    const head = `type ${statement.name.text}${statement.typeParameters ? `<${typeParameters(statement).join(', ')}>` : ''}`;
    return {
      ...base,
      kind: 'type',
      signature: `${head} = ${print(statement.type, sf)}`,
      typeParameters: typeParameters(statement),
      type: flatText(statement.type)!,
    };
  }
  if (ts.isFunctionDeclaration(statement)) {
    const fn = describeFunction(statement, name, sf);
    return {...base, kind: 'function', signature: fn.signature.replace(/^export /, ''), function: fn};
  }
  if (ts.isVariableStatement(statement)) return describeVariable(statement, target.local, base, sf);
  if (ts.isEnumDeclaration(statement)) return describeEnum(statement, base);
  throw new AnalysisFailure(`${target.file}: cannot describe "${name}"`);
}
