/**
 * The parity page of one docs version: the classes and models python-utcp
 * and typescript-utcp both define, and how their members differ by name and
 * default. Computed from the two sets of facts only; behaviour is not
 * compared here. Every row and every difference carries a trace to the
 * declaring line on each side at the pinned commits, or, for the side that
 * has no declaration, the reason and the file where it would be.
 */
import {ancestors, loadFacts, moduleOfClass} from '../../data/protocol';
import type {DocsVersion} from '../../data/api-reference/types';
import type {ClassFacts, FieldFacts, ModuleFacts, ProtocolFacts} from '../../data/protocol/types';
import {loadTsFacts} from '../../data/ts-api';
import type {
  TsApiFacts,
  TsClass,
  TsFunction,
  TsInterface,
  TsPackage,
  TsSymbol,
  TsVariable,
} from '../../data/ts-api/types';
import {relativeDocLink} from '../reference/links';
import {publicMethods} from '../reference/pythonMembers';
import {buildSymbolIndex, EDIT_BASE_URL, pagesOf} from '../reference/pythonPages';
import {buildTsIndex} from '../reference/tsAnchors';

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

/** A declaration at a pinned commit: `path:line@commit` in one repository. */
export interface SourceTrace {
  present: true;
  repository: string;
  commit: string;
  path: string;
  line: number;
  /** The identifier the traced line declares (a test reads the line at the commit and looks for it). */
  name: string;
}

/** The side of a row that declares nothing: why, and the file (and enclosing declaration) where it would be. */
export interface AbsentSide {
  present: false;
  reason: string;
  repository: string;
  commit: string;
  path: string;
  /** The enclosing class or schema the member would belong to, when there is one. */
  line: number | null;
  /** The identifier on `line`, when there is one. */
  name: string | null;
}

export type ParitySide = SourceTrace | AbsentSide;

export type ParityRowKind =
  | 'class'
  | 'renamed method'
  | 'method only in Python'
  | 'method only in TypeScript'
  | 'field only in Python'
  | 'field only in TypeScript'
  | 'default'
  | 'class only in Python'
  | 'class only in TypeScript';

/** One row of the parity page or one difference inside a row, with its traces on both sides. */
export interface ParityRow {
  kind: ParityRowKind;
  /** The class the row belongs to (the Python name for pairs). */
  owner: string;
  /** The member (method or field) for member rows, else null. */
  member: string | null;
  python: ParitySide;
  typescript: ParitySide;
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
  /** The class row and one row per difference, in page order. */
  rows: ParityRow[];
}

function tsMethods(symbol: TsSymbol): TsFunction[] {
  if (symbol.kind === 'class' || symbol.kind === 'interface')
    return (symbol as TsClass | TsInterface).methods.filter((m) => m.access === 'public');
  return [];
}

/** Python distribution → typescript-utcp package folder, for packages both implementations ship. */
const PACKAGE_PAIRS: Record<string, string> = {
  utcp: 'core',
  'utcp-http': 'http',
  'utcp-mcp': 'mcp',
  'utcp-cli': 'cli',
  'utcp-text': 'text',
};

/** Every field of a model with the class that declares it (a subclass override wins, the base's position stays). */
function fieldsWithOwner(facts: ProtocolFacts, cls: ClassFacts): {field: FieldFacts; owner: ClassFacts}[] {
  const fields = new Map<string, {field: FieldFacts; owner: ClassFacts}>();
  for (const current of [...[...ancestors(facts, cls)].reverse(), cls])
    for (const field of current.fields) fields.set(field.name, {field, owner: current});
  return [...fields.values()];
}

function tsPackageOf(ts: TsApiFacts, symbol: TsSymbol): TsPackage {
  return ts.packages.find((pkg) => pkg.symbols.includes(symbol))!;
}

/** Python classes and their TypeScript namesakes, with the members each side lacks and a trace for each. */
/** The two ways a parity row names one side in one repository: a declaration's line, or why there is none. */
function sidesAt(source: {repository: string; commit: string}) {
  const trace = (path: string, line: number, name: string): SourceTrace => ({
    present: true,
    ...source,
    path,
    line,
    name,
  });
  const absent = (
    reason: string,
    path: string,
    line: number | null = null,
    name: string | null = null,
  ): AbsentSide => ({
    present: false,
    ...source,
    reason,
    path,
    line,
    name,
  });
  return [trace, absent] as const;
}

export function compareVersion(version: DocsVersion): {
  pairs: ClassParity[];
  onlyPython: string[];
  onlyTypescript: string[];
  /** Every row of the page: the pairs' rows, then one per class only on one side. */
  rows: ParityRow[];
} {
  const facts = loadFacts(version);
  const ts = loadTsFacts(version);
  const py = {repository: facts.source.repository, commit: facts.source.commit};
  const tsSrc = {repository: ts.source.repository, commit: ts.source.commit};
  const [pyTrace, pyAbsent] = sidesAt(py);
  const [tsTrace, tsAbsent] = sidesAt(tsSrc);

  const tsByName = new Map<string, TsSymbol>();
  for (const pkg of ts.packages)
    for (const symbol of pkg.symbols)
      if (symbol.kind === 'class' || symbol.kind === 'interface')
        if (!tsByName.has(symbol.name) || symbol.kind === 'class') tsByName.set(symbol.name, symbol);
  const zodByName = new Map<string, TsVariable>();
  for (const pkg of ts.packages)
    for (const symbol of pkg.symbols)
      if (symbol.kind === 'variable' && symbol.zodFields) zodByName.set(symbol.name, symbol);

  const pythonClasses: {cls: ClassFacts; mod: ModuleFacts}[] = pagesOf(version).flatMap(({mod}) =>
    mod.classes.filter((c) => c.public).map((cls) => ({cls, mod})),
  );
  const pairs: ClassParity[] = [];
  const onlyPython: {cls: ClassFacts; mod: ModuleFacts}[] = [];
  for (const {cls, mod} of pythonClasses) {
    const counterpart = tsByName.get(cls.name);
    if (!counterpart) {
      onlyPython.push({cls, mod});
      continue;
    }
    const pyClass = pyTrace(mod.path, cls.line, cls.name);
    const tsClass = tsTrace(counterpart.file, counterpart.line, counterpart.name);
    const rows: ParityRow[] = [{kind: 'class', owner: cls.name, member: null, python: pyClass, typescript: tsClass}];
    const pyMethods = publicMethods(cls).filter((m) => !/^__\w+__$/.test(m.name));
    const tsList = tsMethods(counterpart);
    const tsNames = tsList.map((m) => m.name);
    const tsMethod = (name: string) => tsList.find((m) => m.name === name)!;
    const renamed: [string, string][] = [];
    const onlyPy: string[] = [];
    for (const method of pyMethods) {
      const name = method.name;
      if (tsNames.includes(name)) continue;
      const member = pyTrace(mod.path, method.line, name);
      if (tsNames.includes(camelCase(name))) {
        renamed.push([name, camelCase(name)]);
        const t = tsMethod(camelCase(name));
        rows.push({
          kind: 'renamed method',
          owner: cls.name,
          member: name,
          python: member,
          typescript: tsTrace(counterpart.file, t.line, t.name),
        });
      } else {
        onlyPy.push(name);
        rows.push({
          kind: 'method only in Python',
          owner: cls.name,
          member: name,
          python: member,
          typescript: tsAbsent(
            `${counterpart.name} declares no public method \`${name}\` or \`${camelCase(name)}\``,
            counterpart.file,
            counterpart.line,
            counterpart.name,
          ),
        });
      }
    }
    const matched = new Set([...pyMethods.map((m) => m.name), ...renamed.map(([, t]) => t)]);
    const onlyTs = tsNames.filter((name) => !matched.has(name));
    for (const name of onlyTs) {
      const t = tsMethod(name);
      rows.push({
        kind: 'method only in TypeScript',
        owner: cls.name,
        member: name,
        python: pyAbsent(
          `${cls.name} declares no public method \`${name}\` or a snake_case spelling of it`,
          mod.path,
          cls.line,
          cls.name,
        ),
        typescript: tsTrace(counterpart.file, t.line, t.name),
      });
    }
    const defaults: ClassParity['defaults'] = [];
    const fieldsOnlyPython: string[] = [];
    const fieldsOnlyTypescript: string[] = [];
    const schema = zodByName.get(`${cls.name}Schema`);
    if (cls.pydantic && schema?.zodFields) {
      const pyFields = fieldsWithOwner(facts, cls).map(({field, owner}) => ({
        key: field.alias ?? field.name,
        field,
        path: moduleOfClass(facts, owner).path,
      }));
      const zod = new Map(schema.zodFields.map((f) => [f.name, f]));
      for (const f of pyFields) {
        if (zod.has(f.key)) continue;
        fieldsOnlyPython.push(f.key);
        rows.push({
          kind: 'field only in Python',
          owner: cls.name,
          member: f.key,
          python: pyTrace(f.path, f.field.line, f.field.name),
          typescript: tsAbsent(
            `the object ${schema.name} builds has no key \`${f.key}\``,
            schema.file,
            schema.line,
            schema.name,
          ),
        });
      }
      for (const z of schema.zodFields) {
        if (pyFields.some((f) => f.key === z.name)) continue;
        fieldsOnlyTypescript.push(z.name);
        rows.push({
          kind: 'field only in TypeScript',
          owner: cls.name,
          member: z.name,
          python: pyAbsent(
            `${cls.name} and its bases declare no field \`${z.name}\` (nor one with that alias)`,
            mod.path,
            cls.line,
            cls.name,
          ),
          typescript: tsTrace(schema.file, z.line, z.name),
        });
      }
      for (const {key, field, path} of pyFields) {
        const z = zod.get(key);
        if (!z) continue;
        const pyDefault = pythonDefault(field);
        // Two computed defaults (a factory call on each side) are not compared as text.
        if (pyDefault !== null && z.default !== null && /\(/.test(pyDefault) && /\(/.test(z.default)) continue;
        if (normalizeDefault(pyDefault) !== normalizeDefault(z.default)) {
          defaults.push({field: key, python: pyDefault ?? '(none)', typescript: z.default ?? '(none)'});
          rows.push({
            kind: 'default',
            owner: cls.name,
            member: key,
            python: pyTrace(path, field.line, field.name),
            typescript: tsTrace(schema.file, z.line, z.name),
          });
        }
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
      rows,
    });
  }
  const rows: ParityRow[] = pairs.flatMap((p) => p.rows);

  const tsEntry = (dir: string) => ts.packages.find((pkg) => pkg.dir === dir)!;
  for (const {cls, mod} of [...onlyPython].sort((a, b) => a.cls.name.localeCompare(b.cls.name))) {
    const pairedDir = PACKAGE_PAIRS[mod.package];
    const pkg = tsEntry(pairedDir ?? 'core');
    rows.push({
      kind: 'class only in Python',
      owner: cls.name,
      member: null,
      python: pyTrace(mod.path, cls.line, cls.name),
      typescript: tsAbsent(
        pairedDir
          ? `${pkg.name} exports no class or interface named \`${cls.name}\``
          : `typescript-utcp has no counterpart of ${mod.package}; no package exports \`${cls.name}\`, and the core package is where it would be`,
        pkg.entry,
      ),
    });
  }

  const pythonNames = new Set(pythonClasses.map(({cls}) => cls.name));
  const onlyTypescript = [...tsByName.keys()].filter((name) => !pythonNames.has(name)).sort();
  for (const name of onlyTypescript) {
    const symbol = tsByName.get(name)!;
    const pkg = tsPackageOf(ts, symbol);
    const pyPackage = Object.entries(PACKAGE_PAIRS).find(([, dir]) => dir === pkg.dir)?.[0];
    const top = facts.packages.find((p) => p.name === (pyPackage ?? 'utcp'))!;
    const topModule = facts.modules.find((m) => m.name === top.modules[0])!;
    rows.push({
      kind: 'class only in TypeScript',
      owner: name,
      member: null,
      python: pyAbsent(
        pyPackage
          ? `no module of ${top.name} that the Python reference documents defines a public class \`${name}\``
          : `python-utcp has no counterpart of ${pkg.name}; no documented module defines \`${name}\`, and the core package is where it would be`,
        topModule.path,
      ),
      typescript: tsTrace(symbol.file, symbol.line, symbol.name),
    });
  }
  return {pairs, onlyPython: onlyPython.map(({cls}) => cls.name).sort(), onlyTypescript, rows};
}

/** GitHub address of a side's file (and line) at its pinned commit. */
export function traceUrl(side: ParitySide): string {
  return `${side.repository}/blob/${side.commit}/${side.path}${side.line ? `#L${side.line}` : ''}`;
}

/** `path:line@commit`, the trace in the form the issue asks for (the link's title). */
export function traceText(side: ParitySide): string {
  return `${side.path}${side.line ? `:${side.line}` : ''}@${side.commit.slice(0, 7)}`;
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A markdown link to the traced line, labelled `file:line`, titled `path:line@commit`. */
function traceLink(side: ParitySide): string {
  return `[${basename(side.path)}${side.line ? `:${side.line}` : ''}](${traceUrl(side)} "${traceText(side)}")`;
}

/** Both sides of a difference: the two lines, or one line and why the other side has none. */
function rowTraces(row: ParityRow): string {
  const side = (label: string, s: ParitySide) =>
    s.present ? `${label} ${traceLink(s)}` : `${label}: ${s.reason}, see ${traceLink(s)}`;
  return `(${side('Python', row.python)}; ${side('TypeScript', row.typescript)})`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function differenceText(row: ParityRow, pair: ClassParity): string {
  const m = row.member!;
  switch (row.kind) {
    case 'renamed method':
      return `\`${m}()\` → \`${camelCase(m)}()\` by the naming rule`;
    case 'method only in Python':
      return `method \`${m}()\` only in Python`;
    case 'method only in TypeScript':
      return `method \`${m}()\` only in TypeScript`;
    case 'field only in Python':
      return `field \`${m}\` only in Python`;
    case 'field only in TypeScript':
      return `field \`${m}\` only in the Zod schema`;
    case 'default': {
      const d = pair.defaults.find((x) => x.field === m)!;
      return `default of \`${m}\`: \`${d.python}\` in Python, \`${d.typescript}\` in TypeScript`;
    }
    default:
      return m;
  }
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
  const {pairs, onlyPython, onlyTypescript, rows} = compareVersion(version);
  const pyCommit = loadFacts(version).source.commit;
  const tsCommit = loadTsFacts(version).source.commit;
  const out = frontMatter({
    title: 'Python and TypeScript side by side',
    sidebar_label: 'Python and TypeScript',
    sidebar_position: 99,
    description:
      'The classes python-utcp and typescript-utcp both define, with the methods, fields and defaults that differ, each traced to its source line at the pinned commits.',
    slug: '/api/typescript/parity',
    custom_edit_url: `${EDIT_BASE_URL}scripts/ts-api/parity.ts`,
  });
  out.push(
    `This page compares the two reference implementations by their declarations: each Python class documented in the [Python reference](../index.md) next to the TypeScript class or interface of the same name. ${pairs.length} names exist on both sides, ${onlyPython.length} only in Python and ${onlyTypescript.length} only in TypeScript. Methods are matched by name, where Python's \`snake_case\` becomes TypeScript's \`camelCase\`; for a pydantic model the fields are compared with those of the Zod schema named \`<Model>Schema\`, defaults included. It says nothing about behaviour: two methods with the same name may still act differently.`,
    '',
    `Every entry links to the line that declares it: python-utcp at commit \`${pyCommit.slice(0, 7)}\` and typescript-utcp at commit \`${tsCommit.slice(0, 7)}\`, the commits this version of the reference is generated from. Hover a link for its \`path:line@commit\`. Where one side declares nothing, the entry says why and links to the file it would be in, or to the class or schema it would belong to. ${rows.length} entries are traced this way.`,
    '',
    '## In both',
    '',
    '| Python | TypeScript | Differences |',
    '| --- | --- | --- |',
  );
  for (const p of pairs) {
    const [classRow, ...differences] = p.rows;
    const notes = differences.map((row) => `${differenceText(row, p)} ${rowTraces(row)}`);
    out.push(
      `| ${link(p.python, python.get(p.python))} ${traceLink(classRow.python)} | ${link(p.typescript, ts.get(p.typescript))} ${traceLink(classRow.typescript)} | ${notes.length > 0 ? escapeCell(notes.join('; ')) : 'none by name or default'} |`,
    );
  }
  const single = (kind: ParityRow['kind'], index: Map<string, {file: string; anchor: string}>) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => {
        const [here, there] =
          kind === 'class only in Python' ? [row.python, row.typescript] : [row.typescript, row.python];
        const reason = there.present ? '' : ` ${there.reason}: ${traceLink(there)}.`;
        return `- ${link(row.owner, index.get(row.owner))} ${traceLink(here)}.${reason}`;
      })
      .join('\n');
  out.push('', '## Only in Python', '', single('class only in Python', python), '');
  out.push('## Only in TypeScript', '', single('class only in TypeScript', ts), '');
  return out;
}
