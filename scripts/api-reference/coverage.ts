/**
 * Checks the prose against the facts: every public item of the documented
 * distributions needs prose, and prose may only name items the facts have.
 * Used by the unit tests and by `npm run api:generate -- --check`.
 */
import {apiReferenceVersions, NEXT_PIN_KEY} from '../../src/config/versionPins';
import {apiPages, proseForVersion} from '../../data/api-reference';
import type {DocsVersion, FunctionProse, PageProse} from '../../data/api-reference/types';
import {findModule, loadFacts} from '../../data/protocol';
import type {ClassFacts, FunctionFacts, ModuleFacts} from '../../data/protocol/types';
import {defaultClassProse, defaultParamProse, publicMethods} from './render/conventions';
import {methodProse} from './render/proseLookup';

/** The distributions the reference covers: core and the protocol plugins the site documents. */
export const DOCUMENTED_PACKAGES = [
  'utcp',
  'utcp-cli',
  'utcp-file',
  'utcp-http',
  'utcp-mcp',
  'utcp-text',
  'utcp-websocket',
];
/** The docs versions with a generated Python API reference (src/config/version-pins.json). */
export const DOCS_VERSIONS: readonly DocsVersion[] = apiReferenceVersions();

/** Public modules of the documented distributions that define at least one public item. */
export function documentedModules(version: DocsVersion): ModuleFacts[] {
  return loadFacts(version).modules.filter(
    (mod) =>
      DOCUMENTED_PACKAGES.includes(mod.package) &&
      mod.public &&
      (mod.classes.some((c) => c.public) || mod.functions.some((f) => f.public) || mod.constants.length > 0),
  );
}

/** Every public item of a module as a qualified name: classes, methods, functions, constants. */
export function publicItems(mod: ModuleFacts): string[] {
  const out: string[] = [];
  for (const cls of mod.classes.filter((c) => c.public)) {
    out.push(`${mod.name}.${cls.name}`);
    for (const method of publicMethods(cls)) out.push(`${mod.name}.${cls.name}.${method.name}`);
  }
  for (const fn of mod.functions.filter((f) => f.public)) out.push(`${mod.name}.${fn.name}`);
  for (const c of mod.constants) out.push(`${mod.name}.${c.name}`);
  return out;
}

function boundCount(fn: FunctionFacts, inClass: boolean): number {
  return inClass &&
    !fn.decorators.includes('staticmethod') &&
    fn.parameters[0] &&
    fn.parameters[0].kind !== 'var_positional'
    ? 1
    : 0;
}

function checkFunction(
  where: string,
  fn: FunctionFacts,
  prose: FunctionProse | undefined,
  inClass: boolean,
  problems: string[],
): void {
  if (!prose || prose.summary.length === 0) {
    problems.push(`${where}(): no summary`);
    return;
  }
  for (const p of fn.parameters.slice(boundCount(fn, inClass))) {
    if (!prose.params?.[p.name] && !defaultParamProse(p.name))
      problems.push(`${where}(): parameter ${p.name} has no description`);
  }
}

function classNeeds(cls: ClassFacts): string[] {
  const names = cls.fields.map((f) => f.name).filter((name) => !name.startsWith('_'));
  names.push(...cls.class_attributes.filter((a) => !a.name.startsWith('_')).map((a) => a.name));
  names.push(...(cls.instance_attributes ?? []).filter((a) => !a.name.startsWith('_')).map((a) => a.name));
  return names;
}

/** Public items (and their fields and parameters) of one version that have no prose. */
export function missingProse(version: DocsVersion): string[] {
  const problems: string[] = [];
  const facts = loadFacts(version);
  for (const mod of documentedModules(version)) {
    const source = apiPages.find((p) => p.module === mod.name);
    const page = source && proseForVersion(source, version);
    if (!page) {
      problems.push(`${mod.name}: no page`);
      continue;
    }
    for (const cls of mod.classes.filter((c) => c.public)) {
      const where = `${mod.name}.${cls.name}`;
      const prose = page.classes?.[cls.name];
      const fallback = defaultClassProse(cls, facts);
      if (!prose?.summary?.length && !fallback) problems.push(`${where}: no summary`);
      for (const name of classNeeds(cls)) if (!prose?.fields?.[name]) problems.push(`${where}.${name}: no description`);
      for (const method of publicMethods(cls)) {
        checkFunction(`${where}.${method.name}`, method, methodProse(facts, cls, method.name), true, problems);
      }
    }
    for (const fn of mod.functions.filter((f) => f.public))
      checkFunction(`${mod.name}.${fn.name}`, fn, page.functions?.[fn.name], false, problems);
    for (const c of mod.constants)
      if (!page.constants?.[c.name]) problems.push(`${mod.name}.${c.name}: no description`);
  }
  return problems;
}

/** Names in the prose that no version's facts define (classes, fields, methods, parameters, functions, constants). */
export function unknownProseNames(pages: readonly PageProse[] = apiPages): string[] {
  const problems = new Set<string>();
  for (const page of pages.flatMap((p) => (p.next ? [p, proseForVersion(p, NEXT_PIN_KEY)] : [p]))) {
    const mods = DOCS_VERSIONS.map((v) => findModule(loadFacts(v), page.module)).filter(
      (m): m is ModuleFacts => m !== undefined,
    );
    if (mods.length === 0) {
      problems.add(`${page.module}: not a module of any version`);
      continue;
    }
    const classes = mods.flatMap((m) => m.classes);
    const functions = mods.flatMap((m) => m.functions);
    const checkParams = (where: string, prose: FunctionProse, candidates: FunctionFacts[]) => {
      for (const name of Object.keys(prose.params ?? {})) {
        if (!candidates.some((fn) => fn.parameters.some((p) => p.name === name)))
          problems.add(`${where}(): parameter ${name}`);
      }
    };
    for (const [name, prose] of Object.entries(page.classes ?? {})) {
      const matches = classes.filter((c) => c.name === name);
      if (matches.length === 0) {
        problems.add(`${page.module}.${name}`);
        continue;
      }
      for (const field of Object.keys(prose.fields ?? {})) {
        if (!matches.some((c) => classNeeds(c).includes(field))) problems.add(`${page.module}.${name}.${field}`);
      }
      for (const [method, methodProse] of Object.entries(prose.methods ?? {})) {
        const candidates = matches.flatMap((c) => c.methods.filter((m) => m.name === method));
        if (candidates.length === 0) problems.add(`${page.module}.${name}.${method}()`);
        else checkParams(`${page.module}.${name}.${method}`, methodProse, candidates);
      }
    }
    for (const [name, prose] of Object.entries(page.functions ?? {})) {
      const candidates = functions.filter((f) => f.name === name);
      if (candidates.length === 0) problems.add(`${page.module}.${name}()`);
      else checkParams(`${page.module}.${name}`, prose, candidates);
    }
    for (const name of Object.keys(page.constants ?? {})) {
      if (!mods.some((m) => m.constants.some((c) => c.name === name))) problems.add(`${page.module}.${name}`);
    }
  }
  return [...problems];
}
