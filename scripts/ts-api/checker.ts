/**
 * Types as the TypeScript compiler reports them: a package's declaration
 * files (`.d.ts`) are loaded into a compiler Program and every export is read
 * through the type checker. For a published package the `.d.ts` is the one
 * npm serves (installed side by side under an alias); for a package or
 * version npm does not have, the declarations are emitted from
 * typescript-utcp's source at the pinned commit by the same compiler.
 *
 * What comes out per symbol: its declaration printed from the `.d.ts`
 * (comments left out), and for classes, interfaces and enums every member a
 * reader can use, inherited ones included, with the checker's types.
 */
import path from 'node:path';
import ts from 'typescript';
import type {TsCheckedParameter, TsCheckedSignature, TsMember, TsMemberKind} from '../../data/ts-api/types';

export class CheckerFailure extends Error {}

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});
const TYPE_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** What the checker says about one export. */
export interface CheckedSymbol {
  name: string;
  kind: 'class' | 'interface' | 'type' | 'function' | 'variable' | 'enum';
  /** The declaration as printed from the `.d.ts`: for classes and interfaces the head only (members are listed apart). */
  declaration: string;
  typeParameters: string[];
  /** Classes, interfaces and enums; empty for the rest. */
  members: TsMember[];
}

/** Print a node without comments, on one line per statement, `declare`/`export` dropped. */
function print(node: ts.Node): string {
  return printer
    .printNode(ts.EmitHint.Unspecified, node, node.getSourceFile())
    .replace(/^(export )?(declare )?/, '')
    .replace(/;\s*$/, '')
    .trim();
}

function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function modifierFlags(node: ts.Node): ts.ModifierFlags {
  return ts.getCombinedModifierFlags(node as ts.Declaration);
}

function accessOf(node: ts.Node): 'public' | 'protected' | 'private' {
  const flags = modifierFlags(node);
  if (flags & ts.ModifierFlags.Private) return 'private';
  if (flags & ts.ModifierFlags.Protected) return 'protected';
  return 'public';
}

/** `abstract class X<T extends Y> extends Z implements W`: the head of a class or interface without its body. */
function headOf(node: ts.ClassDeclaration | ts.InterfaceDeclaration): string {
  const modifiers = (ts.getModifiers(node) ?? []).filter(
    (m) => m.kind !== ts.SyntaxKind.ExportKeyword && m.kind !== ts.SyntaxKind.DeclareKeyword,
  );
  const bodiless = ts.isClassDeclaration(node)
    ? ts.factory.updateClassDeclaration(node, modifiers, node.name, node.typeParameters, node.heritageClauses, [])
    : ts.factory.updateInterfaceDeclaration(node, modifiers, node.name, node.typeParameters, node.heritageClauses, []);
  return flat(print(bodiless).replace(/\{\s*\}$/, ''));
}

function typeParametersOf(node: {typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration>}): string[] {
  return (node.typeParameters ?? []).map((t) => flat(print(t)));
}

/** Reads the exports of `.d.ts` entry files through one Program. */
export class DeclarationReader {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;

  constructor(rootNames: string[], options: ts.CompilerOptions, host?: ts.CompilerHost) {
    this.program = ts.createProgram({rootNames, options, host});
    this.checker = this.program.getTypeChecker();
  }

  /** Every export of one entry file by name: one entry per declaration kind (an interface and a const may share a name). */
  exportsOf(entry: string): CheckedSymbol[] {
    const sf = this.program.getSourceFile(entry);
    if (!sf) throw new CheckerFailure(`${entry} is not part of the program`);
    const moduleSymbol = this.checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) throw new CheckerFailure(`${entry} is not a module`);
    const out: CheckedSymbol[] = [];
    for (const exported of this.checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
      const name = exported.name;
      const declarations = symbol.declarations ?? [];
      const classDecl = declarations.find(ts.isClassDeclaration);
      const interfaceDecls = declarations.filter(ts.isInterfaceDeclaration);
      const functionDecls = declarations.filter(ts.isFunctionDeclaration);
      const variableDecl = declarations.find(ts.isVariableDeclaration);
      const typeDecl = declarations.find(ts.isTypeAliasDeclaration);
      const enumDecl = declarations.find(ts.isEnumDeclaration);
      if (classDecl) out.push(this.classSymbol(name, symbol, classDecl));
      else if (interfaceDecls.length > 0) out.push(this.interfaceSymbol(name, symbol, interfaceDecls));
      if (functionDecls.length > 0)
        out.push({
          name,
          kind: 'function',
          declaration: functionDecls.map((d) => flat(print(d))).join('\n'),
          typeParameters: typeParametersOf(functionDecls[0]),
          members: [],
        });
      if (variableDecl) {
        const keyword = variableDecl.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';
        const typeText = variableDecl.type
          ? print(variableDecl.type)
          : this.checker.typeToString(this.checker.getTypeAtLocation(variableDecl), variableDecl, TYPE_FLAGS);
        out.push({
          name,
          kind: 'variable',
          declaration: `${keyword} ${name}: ${typeText}`,
          typeParameters: [],
          members: [],
        });
      }
      if (typeDecl)
        out.push({
          name,
          kind: 'type',
          declaration: print(typeDecl),
          typeParameters: typeParametersOf(typeDecl),
          members: [],
        });
      if (enumDecl) out.push(this.enumSymbol(name, enumDecl));
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.kind < b.kind ? -1 : 1));
  }

  private enumSymbol(name: string, node: ts.EnumDeclaration): CheckedSymbol {
    const members: TsMember[] = node.members.map((m) => {
      const value = this.checker.getConstantValue(m);
      const memberName = m.name.getText();
      return {
        ...memberBase(name, memberName, 'enum-member'),
        declaration: value === undefined ? memberName : `${memberName} = ${JSON.stringify(value)}`,
        type: value === undefined ? '' : JSON.stringify(value),
      };
    });
    return {
      name,
      kind: 'enum',
      declaration: `${hasConst(node) ? 'const ' : ''}enum ${node.name.text}`,
      typeParameters: [],
      members,
    };
  }

  private classSymbol(name: string, symbol: ts.Symbol, node: ts.ClassDeclaration): CheckedSymbol {
    const instance = this.checker.getDeclaredTypeOfSymbol(symbol);
    const staticSide = this.checker.getTypeOfSymbol(symbol);
    const members: TsMember[] = [];
    members.push(...this.constructors(name, node, staticSide));
    const statics = this.checker
      .getPropertiesOfType(staticSide)
      .filter((p) => p.name !== 'prototype' && !(p.flags & ts.SymbolFlags.Prototype));
    for (const prop of statics) {
      const member = this.member(name, node, prop, staticSide, true);
      if (member) members.push(member);
    }
    for (const prop of this.checker.getPropertiesOfType(instance)) {
      const member = this.member(name, node, prop, instance, false);
      if (member) members.push(member);
    }
    members.push(...this.indexSignatures(name, node, instance));
    // A protected or private constructor: point at the static method that returns an instance.
    const ctor = members.find((m) => m.kind === 'constructor');
    if (ctor && ctor.access !== 'public') {
      const factory = members.find(
        (m) => m.static && m.kind === 'method' && m.access === 'public' && new RegExp(`\\b${name}\\b`).test(m.type),
      );
      ctor.factory = factory?.qualifiedName ?? null;
    }
    return {
      name,
      kind: 'class',
      declaration: headOf(node),
      typeParameters: typeParametersOf(node),
      members: order(members),
    };
  }

  private interfaceSymbol(name: string, symbol: ts.Symbol, nodes: ts.InterfaceDeclaration[]): CheckedSymbol {
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const members: TsMember[] = [];
    for (const prop of this.checker.getPropertiesOfType(type)) {
      const member = this.member(name, nodes[0], prop, type, false);
      if (member) members.push(member);
    }
    members.push(...this.indexSignatures(name, nodes[0], type));
    for (const [i, sig] of type.getCallSignatures().entries()) {
      const decl = sig.getDeclaration();
      members.push({
        ...memberBase(name, `(call${i > 0 ? ` ${i + 1}` : ''})`, 'call'),
        declaration: flat(print(decl)),
        type: this.checker.signatureToString(sig, undefined, TYPE_FLAGS),
        signatures: [this.signature(sig, decl, nodes[0], true)],
      });
    }
    return {
      name,
      kind: 'interface',
      declaration: nodes.map(headOf).join('\n'),
      typeParameters: typeParametersOf(nodes[0]),
      members: order(members),
    };
  }

  private constructors(owner: string, node: ts.ClassDeclaration, staticSide: ts.Type): TsMember[] {
    const declared = node.members.filter(ts.isConstructorDeclaration);
    const sigs = staticSide.getConstructSignatures();
    if (declared.length > 0) {
      const access = accessOf(declared[0]);
      return [
        {
          ...memberBase(owner, 'constructor', 'constructor'),
          access,
          declaration: declared.map((d) => flat(print(d))).join('\n'),
          type: owner,
          signatures: declared.map((d) => this.signature(this.checker.getSignatureFromDeclaration(d)!, d, node, true)),
        },
      ];
    }
    // No constructor of its own: the base class's, if one declares it.
    const sigDecl = sigs[0]?.getDeclaration();
    if (!sigDecl || !ts.isConstructorDeclaration(sigDecl)) return [];
    const from = (sigDecl.parent as ts.ClassDeclaration).name?.text ?? null;
    const signatures = sigs.map((s) => this.signature(s, s.getDeclaration(), node, false));
    return [
      {
        ...memberBase(owner, 'constructor', 'constructor'),
        access: accessOf(sigDecl),
        inheritedFrom: from,
        declaration: signatures.map((s) => `constructor(${parameterList(s)})`).join('\n'),
        type: owner,
        signatures,
      },
    ];
  }

  private indexSignatures(
    owner: string,
    node: ts.ClassDeclaration | ts.InterfaceDeclaration,
    type: ts.Type,
  ): TsMember[] {
    return this.checker.getIndexInfosOfType(type).map((info) => {
      const decl = info.declaration;
      const key = this.checker.typeToString(info.keyType);
      const declared = decl && decl.parent === node;
      return {
        ...memberBase(owner, `[${key}]`, 'index'),
        readonly: info.isReadonly,
        declaration: decl ? flat(print(decl)) : `[key: ${key}]: ${this.checker.typeToString(info.type)}`,
        type: this.checker.typeToString(info.type, node, TYPE_FLAGS),
        inheritedFrom: declared || !decl ? null : ownerName(decl),
      };
    });
  }

  private member(
    owner: string,
    ownerNode: ts.ClassDeclaration | ts.InterfaceDeclaration,
    prop: ts.Symbol,
    container: ts.Type,
    isStatic: boolean,
  ): TsMember | null {
    const decls = (prop.declarations ?? []).filter(
      (d) =>
        ts.isMethodDeclaration(d) ||
        ts.isMethodSignature(d) ||
        ts.isPropertyDeclaration(d) ||
        ts.isPropertySignature(d) ||
        ts.isGetAccessorDeclaration(d) ||
        ts.isSetAccessorDeclaration(d) ||
        ts.isParameter(d),
    );
    const first = decls[0];
    if (!first) return null;
    const access = accessOf(first);
    if (access === 'private' || prop.name.startsWith('#') || prop.name.startsWith('__@')) return null;
    const declaredIn = ownerName(first);
    const inheritedFrom = declaredIn === owner ? null : declaredIn;
    const propType = this.checker.getTypeOfSymbolAtLocation(prop, ownerNode);
    const flags = modifierFlags(first);
    const isMethod = ts.isMethodDeclaration(first) || ts.isMethodSignature(first);
    const accessorOnly = decls.every((d) => ts.isGetAccessorDeclaration(d) || ts.isSetAccessorDeclaration(d));
    const kind: TsMemberKind = isMethod ? 'method' : accessorOnly ? 'accessor' : 'property';
    const base: TsMember = {
      ...memberBase(owner, prop.name, kind),
      access,
      static: isStatic,
      readonly:
        Boolean(flags & ts.ModifierFlags.Readonly) ||
        (accessorOnly && !decls.some(ts.isSetAccessorDeclaration)) ||
        Boolean(this.checker.getDeclaredTypeOfSymbol(prop) && isReadonlySymbol(prop)),
      optional: Boolean(prop.flags & ts.SymbolFlags.Optional),
      abstract: Boolean(flags & ts.ModifierFlags.Abstract),
      inheritedFrom,
      declaration: decls.map((d) => flat(print(d))).join('\n'),
      type: this.checker.typeToString(propType, ownerNode, TYPE_FLAGS),
    };
    if (isMethod) {
      const sigs = propType.getCallSignatures();
      const methodDecls = decls.filter((d) => ts.isMethodDeclaration(d) || ts.isMethodSignature(d));
      // Declared here: the declarations as printed; inherited: instantiated for this class by the checker.
      base.signatures =
        inheritedFrom === null && methodDecls.length === sigs.length
          ? methodDecls.map((d) =>
              this.signature(
                this.checker.getSignatureFromDeclaration(d as ts.SignatureDeclaration)!,
                d,
                ownerNode,
                true,
              ),
            )
          : sigs.map((s) => this.signature(s, s.getDeclaration(), ownerNode, false));
      base.type = base.signatures.map((s) => s.returns).join(' | ');
      if (inheritedFrom !== null)
        base.declaration = sigs
          .map((s) => `${prop.name}${this.checker.signatureToString(s, ownerNode, TYPE_FLAGS).replace(/ => /, ': ')}`)
          .join('\n');
    } else {
      const typeNode = (first as ts.PropertyDeclaration).type;
      if (inheritedFrom === null && typeNode && !ts.isParameter(first)) base.type = flat(print(typeNode));
      if (inheritedFrom !== null) {
        const mods = [
          base.static ? 'static' : '',
          access === 'protected' ? 'protected' : '',
          base.readonly ? 'readonly' : '',
        ]
          .filter(Boolean)
          .join(' ');
        base.declaration = `${mods ? `${mods} ` : ''}${prop.name}${base.optional ? '?' : ''}: ${base.type}`;
      }
    }
    return base;
  }

  private signature(
    sig: ts.Signature,
    decl: ts.SignatureDeclaration | ts.JSDocSignature | undefined,
    at: ts.Node,
    declared: boolean,
  ): TsCheckedSignature {
    const declNode = decl && !ts.isJSDocSignature(decl) ? decl : undefined;
    const parameters: TsCheckedParameter[] = sig.getParameters().map((param, i) => {
      const pDecl = declNode?.parameters[i];
      const typeText =
        declared && pDecl?.type
          ? flat(print(pDecl.type))
          : this.checker.typeToString(this.checker.getTypeOfSymbolAtLocation(param, at), at, TYPE_FLAGS);
      return {
        name: param.name,
        type: typeText,
        optional: pDecl ? this.checker.isOptionalParameter(pDecl) : false,
        rest: Boolean(pDecl?.dotDotDotToken),
      };
    });
    const returnNode = declNode?.type;
    return {
      typeParameters: declNode ? typeParametersOf(declNode) : [],
      parameters,
      returns:
        declared && returnNode
          ? flat(print(returnNode))
          : this.checker.typeToString(sig.getReturnType(), at, TYPE_FLAGS),
    };
  }
}

function parameterList(sig: TsCheckedSignature): string {
  return sig.parameters.map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
}

function hasConst(node: ts.EnumDeclaration): boolean {
  return (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ConstKeyword);
}

function isReadonlySymbol(prop: ts.Symbol): boolean {
  // Mapped and synthetic properties carry readonly in their check flags only.
  return Boolean(((prop as {links?: {checkFlags?: number}}).links?.checkFlags ?? 0) & 8);
}

function ownerName(node: ts.Node): string | null {
  let current: ts.Node | undefined = node.parent;
  while (current && !ts.isClassDeclaration(current) && !ts.isInterfaceDeclaration(current)) current = current.parent;
  return current?.name?.text ?? null;
}

function memberBase(owner: string, name: string, kind: TsMemberKind): TsMember {
  return {
    name,
    qualifiedName: kind === 'index' ? `${owner}${name}` : `${owner}.${name}`,
    kind,
    access: 'public',
    static: false,
    readonly: false,
    optional: false,
    abstract: false,
    inheritedFrom: null,
    declaration: '',
    type: '',
  };
}

const KIND_RANK: Record<TsMemberKind, number> = {
  constructor: 0,
  'enum-member': 1,
  property: 2,
  accessor: 2,
  index: 3,
  call: 4,
  method: 5,
};

/** Constructor, static members, properties, index signatures, methods; declared before inherited; otherwise as declared. */
function order(members: TsMember[]): TsMember[] {
  return members
    .map((m, i) => ({m, i}))
    .sort(
      (a, b) =>
        Number(a.m.inheritedFrom !== null) - Number(b.m.inheritedFrom !== null) ||
        Number(a.m.kind !== 'constructor') - Number(b.m.kind !== 'constructor') ||
        Number(b.m.static) - Number(a.m.static) ||
        KIND_RANK[a.m.kind] - KIND_RANK[b.m.kind] ||
        a.i - b.i,
    )
    .map(({m}) => m);
}

/** Compiler options for reading declaration files: strict, no emit, nothing from @types but node. */
export function readerOptions(root: string, paths: Record<string, string[]>): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
    baseUrl: root,
    paths,
  };
}

/**
 * A compiler host that reads the files below `virtualRoot` from `files` (keyed by their path
 * below it, with `/`) and everything else from the disk.
 */
function inMemoryHost(
  options: ts.CompilerOptions,
  virtualRoot: string,
  files: ReadonlyMap<string, string>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const inVirtual = (file: string) => file.startsWith(`${virtualRoot}${path.sep}`);
  const relative = (file: string) => path.relative(virtualRoot, file).split(path.sep).join('/');
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => (inVirtual(file) ? files.has(relative(file)) : fileExists(file));
  host.readFile = (file) => (inVirtual(file) ? files.get(relative(file)) : readFile(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, onError) => {
    if (inVirtual(file)) {
      const text = files.get(relative(file));
      return text === undefined ? undefined : ts.createSourceFile(file, text, languageVersion, true);
    }
    return getSourceFile(file, languageVersion, onError);
  };
  host.directoryExists = (dir) =>
    inVirtual(`${dir}${path.sep}`) || dir === virtualRoot
      ? [...files.keys()].some((f) => path.join(virtualRoot, f).startsWith(`${dir}${path.sep}`))
      : ts.sys.directoryExists(dir);
  return host;
}

/**
 * Emits the declarations of typescript-utcp's packages from source (path →
 * text, paths relative to the repository root) with the compiler, the way
 * the packages' own build does. Returns the `.d.ts` files by repository path.
 * Imports between packages resolve to the other package's source at the
 * same commit; other imports resolve from this repository's node_modules.
 */
export function emitDeclarations(
  root: string,
  sources: ReadonlyMap<string, string>,
  packageDirs: string[],
): Map<string, string> {
  const virtualRoot = path.join(root, '.ts-api-source');
  const abs = (file: string) => path.join(virtualRoot, file);
  const paths: Record<string, string[]> = {'@utcp/sdk': [abs('packages/core/src/index.ts')]};
  for (const dir of packageDirs) if (dir !== 'core') paths[`@utcp/${dir}`] = [abs(`packages/${dir}/src/index.ts`)];
  const options: ts.CompilerOptions = {
    ...readerOptions(root, paths),
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    strict: false,
    noImplicitAny: false,
    experimentalDecorators: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    rootDir: virtualRoot,
    outDir: path.join(virtualRoot, '.out'),
  };
  const host = inMemoryHost(options, virtualRoot, sources);
  const roots = packageDirs.map((dir) => abs(`packages/${dir}/src/index.ts`));
  const program = ts.createProgram({rootNames: roots, options, host});
  const out = new Map<string, string>();
  program.emit(
    undefined,
    (file, text) => {
      const rel = path.relative(path.join(virtualRoot, '.out'), file).split(path.sep).join('/');
      out.set(rel, text);
    },
    undefined,
    true,
  );
  if (out.size === 0) throw new CheckerFailure('the compiler emitted no declarations');
  return out;
}

/**
 * A reader over declarations emitted from source (see emitDeclarations):
 * the files live in memory below root/.ts-api-declarations; `@utcp/<dir>`
 * resolves to the emitted entry of that package.
 */
export function sourceDeclarationReader(
  root: string,
  declarations: ReadonlyMap<string, string>,
  packageDirs: string[],
): {reader: DeclarationReader; entryOf: (dir: string) => string} {
  const virtualRoot = path.join(root, '.ts-api-declarations');
  const abs = (file: string) => path.join(virtualRoot, file);
  const entryOf = (dir: string) => abs(`packages/${dir}/src/index.d.ts`);
  const paths: Record<string, string[]> = {'@utcp/sdk': [entryOf('core')]};
  for (const dir of packageDirs) if (dir !== 'core') paths[`@utcp/${dir}`] = [entryOf(dir)];
  const options = readerOptions(root, paths);
  const host = inMemoryHost(options, virtualRoot, declarations);
  return {reader: new DeclarationReader(packageDirs.map(entryOf), options, host), entryOf};
}
