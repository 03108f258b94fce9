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
import {cell, codeCell, SIGNATURE_FENCE} from './markdown';
import {renderType} from './typeExpr';

function fieldDefault(field: FieldFacts): string {
  if (field.default_factory) return `${codeCell(`${field.default_factory}`)} (factory)`;
  if (field.default !== null) return codeCell(field.default);
  return '—';
}

function renderFields(cls: ClassFacts, prose: ClassProse, ctx: RenderContext): string[] {
  if (!cls.pydantic || cls.fields.length === 0) return [];
  const rows = cls.fields.map((f) => {
    const name = f.alias ? `${codeCell(f.alias)} (attribute ${codeCell(f.name)})` : codeCell(f.name);
    return `| ${name} | ${renderType(f.annotation, ctx.file, ctx.symbols)} | ${fieldDefault(f)} | ${f.required ? 'yes' : 'no'} | ${cell(resolveApiLinks(prose.fields?.[f.name] ?? '', ctx.file))} |`;
  });
  return [
    '**Fields:**',
    '',
    '| Field | Type | Default | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

/**
 * Public instance attributes the `__init__` of an ancestor sets and this class does not, grouped
 * by the ancestor (a subclass's `__init__` that calls `super().__init__()` keeps them).
 */
function inheritedInstanceAttributesLine(cls: ClassFacts, ctx: RenderContext): string[] {
  const seen = new Set((cls.instance_attributes ?? []).map((a) => a.name));
  const lines: string[] = [];
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
    if (names.length === 0) continue;
    const target = ctx.symbols.get(parent.name);
    const link = target
      ? `[\`${parent.name}\`](${relativeDocLink(ctx.file, target.file, target.anchor)})`
      : `\`${parent.name}\``;
    lines.push(`**Inherited instance attributes** from ${link}: ${names.map((name) => `\`${name}\``).join(', ')}.`, '');
  }
  return lines;
}

function renderAttributes(cls: ClassFacts, prose: ClassProse, ctx: RenderContext): string[] {
  const out: string[] = [];
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
    .sort((a, b) => a.line - b.line);
  if (classAttributes.length > 0) {
    out.push('**Class attributes:**', '', '| Attribute | Type | Value | Description |', '| --- | --- | --- | --- |');
    for (const a of classAttributes) {
      const type = a.annotation ? renderType(a.annotation, ctx.file, ctx.symbols) : '—';
      out.push(
        `| ${codeCell(a.name)} | ${type} | ${a.value !== null ? codeCell(a.value) : '—'} | ${cell(resolveApiLinks(prose.fields?.[a.name] ?? '', ctx.file))} |`,
      );
    }
    out.push('');
  }
  const instance = (cls.instance_attributes ?? []).filter((a) => !a.name.startsWith('_'));
  if (instance.length > 0) {
    out.push(
      '**Instance attributes** (set in `__init__`):',
      '',
      '| Attribute | Type | Description |',
      '| --- | --- | --- |',
    );
    for (const a of instance) {
      const annotation = a.annotation ?? classLevelType.get(a.name) ?? null;
      const type = annotation ? renderType(annotation, ctx.file, ctx.symbols) : 'not annotated';
      out.push(`| ${codeCell(a.name)} | ${type} | ${cell(resolveApiLinks(prose.fields?.[a.name] ?? '', ctx.file))} |`);
    }
    out.push('');
  }
  out.push(...inheritedInstanceAttributesLine(cls, ctx));
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

/** Fields a pydantic model inherits from python-utcp base classes, as one sentence per base. */
function inheritedFieldsLine(cls: ClassFacts, ctx: RenderContext): string[] {
  if (!cls.pydantic) return [];
  const own = new Set(cls.fields.map((f) => f.name));
  const lines: string[] = [];
  for (const base of cls.bases) {
    const parent = resolveClassName(ctx.facts, ctx.mod, base.split('[')[0]);
    if (!parent?.pydantic) continue;
    const inherited = allFields(ctx.facts, parent)
      .map((f) => f.name)
      .filter((name) => !own.has(name));
    if (inherited.length === 0) continue;
    const target = ctx.symbols.get(parent.name);
    const link = target
      ? `[\`${parent.name}\`](${relativeDocLink(ctx.file, target.file, target.anchor)})`
      : `\`${parent.name}\``;
    lines.push(`**Inherited fields** from ${link}: ${inherited.map((name) => `\`${name}\``).join(', ')}.`, '');
  }
  return lines;
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
  const bases = cls.bases.length > 0 ? cls.bases.map((b) => renderType(b, ctx.file, ctx.symbols)).join(', ') : 'none';
  const out: string[] = [
    `## \`${cls.name}\``,
    '',
    SIGNATURE_FENCE,
    ...cls.decorators.map((d) => `@${d}`),
    `class ${cls.name}${cls.bases.length > 0 ? `(${cls.bases.join(', ')})` : ''}`,
    '```',
    '',
    `**Kind:** ${classKind(ctx.facts, ctx.mod, cls)} · **Bases:** ${bases}`,
    '',
    ...typescriptLine(cls.name, ctx),
  ];
  out.push(...paragraphs(prose.summary.length > 0 ? prose.summary : fallback?.summary, ctx));
  out.push(...renderFields(cls, prose, ctx));
  out.push(...inheritedFieldsLine(cls, ctx));
  out.push(...renderAttributes(cls, prose, ctx));
  const hooks = cls.methods.filter(isHook);
  if (hooks.length > 0) out.push(`**Pydantic hooks:** ${hooks.map(hookSummary).join('; ')}.`, '');
  for (const method of publicMethods(cls)) {
    out.push(...renderFunction(method, methodProse(ctx.facts, cls, method.name), 3, ctx, true));
  }
  return out;
}
