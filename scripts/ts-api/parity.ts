/**
 * The parity page of one docs version: the classes and models python-utcp
 * and typescript-utcp both define, and how their members differ by name and
 * default. Computed from the two sets of facts only; behaviour is not
 * compared here.
 */
import {allFields, loadFacts} from '../../src/data/protocol';
import type {DocsVersion} from '../../src/data/api-reference/types';
import type {ClassFacts, FieldFacts} from '../../src/data/protocol/types';
import {loadTsFacts} from '../../src/data/ts-api';
import type {TsClass, TsInterface, TsSymbol, TsVariable} from '../../src/data/ts-api/types';
import {buildSymbolIndex, EDIT_BASE_URL, pagesOf, relativeDocLink} from '../api-reference/render';
import {publicMethods} from '../api-reference/conventions';
import {buildTsIndex} from './anchors';

/** `call_tool` → `callTool`, the naming rule the two implementations follow. */
export function camelCase(name: string): string {
  return name.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** A default as a comparable value: quotes, None/null and number spellings made alike. */
export function normalizeDefault(text: string | null): string | null {
  if (text === null) return null;
  const t = text.trim();
  if (t === 'None' || t === 'null' || t === 'undefined') return null;
  if (t === 'True') return 'true';
  if (t === 'False') return 'false';
  const quoted = /^(['"])(.*)\1$/.exec(t);
  if (quoted) return JSON.stringify(quoted[2]);
  if (/^-?\d+(\.\d+)?$/.test(t)) return String(Number(t));
  return t.replace(/\s+/g, '');
}

/** A pydantic field's default as an expression: `list` and `dict` factories read as `[]` and `{}`. */
function pythonDefault(field: FieldFacts): string | null {
  if (field.default_factory === 'list') return '[]';
  if (field.default_factory === 'dict') return '{}';
  if (field.default_factory)
    return /^lambda\b/.test(field.default_factory) ? field.default_factory : `${field.default_factory}()`;
  return field.default;
}

export interface ClassParity {
  python: string;
  typescript: string;
  onlyPython: string[];
  onlyTypescript: string[];
  renamed: [string, string][];
  defaults: {field: string; python: string; typescript: string}[];
  fieldsOnlyPython: string[];
  fieldsOnlyTypescript: string[];
}

function tsMembers(symbol: TsSymbol): string[] {
  if (symbol.kind === 'class' || symbol.kind === 'interface')
    return (symbol as TsClass | TsInterface).methods.filter((m) => m.access === 'public').map((m) => m.name);
  return [];
}

/** Python classes and their TypeScript namesakes, with the members each side lacks. */
export function compareVersion(version: DocsVersion): {
  pairs: ClassParity[];
  onlyPython: string[];
  onlyTypescript: string[];
} {
  const facts = loadFacts(version);
  const ts = loadTsFacts(version);
  const tsByName = new Map<string, TsSymbol>();
  for (const pkg of ts.packages)
    for (const symbol of pkg.symbols)
      if (symbol.kind === 'class' || symbol.kind === 'interface')
        if (!tsByName.has(symbol.name) || symbol.kind === 'class') tsByName.set(symbol.name, symbol);
  const zodByName = new Map<string, TsVariable>();
  for (const pkg of ts.packages)
    for (const symbol of pkg.symbols)
      if (symbol.kind === 'variable' && symbol.zodFields) zodByName.set(symbol.name, symbol);

  const pythonClasses: ClassFacts[] = pagesOf(version).flatMap(({mod}) => mod.classes.filter((c) => c.public));
  const pairs: ClassParity[] = [];
  const onlyPython: string[] = [];
  for (const cls of pythonClasses) {
    const counterpart = tsByName.get(cls.name);
    if (!counterpart) {
      onlyPython.push(cls.name);
      continue;
    }
    const pyMethods = publicMethods(cls)
      .map((m) => m.name)
      .filter((name) => !/^__\w+__$/.test(name));
    const tsMethods = tsMembers(counterpart);
    const renamed: [string, string][] = [];
    const onlyPy: string[] = [];
    for (const name of pyMethods) {
      if (tsMethods.includes(name)) continue;
      if (tsMethods.includes(camelCase(name))) renamed.push([name, camelCase(name)]);
      else onlyPy.push(name);
    }
    const matched = new Set([...pyMethods, ...renamed.map(([, t]) => t)]);
    const onlyTs = tsMethods.filter((name) => !matched.has(name));
    const defaults: ClassParity['defaults'] = [];
    let fieldsOnlyPython: string[] = [];
    let fieldsOnlyTypescript: string[] = [];
    const schema = zodByName.get(`${cls.name}Schema`);
    if (cls.pydantic && schema?.zodFields) {
      const pyFields = allFields(facts, cls).map((f) => ({key: f.alias ?? f.name, field: f}));
      const zod = new Map(schema.zodFields.map((f) => [f.name, f]));
      fieldsOnlyPython = pyFields.filter((f) => !zod.has(f.key)).map((f) => f.key);
      fieldsOnlyTypescript = schema.zodFields.map((f) => f.name).filter((n) => !pyFields.some((f) => f.key === n));
      for (const {key, field} of pyFields) {
        const z = zod.get(key);
        if (!z) continue;
        const py = pythonDefault(field);
        // Two computed defaults (a factory call on each side) are not compared as text.
        if (py !== null && z.default !== null && /\(/.test(py) && /\(/.test(z.default)) continue;
        if (normalizeDefault(py) !== normalizeDefault(z.default))
          defaults.push({field: key, python: py ?? '(none)', typescript: z.default ?? '(none)'});
      }
    }
    pairs.push({
      python: cls.name,
      typescript: counterpart.name,
      onlyPython: onlyPy,
      onlyTypescript: onlyTs,
      renamed,
      defaults,
      fieldsOnlyPython,
      fieldsOnlyTypescript,
    });
  }
  const pythonNames = new Set(pythonClasses.map((c) => c.name));
  const onlyTypescript = [...tsByName.keys()].filter((name) => !pythonNames.has(name)).sort();
  return {pairs, onlyPython: onlyPython.sort(), onlyTypescript};
}

function codeList(names: string[], suffix = ''): string {
  return names.map((n) => `\`${n}${suffix}\``).join(', ');
}

/** The parity page, below api/typescript/. */
export function renderParityPage(
  version: DocsVersion,
  frontMatter: (fields: Record<string, string | number>) => string[],
): string[] {
  const file = 'typescript/parity';
  const python = buildSymbolIndex(version);
  const ts = buildTsIndex(loadTsFacts(version));
  const link = (name: string, target: {file: string; anchor: string} | undefined) =>
    target ? `[\`${name}\`](${relativeDocLink(file, target.file, target.anchor)})` : `\`${name}\``;
  const {pairs, onlyPython, onlyTypescript} = compareVersion(version);
  const out = frontMatter({
    title: 'Python and TypeScript side by side',
    sidebar_label: 'Python and TypeScript',
    sidebar_position: 99,
    description:
      'The classes python-utcp and typescript-utcp both define, with the methods, fields and defaults that differ, computed from the two sources.',
    slug: '/api/typescript/parity',
    custom_edit_url: `${EDIT_BASE_URL}scripts/ts-api/parity.ts`,
  });
  out.push(
    `This page compares the two reference implementations by their declarations: each Python class documented in the [Python reference](../index.md) next to the TypeScript class or interface of the same name. ${pairs.length} names exist on both sides, ${onlyPython.length} only in Python and ${onlyTypescript.length} only in TypeScript. Methods are matched by name, where Python's \`snake_case\` becomes TypeScript's \`camelCase\`; for a pydantic model the fields are compared with those of the Zod schema named \`<Model>Schema\`, defaults included. It says nothing about behaviour: two methods with the same name may still act differently.`,
    '',
    '## In both',
    '',
    '| Python | TypeScript | Differences |',
    '| --- | --- | --- |',
  );
  for (const p of pairs) {
    const notes: string[] = [];
    if (p.renamed.length > 0)
      notes.push(`renamed by the naming rule: ${p.renamed.map(([a, b]) => `\`${a}()\` → \`${b}()\``).join(', ')}`);
    if (p.onlyPython.length > 0) notes.push(`methods only in Python: ${codeList(p.onlyPython, '()')}`);
    if (p.onlyTypescript.length > 0) notes.push(`methods only in TypeScript: ${codeList(p.onlyTypescript, '()')}`);
    if (p.fieldsOnlyPython.length > 0) notes.push(`fields only in Python: ${codeList(p.fieldsOnlyPython)}`);
    if (p.fieldsOnlyTypescript.length > 0)
      notes.push(`fields only in the Zod schema: ${codeList(p.fieldsOnlyTypescript)}`);
    for (const d of p.defaults)
      notes.push(
        `default of \`${d.field}\`: \`${d.python.replace(/\|/g, '\\|')}\` in Python, \`${d.typescript.replace(/\|/g, '\\|')}\` in TypeScript`,
      );
    out.push(
      `| ${link(p.python, python.get(p.python))} | ${link(p.typescript, ts.get(p.typescript))} | ${notes.length > 0 ? notes.join('; ') : 'none by name or default'} |`,
    );
  }
  out.push('', '## Only in Python', '', onlyPython.map((n) => `- ${link(n, python.get(n))}`).join('\n'), '');
  out.push('## Only in TypeScript', '', onlyTypescript.map((n) => `- ${link(n, ts.get(n))}`).join('\n'), '');
  return out;
}
