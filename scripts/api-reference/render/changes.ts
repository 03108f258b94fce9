/**
 * What changed in one module between two fact sets (1.0 and Next): items
 * added or removed, field types and defaults, method and function signatures,
 * and the package version. One Markdown line per change, names in code spans.
 */
import type {ClassFacts, FieldFacts, FunctionFacts, ModuleFacts, PackageFacts} from '../../../data/protocol/types';
import {isHook} from './conventions';

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** Parameters and return annotation of a function, without the name: `(self, x: int = 1) -> str`. */
export function signatureText(fn: FunctionFacts): string {
  const params = fn.parameters.map((p) => {
    const prefix = p.kind === 'var_positional' ? '*' : p.kind === 'var_keyword' ? '**' : '';
    return `${prefix}${p.name}${p.annotation ? `: ${p.annotation}` : ''}${p.default !== null ? ` = ${p.default}` : ''}`;
  });
  return `${fn.async ? 'async ' : ''}(${params.join(', ')})${fn.returns ? ` -> ${fn.returns}` : ''}`;
}

function fieldText(field: FieldFacts): string {
  const dflt = field.default_factory
    ? ` = Field(default_factory=${field.default_factory})`
    : field.default !== null
      ? ` = ${field.default}`
      : '';
  return `${field.name}: ${field.annotation}${dflt}`;
}

function byName<T extends {name: string}>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.name, item]));
}

function compareFunctions(label: string, before: FunctionFacts, after: FunctionFacts): string[] {
  const old = signatureText(before);
  const now = signatureText(after);
  return old === now ? [] : [`${code(label)}: signature ${code(old)} → ${code(now)}.`];
}

function compareMembers<T extends {name: string}>(
  owner: string,
  noun: string,
  before: readonly T[],
  after: readonly T[],
  describe: (item: T) => string,
  compare: (label: string, a: T, b: T) => string[],
): string[] {
  const out: string[] = [];
  const old = byName(before);
  const now = byName(after);
  for (const [name, item] of now) {
    const label = `${owner}${name}`;
    const previous = old.get(name);
    if (!previous) out.push(`Added ${noun} ${code(describe(item).replace(/^/, owner))}.`);
    else out.push(...compare(label, previous, item));
  }
  for (const name of old.keys()) if (!now.has(name)) out.push(`Removed ${noun} ${code(`${owner}${name}`)}.`);
  return out;
}

function compareFields(label: string, before: FieldFacts, after: FieldFacts): string[] {
  const out: string[] = [];
  if (before.annotation !== after.annotation)
    out.push(`${code(label)}: type ${code(before.annotation)} → ${code(after.annotation)}.`);
  const oldDefault = before.default_factory ? `factory ${before.default_factory}` : (before.default ?? 'required');
  const newDefault = after.default_factory ? `factory ${after.default_factory}` : (after.default ?? 'required');
  if (oldDefault !== newDefault) out.push(`${code(label)}: default ${code(oldDefault)} → ${code(newDefault)}.`);
  if (before.alias !== after.alias)
    out.push(`${code(label)}: alias ${code(String(before.alias))} → ${code(String(after.alias))}.`);
  return out;
}

function documentedMethods(cls: ClassFacts): FunctionFacts[] {
  return cls.methods.filter((m) => m.public && !isHook(m));
}

function compareClasses(label: string, before: ClassFacts, after: ClassFacts): string[] {
  const owner = `${after.name}.`;
  const out: string[] = [];
  if (before.bases.join(', ') !== after.bases.join(', ')) {
    out.push(
      `${code(label)}: bases ${code(before.bases.join(', ') || 'none')} → ${code(after.bases.join(', ') || 'none')}.`,
    );
  }
  // Outside pydantic models an annotated class-level name is a class attribute; private names
  // (a leading underscore) are not documented, so their changes are not listed either.
  const documented = (fields: readonly FieldFacts[]) => fields.filter((f) => !f.name.startsWith('_'));
  out.push(
    ...compareMembers(
      owner,
      after.pydantic ? 'field' : 'class attribute',
      documented(before.fields),
      documented(after.fields),
      fieldText,
      compareFields,
    ),
  );
  out.push(
    ...compareMembers(
      owner,
      'method',
      documentedMethods(before),
      documentedMethods(after),
      (fn) => `${fn.name}()`,
      compareFunctions,
    ),
  );
  return out;
}

/** Changes of one module from `before` (1.0; undefined when it did not exist) to `after` (Next). */
export function moduleChanges(
  before: ModuleFacts | undefined,
  after: ModuleFacts,
  beforePackage: PackageFacts | undefined,
  afterPackage: PackageFacts,
): string[] {
  const out: string[] = [];
  if (beforePackage?.version !== afterPackage.version) {
    out.push(
      beforePackage
        ? `${code(afterPackage.name)} version ${beforePackage.version} → ${afterPackage.version}.`
        : `${code(afterPackage.name)} is a new distribution (${afterPackage.version}).`,
    );
  }
  if (!before) {
    out.push(`The module ${code(after.name)} is new: 1.0 does not have it.`);
    return out;
  }
  const publicClasses = (mod: ModuleFacts) => mod.classes.filter((c) => c.public);
  const publicFunctions = (mod: ModuleFacts) => mod.functions.filter((f) => f.public);
  out.push(...compareMembers('', 'class', publicClasses(before), publicClasses(after), (c) => c.name, compareClasses));
  out.push(
    ...compareMembers(
      '',
      'function',
      publicFunctions(before),
      publicFunctions(after),
      (f) => `${f.name}()`,
      compareFunctions,
    ),
  );
  out.push(
    ...compareMembers(
      '',
      'constant',
      before.constants,
      after.constants,
      (c) => c.name,
      (label, a, b) =>
        a.value === b.value && a.annotation === b.annotation
          ? []
          : [`${code(label)}: value ${code(a.value ?? '')} → ${code(b.value ?? '')}.`],
    ),
  );
  return out;
}
