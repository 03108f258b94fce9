/** Classes: kind, bases, fields, attributes, inherited fields, TypeScript counterparts and methods. */
import type {ClassProse, PageProse} from '../../../data/api-reference/types';
import {allFields, resolveClassName} from '../../../data/protocol';
import type {ClassFacts, FieldFacts, ModuleFacts, ProtocolFacts} from '../../../data/protocol/types';
import {typescriptCounterparts} from '../../reference/tsAnchors';
import {defaultClassProse, hookSummary, isHook, publicMethods} from './conventions';
import {methodProse} from './proseLookup';
import {paragraphs, type RenderContext} from './context';
import {renderFunction} from './functions';
import {relativeDocLink, resolveApiLinks} from '../../reference/links';
import {declaration, flatNames, type ClassAttributeRow, type FieldRow, type InstanceAttributeRow} from './declarations';
import {cell, codeCell, SIGNATURE_FENCE} from './markdown';
import {renderType} from './typeExpr';

/** The field table of a pydantic model (none for other classes). */
function fieldRows(cls: ClassFacts): FieldRow[] {
  if (!cls.pydantic) return [];
  return cls.fields.map((f) => ({
    name: f.name,
    alias: f.alias,
    type: f.annotation,
    default: f.default_factory ? null : f.default,
    factory: f.default_factory || null,
    required: f.required,
  }));
}

function fieldDefault(field: FieldRow): string {
  if (field.factory) return `${codeCell(field.factory)} (factory)`;
  if (field.default !== null) return codeCell(field.default);
  return '—';
}

function renderFields(rows: FieldRow[], prose: ClassProse, ctx: RenderContext): string[] {
  if (rows.length === 0) return [];
  return [
    '**Fields:**',
    '',
    '| Field | Type | Default | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((f) => {
      const name = f.alias ? `${codeCell(f.alias)} (attribute ${codeCell(f.name)})` : codeCell(f.name);
      return `| ${name} | ${renderType(f.type, ctx.file, ctx.symbols)} | ${fieldDefault(f)} | ${f.required ? 'yes' : 'no'} | ${cell(resolveApiLinks(prose.fields?.[f.name] ?? '', ctx.file))} |`;
    }),
    '',
  ];
}

/** Names a class gets from one ancestor, shown as one "Inherited ... from <ancestor>: a, b." line. */
interface InheritedGroup {
  from: ClassFacts;
  names: string[];
}

function inheritedLines(label: string, groups: InheritedGroup[], ctx: RenderContext): string[] {
  return groups.flatMap(({from, names}) => {
    const target = ctx.symbols.get(from.name);
    const link = target
      ? `[\`${from.name}\`](${relativeDocLink(ctx.file, target.file, target.anchor)})`
      : `\`${from.name}\``;
    return [`**${label}** from ${link}: ${names.map((name) => `\`${name}\``).join(', ')}.`, ''];
  });
}

/**
 * Public instance attributes the `__init__` of an ancestor sets and this class does not, grouped
 * by the ancestor (a subclass's `__init__` that calls `super().__init__()` keeps them).
 */
function inheritedInstanceAttributes(cls: ClassFacts, ctx: RenderContext): InheritedGroup[] {
  const seen = new Set((cls.instance_attributes ?? []).map((a) => a.name));
  const groups: InheritedGroup[] = [];
  const visited: ClassFacts[] = [cls];
  const queue = [...cls.bases];
  while (queue.length > 0) {
    const parent = resolveClassName(ctx.facts, ctx.mod, (queue.shift() ?? '').split('[')[0]);
    if (!parent || visited.includes(parent)) continue;
    visited.push(parent);
    queue.push(...parent.bases);
    const names = (parent.instance_attributes ?? [])
      .map((a) => a.name)
      .filter((name) => !name.startsWith('_') && !seen.has(name));
    names.forEach((name) => seen.add(name));
    if (names.length > 0) groups.push({from: parent, names});
  }
  return groups;
}

/** The class attribute and instance attribute tables of a class. */
function attributeRows(cls: ClassFacts): {classAttributes: ClassAttributeRow[]; instance: InstanceAttributeRow[]} {
  const setInInit = new Set((cls.instance_attributes ?? []).map((a) => a.name));
  // Outside pydantic models an annotated class-level name is a plain class attribute, unless it
  // has no value and __init__ sets it: then it only declares the type of an instance attribute.
  const declaresInstance = (f: FieldFacts): boolean =>
    f.default === null && f.default_factory === null && setInInit.has(f.name);
  const annotated = cls.pydantic
    ? []
    : cls.fields
        .filter((f) => !declaresInstance(f))
        .map((f) => ({
          name: f.name,
          annotation: f.annotation,
          value: f.default ?? f.default_factory,
          line: f.line,
        }));
  const classLevelType = new Map(
    cls.pydantic ? [] : cls.fields.filter(declaresInstance).map((f) => [f.name, f.annotation] as const),
  );
  const classAttributes = [...annotated, ...cls.class_attributes]
    .filter((a) => !a.name.startsWith('_'))
    .sort((a, b) => a.line - b.line)
    .map((a) => ({name: a.name, type: a.annotation || null, value: a.value}));
  const instance = (cls.instance_attributes ?? [])
    .filter((a) => !a.name.startsWith('_'))
    .map((a) => ({name: a.name, type: (a.annotation ?? classLevelType.get(a.name)) || null}));
  return {classAttributes, instance};
}

function renderAttributes(
  rows: {classAttributes: ClassAttributeRow[]; instance: InstanceAttributeRow[]},
  prose: ClassProse,
  ctx: RenderContext,
): string[] {
  const out: string[] = [];
  const description = (name: string): string => cell(resolveApiLinks(prose.fields?.[name] ?? '', ctx.file));
  if (rows.classAttributes.length > 0) {
    out.push('**Class attributes:**', '', '| Attribute | Type | Value | Description |', '| --- | --- | --- | --- |');
    for (const a of rows.classAttributes) {
      const type = a.type ? renderType(a.type, ctx.file, ctx.symbols) : '—';
      out.push(
        `| ${codeCell(a.name)} | ${type} | ${a.value !== null ? codeCell(a.value) : '—'} | ${description(a.name)} |`,
      );
    }
    out.push('');
  }
  if (rows.instance.length > 0) {
    out.push(
      '**Instance attributes** (set in `__init__`):',
      '',
      '| Attribute | Type | Description |',
      '| --- | --- | --- |',
    );
    for (const a of rows.instance) {
      const type = a.type ? renderType(a.type, ctx.file, ctx.symbols) : 'not annotated';
      out.push(`| ${codeCell(a.name)} | ${type} | ${description(a.name)} |`);
    }
    out.push('');
  }
  return out;
}

/** Kind label from the facts: pydantic model, exception, abstract base class, serializer or class. */
export function classKind(facts: ProtocolFacts, mod: ModuleFacts, cls: ClassFacts): string {
  if (cls.pydantic) return 'pydantic model';
  const chain: ClassFacts[] = [cls];
  let current: ClassFacts | undefined = cls;
  while (current) {
    const base: string | undefined = current.bases[0];
    const parent: ClassFacts | undefined = base ? resolveClassName(facts, mod, base.split('[')[0]) : undefined;
    if (!parent || chain.includes(parent)) break;
    chain.push(parent);
    current = parent;
  }
  const roots = chain.flatMap((c) => c.bases.map((b) => b.split('[')[0]));
  if (roots.some((b) => /(Exception|Error)$/.test(b))) return 'exception';
  if (roots.includes('Serializer') || cls.bases.some((b) => b.startsWith('Serializer['))) return 'serializer';
  if (cls.bases.includes('ABC') || cls.methods.some((m) => m.decorators.includes('abstractmethod')))
    return 'abstract base class';
  return 'class';
}

/** Fields a pydantic model inherits from python-utcp base classes, grouped by the base. */
function inheritedFields(cls: ClassFacts, ctx: RenderContext): InheritedGroup[] {
  if (!cls.pydantic) return [];
  const own = new Set(cls.fields.map((f) => f.name));
  const groups: InheritedGroup[] = [];
  for (const base of cls.bases) {
    const parent = resolveClassName(ctx.facts, ctx.mod, base.split('[')[0]);
    if (!parent?.pydantic) continue;
    const names = allFields(ctx.facts, parent)
      .map((f) => f.name)
      .filter((name) => !own.has(name));
    if (names.length > 0) groups.push({from: parent, names});
  }
  return groups;
}

/** Links to the TypeScript entries of the same name (and its Zod schema), when @utcp/sdk or a plugin exports them. */
export function typescriptLine(name: string, ctx: RenderContext): string[] {
  const matches = typescriptCounterparts(name, ctx.typescript);
  if (matches.length === 0) return [];
  const links = matches.map(
    (m) => `[\`${m.name}\`](${relativeDocLink(ctx.file, m.target.file, m.target.anchor)}) (\`${m.target.pkg}\`)`,
  );
  return [`**TypeScript:** ${links.join(', ')}`, ''];
}

export function renderClass(cls: ClassFacts, pageProse: PageProse, ctx: RenderContext): string[] {
  const prose = pageProse.classes?.[cls.name] ?? {summary: []};
  const fallback = defaultClassProse(cls, ctx.facts);
  const kind = classKind(ctx.facts, ctx.mod, cls);
  const fields = fieldRows(cls);
  const inherited = inheritedFields(cls, ctx);
  const attributes = attributeRows(cls);
  const inheritedInstance = inheritedInstanceAttributes(cls, ctx);
  const code = [
    ...cls.decorators.map((d) => `@${d}`),
    `class ${cls.name}${cls.bases.length > 0 ? `(${cls.bases.join(', ')})` : ''}`,
  ].join('\n');
  ctx.declarations.push(
    declaration(ctx.mod.name, null, cls.name, code, {
      fields: fields.length > 0 ? fields : null,
      inherited: flatNames(inherited),
      classAttributes: attributes.classAttributes.length > 0 ? attributes.classAttributes : null,
      instanceAttributes: attributes.instance.length > 0 ? attributes.instance : null,
      inheritedInstanceAttributes: flatNames(inheritedInstance),
      kind,
      bases: cls.bases,
    }),
  );
  const bases = cls.bases.length > 0 ? cls.bases.map((b) => renderType(b, ctx.file, ctx.symbols)).join(', ') : 'none';
  const out: string[] = [
    `## \`${cls.name}\``,
    '',
    SIGNATURE_FENCE,
    code,
    '```',
    '',
    `**Kind:** ${kind} · **Bases:** ${bases}`,
    '',
    ...typescriptLine(cls.name, ctx),
  ];
  out.push(...paragraphs(prose.summary.length > 0 ? prose.summary : fallback?.summary, ctx));
  out.push(...renderFields(fields, prose, ctx));
  out.push(...inheritedLines('Inherited fields', inherited, ctx));
  out.push(...renderAttributes(attributes, prose, ctx));
  out.push(...inheritedLines('Inherited instance attributes', inheritedInstance, ctx));
  const hooks = cls.methods.filter(isHook);
  if (hooks.length > 0) out.push(`**Pydantic hooks:** ${hooks.map(hookSummary).join('; ')}.`, '');
  for (const method of publicMethods(cls)) {
    out.push(...renderFunction(method, methodProse(ctx.facts, cls, method.name), 3, ctx, cls.name));
  }
  return out;
}
