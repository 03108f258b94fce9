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
  | 'parameter default'
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

/** How a pair was matched: the same name, the same name but for letter case, the same role, or serializers of a pair. */
export type PairRule = 'name' | 'case' | 'role' | 'serializer';

export interface ClassPairing {
  python: string;
  typescript: string;
  rule: PairRule;
  /** Why the two are counterparts, in a sentence fragment. */
  reason: string;
}

/** `InMemToolRepository` → `InMem`, `SSECallTemplate` → `SSE`. */
function firstWord(name: string): string {
  return /^[A-Z]+(?=[A-Z][a-z])|^[A-Z][a-z0-9]*/.exec(name)?.[0] ?? name;
}

/** The model a serializer handles: `Serializer[X]` / `Serializer<X>` → `X`. */
function serializedModel(base: string | null | undefined): string | null {
  return base ? (/^Serializer[[<](\w+)[\]>]$/.exec(base)?.[1] ?? null) : null;
}

/**
 * Pairs Python classes with their TypeScript counterparts: by name, then by
 * name without regard to letter case (`SSECallTemplateSerializer` /
 * `SseCallTemplateSerializer`), then by role (the only class left on each
 * side that implements the same interface, such as the in-memory tool
 * repository), then serializers whose models were paired.
 */
export function pairClasses(
  python: {name: string; bases: string[]}[],
  typescript: {name: string; bases: string[]}[],
): ClassPairing[] {
  const pairs: ClassPairing[] = [];
  const tsLeft = new Map(typescript.map((t) => [t.name, t]));
  let pyLeft = python.filter((py) => {
    if (!tsLeft.has(py.name)) return true;
    pairs.push({python: py.name, typescript: py.name, rule: 'name', reason: 'same name'});
    tsLeft.delete(py.name);
    return false;
  });
  pyLeft = pyLeft.filter((py) => {
    const match = [...tsLeft.keys()].find((name) => name.toLowerCase() === py.name.toLowerCase());
    if (!match) return true;
    pairs.push({python: py.name, typescript: match, rule: 'case', reason: 'same name but for letter case'});
    tsLeft.delete(match);
    return false;
  });
  const paired = () => new Set(pairs.map((p) => p.python));
  pyLeft = pyLeft.filter((py) => {
    for (const base of py.bases) {
      if (!paired().has(base) || serializedModel(base)) continue;
      // Same interface and the same first word of the name (`InMem…`, `Tag…`): an implementation of
      // another transport that merely shares the interface (WebSocket / Direct) is not a counterpart.
      const word = firstWord(py.name);
      const pyPeers = pyLeft.filter((other) => other.bases.includes(base) && firstWord(other.name) === word);
      const tsPeers = [...tsLeft.values()].filter((t) => t.bases.includes(base) && firstWord(t.name) === word);
      if (pyPeers.length !== 1 || tsPeers.length !== 1) continue;
      pairs.push({
        python: py.name,
        typescript: tsPeers[0].name,
        rule: 'role',
        reason: `same role: the one class left on each side that implements \`${base}\`, with names that begin alike`,
      });
      tsLeft.delete(tsPeers[0].name);
      return false;
    }
    return true;
  });
  pyLeft = pyLeft.filter((py) => {
    const model = py.bases.map(serializedModel).find(Boolean);
    const modelPair = model ? pairs.find((p) => p.python === model) : undefined;
    if (!modelPair) return true;
    const match = [...tsLeft.values()].find((t) => t.bases.some((b) => serializedModel(b) === modelPair.typescript));
    if (!match) return true;
    pairs.push({
      python: py.name,
      typescript: match.name,
      rule: 'serializer',
      reason:
        modelPair.python === modelPair.typescript
          ? `both serialize \`${modelPair.python}\``
          : `both serialize the pair \`${modelPair.python}\` / \`${modelPair.typescript}\``,
    });
    tsLeft.delete(match.name);
    return false;
  });
  return pairs;
}

export interface ClassParity {
  python: string;
  typescript: string;
  rule: PairRule;
  reason: string;
  /** Parameters of paired methods whose defaults differ. */
  parameterDefaults: {method: string; parameter: string; python: string; typescript: string}[];
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
  const pairings = new Map(
    pairClasses(
      pythonClasses.map(({cls}) => ({name: cls.name, bases: cls.bases})),
      [...tsByName.values()].map((t) => ({
        name: t.name,
        bases:
          t.kind === 'class'
            ? [t.extends ?? '', ...t.implements].filter(Boolean)
            : t.kind === 'interface'
              ? t.extends
              : [],
      })),
    ).map((p) => [p.python, p]),
  );
  const pairs: ClassParity[] = [];
  const onlyPython: {cls: ClassFacts; mod: ModuleFacts}[] = [];
  for (const {cls, mod} of pythonClasses) {
    const pairing = pairings.get(cls.name);
    const counterpart = pairing ? tsByName.get(pairing.typescript) : undefined;
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
    // Defaults of the parameters of methods both sides declare (by name or by the naming rule).
    const parameterDefaults: ClassParity['parameterDefaults'] = [];
    for (const method of pyMethods) {
      const t = tsList.find((m) => m.name === method.name || m.name === camelCase(method.name));
      if (!t) continue;
      for (const param of method.parameters) {
        if (param.name === 'self' || param.name === 'cls') continue;
        const tp = t.parameters.find((p) => p.name === param.name || p.name === camelCase(param.name));
        if (!tp) continue;
        if (param.default === null && tp.default === null) continue;
        if (param.default !== null && tp.default !== null && /\(/.test(param.default) && /\(/.test(tp.default))
          continue;
        if (normalizeDefault(param.default) === normalizeDefault(tp.default)) continue;
        parameterDefaults.push({
          method: method.name,
          parameter: param.name,
          python: param.default ?? '(none)',
          typescript: tp.default ?? (tp.optional ? '(optional, none)' : '(none)'),
        });
        rows.push({
          kind: 'parameter default',
          owner: cls.name,
          member: `${method.name}(${param.name})`,
          python: pyTrace(mod.path, method.line, method.name),
          typescript: tsTrace(counterpart.file, t.line, t.name),
        });
      }
    }
    const defaults: ClassParity['defaults'] = [];
    const fieldsOnlyPython: string[] = [];
    const fieldsOnlyTypescript: string[] = [];
    const schema = zodByName.get(`${counterpart.name}Schema`);
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
      rule: pairing!.rule,
      reason: pairing!.reason,
      parameterDefaults,
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

  const pairedTs = new Set(pairs.map((p) => p.typescript));
  const onlyTypescript = [...tsByName.keys()].filter((name) => !pairedTs.has(name)).sort();
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
    case 'parameter default': {
      const d = pair.parameterDefaults.find((x) => `${x.method}(${x.parameter})` === m)!;
      return `default of parameter \`${d.parameter}\` of \`${d.method}()\`: \`${d.python}\` in Python, \`${d.typescript}\` in TypeScript`;
    }
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
    `This page compares the two reference implementations by their declarations: each Python class documented in the [Python reference](../index.md) next to its TypeScript counterpart: the class or interface of the same name, or, where the names differ, the one with the same role (the column "Paired by" says why). ${pairs.length} classes have a counterpart, ${onlyPython.length} only in Python and ${onlyTypescript.length} only in TypeScript. Methods are matched by name, where Python's \`snake_case\` becomes TypeScript's \`camelCase\`, and the defaults of their parameters are compared; for a pydantic model the fields are compared with those of the Zod schema named \`<Model>Schema\`, defaults included. It says nothing about behaviour: two methods with the same name may still act differently.`,
    '',
    `Every entry links to the line that declares it: python-utcp at commit \`${pyCommit.slice(0, 7)}\` and typescript-utcp at commit \`${tsCommit.slice(0, 7)}\`, the commits this version of the reference is generated from. Hover a link for its \`path:line@commit\`. Where one side declares nothing, the entry says why and links to the file it would be in, or to the class or schema it would belong to. ${rows.length} entries are traced this way.`,
    '',
    '## In both',
    '',
    '| Python | TypeScript | Paired by | Differences |',
    '| --- | --- | --- | --- |',
  );
  for (const p of pairs) {
    const [classRow, ...differences] = p.rows;
    const notes = differences.map((row) => `${differenceText(row, p)} ${rowTraces(row)}`);
    out.push(
      `| ${link(p.python, python.get(p.python))} ${traceLink(classRow.python)} | ${link(p.typescript, ts.get(p.typescript))} ${traceLink(classRow.typescript)} | ${escapeCell(p.reason)} | ${notes.length > 0 ? escapeCell(notes.join('; ')) : 'none by name or default'} |`,
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
