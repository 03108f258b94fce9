/**
 * Typed access to the python-utcp facts in data/protocol/<version>.json
 * (written by `npm run api:extract`, shape in ./types). Used by the API
 * reference generator and the JSON Schema generator.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PINNED_VERSIONS} from '../../src/config/versionPins';
import type {
  ClassFacts,
  FactsVersion,
  FieldFacts,
  FunctionFacts,
  ModuleFacts,
  PackageFacts,
  ProtocolFacts,
} from './types';

export type * from './types';

/** Every docs version of src/config/version-pins.json, each with its data/protocol/<version>.json. */
export const FACTS_VERSIONS: readonly FactsVersion[] = PINNED_VERSIONS;

const loaded = new Map<FactsVersion, ProtocolFacts>();

/** The facts of one docs version. */
export function loadFacts(version: FactsVersion): ProtocolFacts {
  let facts = loaded.get(version);
  if (!facts) {
    if (!FACTS_VERSIONS.includes(version))
      throw new Error(`no docs version "${version}" in src/config/version-pins.json`);
    facts = JSON.parse(readFileSync(path.join(__dirname, `${version}.json`), 'utf8')) as ProtocolFacts;
    loaded.set(version, facts);
  }
  return facts;
}

export function findPackage(facts: ProtocolFacts, name: string): PackageFacts | undefined {
  return facts.packages.find((pkg) => pkg.name === name);
}

export function findModule(facts: ProtocolFacts, name: string): ModuleFacts | undefined {
  return facts.modules.find((mod) => mod.name === name);
}

export function allClasses(facts: ProtocolFacts): ClassFacts[] {
  return facts.modules.flatMap((mod) => mod.classes);
}

/** A class by qualified name, e.g. `utcp.data.tool.Tool`. */
export function findClass(facts: ProtocolFacts, qualifiedName: string): ClassFacts | undefined {
  const dot = qualifiedName.lastIndexOf('.');
  return findModule(facts, qualifiedName.slice(0, dot))?.classes.find(
    (cls) => cls.name === qualifiedName.slice(dot + 1),
  );
}

/** A module-level function by qualified name, e.g. `utcp_http.register`. */
export function findFunction(facts: ProtocolFacts, qualifiedName: string): FunctionFacts | undefined {
  const dot = qualifiedName.lastIndexOf('.');
  return findModule(facts, qualifiedName.slice(0, dot))?.functions.find(
    (fn) => fn.name === qualifiedName.slice(dot + 1),
  );
}

/** The module that defines a class. */
export function moduleOfClass(facts: ProtocolFacts, cls: ClassFacts): ModuleFacts {
  return facts.modules.find((mod) => mod.classes.includes(cls))!;
}

/** `Serializer[Tool]` → `Serializer`, `pydantic.BaseModel` → `BaseModel`. */
export function baseName(base: string): string {
  const head = base.split('[')[0].trim();
  return head.slice(head.lastIndexOf('.') + 1);
}

/**
 * The class a base name refers to from inside a module: a class of the same
 * module, then what the module imports under that name, then the only class
 * with that name anywhere. Undefined for classes outside python-utcp.
 */
export function resolveClassName(facts: ProtocolFacts, fromModule: ModuleFacts, name: string): ClassFacts | undefined {
  const local = fromModule.classes.find((cls) => cls.name === name);
  if (local) return local;
  const imported = fromModule.imports.find((imp) => (imp.as ?? imp.name) === name);
  if (imported && !imported.module.startsWith('.')) {
    const target = findClass(facts, `${imported.module}.${imported.name}`);
    if (target) return target;
    // Re-exported from a package __init__: follow one more import.
    const pkg = findModule(facts, imported.module);
    const reexport = pkg?.imports.find((imp) => (imp.as ?? imp.name) === imported.name);
    if (reexport) return findClass(facts, `${reexport.module}.${reexport.name}`);
  }
  const candidates = allClasses(facts).filter((cls) => cls.name === name);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Base classes of a class that live in python-utcp, nearest first (depth-first, as written). */
export function ancestors(facts: ProtocolFacts, cls: ClassFacts): ClassFacts[] {
  const out: ClassFacts[] = [];
  const visit = (current: ClassFacts) => {
    const mod = moduleOfClass(facts, current);
    for (const base of current.bases) {
      const parent = resolveClassName(facts, mod, baseName(base));
      if (parent && !out.includes(parent)) {
        out.push(parent);
        visit(parent);
      }
    }
  };
  visit(cls);
  return out;
}

/** True when `cls` is `ancestorName` or derives from a class of that name (bases resolved through the source). */
export function derivesFrom(facts: ProtocolFacts, cls: ClassFacts, ancestorName: string): boolean {
  if (cls.name === ancestorName) return true;
  if (cls.bases.some((base) => baseName(base) === ancestorName)) return true;
  return ancestors(facts, cls).some((parent) => parent.name === ancestorName);
}

/** Every pydantic field of a model including inherited ones, in pydantic's order: a subclass's override keeps the base's position. */
export function allFields(facts: ProtocolFacts, cls: ClassFacts): FieldFacts[] {
  const chain = [...ancestors(facts, cls)].reverse();
  const fields = new Map<string, FieldFacts>();
  for (const current of [...chain, cls]) {
    for (const field of current.fields) fields.set(field.name, field);
  }
  return [...fields.values()];
}

export interface DiscriminatedClass {
  /** The discriminator value, e.g. `http`. */
  type: string;
  cls: ClassFacts;
  module: ModuleFacts;
}

/** Classes whose own field `key` is a `Literal[...]` with one string value, e.g. every call template by `call_template_type`. */
export function classesByDiscriminator(facts: ProtocolFacts, key: string): DiscriminatedClass[] {
  const out: DiscriminatedClass[] = [];
  for (const mod of facts.modules) {
    for (const cls of mod.classes) {
      const field = cls.fields.find((f) => f.name === key);
      const values = field?.literal_values ?? [];
      if (values.length === 1 && typeof values[0] === 'string') out.push({type: values[0], cls, module: mod});
    }
  }
  return out.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}

/** Call template classes by `call_template_type` (http, sse, cli, mcp, text, ...). */
export function callTemplateTypes(facts: ProtocolFacts): DiscriminatedClass[] {
  return classesByDiscriminator(facts, 'call_template_type').filter((entry) =>
    derivesFrom(facts, entry.cls, 'CallTemplate'),
  );
}

/** Auth classes by `auth_type` (api_key, basic, oauth2). */
export function authTypes(facts: ProtocolFacts): DiscriminatedClass[] {
  return classesByDiscriminator(facts, 'auth_type').filter((entry) => derivesFrom(facts, entry.cls, 'Auth'));
}

/** Variable loader classes by `variable_loader_type` (dotenv). */
export function variableLoaderTypes(facts: ProtocolFacts): DiscriminatedClass[] {
  return classesByDiscriminator(facts, 'variable_loader_type').filter((entry) =>
    derivesFrom(facts, entry.cls, 'VariableLoader'),
  );
}

/** Each plugin's `register()` function with the package it belongs to. */
export function pluginRegisterFunctions(facts: ProtocolFacts): {pkg: PackageFacts; fn: FunctionFacts}[] {
  const out: {pkg: PackageFacts; fn: FunctionFacts}[] = [];
  for (const pkg of facts.packages) {
    if (!pkg.plugin_entry_point) continue;
    const [moduleName, functionName] = pkg.plugin_entry_point.split(':');
    const fn = findFunction(facts, `${moduleName}.${functionName}`);
    if (fn) out.push({pkg, fn});
  }
  return out;
}
