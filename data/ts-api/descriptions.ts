/**
 * Our descriptions of the TypeScript API: one YAML file per package below
 * ./descriptions (named after the package's folder in typescript-utcp, e.g.
 * `core.yaml` for @utcp/sdk), keyed by qualified name (`UtcpClient`,
 * `UtcpClient.callTool`, `CallTemplateSchema`). Nothing here is taken from
 * typescript-utcp's doc comments; the text is written from what the code does.
 *
 * An entry is one of
 * - a string: the description, for every docs version;
 * - `{python: <ref>}`: the description of the Python counterpart, shared
 *   because both implementations behave alike (`<ref>` names a class,
 *   `Class.member`, a function or a constant of data/api-reference/pages);
 *   sentences that do not hold for TypeScript are left out (sharedProse.ts);
 * - `{text: …, differs: <ref>, keys: [<key>[@<case>], …]}`: a description of
 *   our own for a member whose Python counterpart `<ref>` behaves
 *   differently; the text says how, and `keys` cites the behaviour keys
 *   (data/behaviour/keys) whose results show it;
 * - `{'1.0': …, next: …}`: one of the above per docs version, where the code
 *   differs (a version left out has no such member).
 *
 * Every file is validated when it is loaded: an unknown key, empty text, a
 * Python reference that resolves to nothing or a cited behaviour key or case
 * that the behaviour dataset does not define throws with the file and key.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv, {type SchemaObject} from 'ajv';
import {parse} from 'yaml';
import {apiPages, proseForVersion} from '../api-reference';
import {loadKeys, loadResults, type BehaviourKey} from '../behaviour';
import {judgeSharedSentences, SHOWN, type BehaviourEvidence} from './sharedProse';
import {loadTsFacts} from './index';
import type {TsApiFacts, TsDocsVersion, TsSymbol} from './types';
import {typescriptVersions} from '../../src/config/versionPins';

export const DESCRIPTIONS_DIR = path.join(__dirname, 'descriptions');

const DOCS_VERSIONS: readonly TsDocsVersion[] = typescriptVersions();

/** Prose for one docs version. */
export type VersionProse = string | {python: string} | DiffersProse;

/** Prose of our own for a member that behaves differently from its Python counterpart. */
export type DiffersProse = {text: string; differs: string; keys?: string[]};

/** One entry of a descriptions file. */
export type DescriptionEntry = VersionProse | {'1.0'?: VersionProse; next?: VersionProse};

/** Qualified name → entry, for one package. */
export type PackageDescriptions = Record<string, DescriptionEntry>;

const text = {type: 'string', minLength: 1, pattern: '\\S'};
const versionProse = {
  oneOf: [
    text,
    {type: 'object', additionalProperties: false, required: ['python'], properties: {python: text}},
    {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'differs'],
      properties: {
        text,
        differs: text,
        // `<key>` or `<key>@<case>`, ids as data/behaviour/index.ts's KEY_ID and CASE_ID allow.
        keys: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: {type: 'string', pattern: '^[a-z0-9-]+(\\.[a-z0-9-]+){2,}(@[a-z0-9-]+)?$'},
        },
      },
    },
  ],
};
const descriptionsSchema: SchemaObject = {
  type: 'object',
  // `Symbol`, `Symbol.member` or `Symbol[string]` (an index signature), as in TsPackage.qualifiedNames.
  propertyNames: {pattern: '^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*|\\[[a-z]+\\])?$'},
  additionalProperties: {
    oneOf: [
      versionProse,
      {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: {'1.0': versionProse, next: versionProse},
      },
    ],
  },
};
const validateDescriptions = new Ajv({allErrors: true}).compile<PackageDescriptions>(descriptionsSchema);

/** The prose of one version of an entry, or undefined when the entry leaves that version out. */
export function proseOf(entry: DescriptionEntry, version: TsDocsVersion): VersionProse | undefined {
  if (typeof entry === 'string' || 'python' in entry || 'text' in entry) return entry as VersionProse;
  // A version cut from Next after this prose was written reads Next's text until it gets its own.
  const byVersion = entry as Partial<Record<string, VersionProse>>;
  return version in byVersion || version === '1.0' ? byVersion[version] : byVersion.next;
}

// --- Python prose --------------------------------------------------------------------------------

/** The Python reference's Markdown for `ref` in one docs version, markers included, or undefined. */
export function pythonSource(version: TsDocsVersion, ref: string): string | undefined {
  const [owner, member] = ref.split('.', 2) as [string, string | undefined];
  for (const raw of apiPages) {
    const page = proseForVersion(raw, version);
    let found: string | undefined;
    const cls = page.classes?.[owner];
    if (cls) {
      if (member === undefined) found = cls.summary.join(' ');
      else found = cls.fields?.[member] ?? cls.methods?.[member]?.summary.join(' ');
    } else if (member === undefined) {
      found = page.functions?.[owner]?.summary.join(' ') ?? page.constants?.[owner];
    }
    if (found !== undefined) return found;
  }
  return undefined;
}

let evidence: BehaviourEvidence | undefined;

function behaviourEvidence(): BehaviourEvidence {
  evidence ??= {keys: behaviourKeys(), results: loadResults()};
  return evidence;
}

/** Said under a shared description whose claims were run in python-utcp only, wholly or in part. */
export const PYTHON_ONLY_NOTE = {
  all: '_Shared with the Python reference and checked by running python-utcp only; @utcp/sdk has not been run for it._',
  part: '_Shared with the Python reference; part of it was checked by running python-utcp only._',
} as const;

/**
 * The Python reference's text for `ref` in one docs version, as Markdown for a
 * page in docs/api/typescript/, or undefined when `ref` names nothing or none
 * of its sentences may be shown for TypeScript (see sharedProse.ts): sentences
 * that name Python or that the TypeScript results contradict are left out, and
 * a note says when what is left was run in python-utcp only. `api:` links
 * become relative links; the probe, trace and behaviour markers are left out.
 */
export function pythonProse(
  version: TsDocsVersion,
  ref: string,
  from: BehaviourEvidence = behaviourEvidence(),
): string | undefined {
  const source = pythonSource(version, ref);
  if (source === undefined) return undefined;
  const judged = judgeSharedSentences(source, version, from);
  const shown = judged.filter((s) => SHOWN.has(s.fate));
  if (shown.length === 0) return undefined;
  const text =
    shown.length === judged.length
      ? markdownForTsPage(source)
      : markdownForTsPage(shown.map((s) => s.sentence).join(' '));
  const claims = shown.filter((s) => s.fate !== 'no-claim');
  const pythonOnly = claims.filter((s) => s.fate === 'python-evidence-only').length;
  if (pythonOnly === 0) return text;
  return `${text} ${pythonOnly === claims.length ? PYTHON_ONLY_NOTE.all : PYTHON_ONLY_NOTE.part}`;
}

function markdownForTsPage(markdown: string): string {
  return markdown
    .replace(/\s*\{\/\*\s*(probe|trace|behaviour):[^*]*\*\/\}/g, '')
    .replace(/\]\(api:([^)#]+)(#[^)]*)?\)/g, (_m, file: string, anchor = '') => `](../${file}.md${anchor})`)
    .trim();
}

// --- Loading -------------------------------------------------------------------------------------

/** Parses and validates one package file; Python references are checked for every version they apply to. */
export function loadPackageDescriptions(filePath: string): PackageDescriptions {
  const source = path.relative(process.cwd(), filePath);
  let data: unknown;
  try {
    data = parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`${source}: not valid YAML: ${(error as Error).message}`);
  }
  if (!validateDescriptions(data)) {
    const problems = (validateDescriptions.errors ?? [])
      .filter((e) => e.keyword !== 'oneOf')
      .map((e) =>
        e.keyword === 'additionalProperties'
          ? `${e.instancePath || '/'}: unknown key ${String(e.params.additionalProperty)}`
          : `${e.instancePath || '/'}: ${e.message}`,
      );
    throw new Error(
      `${source}: invalid TypeScript API descriptions\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  for (const [name, entry] of Object.entries(data)) {
    for (const version of DOCS_VERSIONS) {
      const prose = proseOf(entry, version);
      if (prose === undefined || typeof prose === 'string') continue;
      const ref = 'python' in prose ? prose.python : prose.differs;
      if (pythonSource(version, ref) === undefined)
        throw new Error(`${source}: ${name}: Python reference "${ref}" resolves to nothing in ${version}`);
      if ('python' in prose && pythonProse(version, ref) === undefined)
        throw new Error(
          `${source}: ${name}: no sentence of "${ref}" holds for TypeScript in ${version} (each names Python or is contradicted by the TypeScript results); write its own text`,
        );
      for (const cited of 'keys' in prose ? (prose.keys ?? []) : []) {
        const problem = citationProblem(cited, behaviourKeys());
        if (problem) throw new Error(`${source}: ${name}: ${problem}`);
      }
    }
  }
  return data;
}

let keysById: Map<string, BehaviourKey> | undefined;

function behaviourKeys(): Map<string, BehaviourKey> {
  keysById ??= new Map(loadKeys().map((key) => [key.key, key]));
  return keysById;
}

/** `key` or `key@case` split in two; the case is undefined when none is given. */
export function splitCitation(cited: string): [key: string, caseId: string | undefined] {
  const at = cited.indexOf('@');
  return at < 0 ? [cited, undefined] : [cited.slice(0, at), cited.slice(at + 1)];
}

/** Why a cited `key[@case]` is not in the behaviour dataset, or undefined when it is. */
export function citationProblem(cited: string, keys: ReadonlyMap<string, BehaviourKey>): string | undefined {
  const [keyId, caseId] = splitCitation(cited);
  const key = keys.get(keyId);
  if (!key) return `behaviour key "${keyId}" is not in data/behaviour/keys`;
  if (caseId !== undefined && !key.cases.some((c) => c.id === caseId))
    return `behaviour key "${keyId}" has no case "${caseId}"`;
  return undefined;
}

let allDescriptions: Map<string, PackageDescriptions> | undefined;

/** Every package file, by the package folder it is named after (`core`, `http`, …). */
export function loadAllDescriptions(dir = DESCRIPTIONS_DIR): Map<string, PackageDescriptions> {
  if (dir === DESCRIPTIONS_DIR && allDescriptions) return allDescriptions;
  const result = new Map<string, PackageDescriptions>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.yaml')) continue;
    result.set(file.replace(/\.yaml$/, ''), loadPackageDescriptions(path.join(dir, file)));
  }
  if (dir === DESCRIPTIONS_DIR) allDescriptions = result;
  return result;
}

// --- Lookup --------------------------------------------------------------------------------------

function packageDir(facts: TsApiFacts, packageName: string): string | undefined {
  return facts.packages.find((p) => p.name === packageName || p.dir === packageName)?.dir;
}

/** `Serializer<ApiKeyAuth>` → `Serializer`. */
function baseName(typeText: string): string {
  return typeText.replace(/<.*$/s, '').trim();
}

/** The classes and interfaces `symbol` extends, found in any package of the same version. */
function basesOf(facts: TsApiFacts, symbol: TsSymbol): {dir: string; symbol: TsSymbol}[] {
  const names =
    symbol.kind === 'class'
      ? symbol.extends
        ? [symbol.extends]
        : []
      : symbol.kind === 'interface'
        ? symbol.extends
        : [];
  return names.flatMap((name) => {
    const wanted = baseName(name);
    for (const pkg of facts.packages) {
      const found = pkg.symbols.find((s) => s.name === wanted && (s.kind === 'class' || s.kind === 'interface'));
      if (found) return [{dir: pkg.dir, symbol: found}];
    }
    return [];
  });
}

function resolve(version: TsDocsVersion, prose: VersionProse): string {
  // Our own text may cite behaviour keys sentence by sentence; the markers are for the check, not the reader.
  if (typeof prose === 'string') return markdownForTsPage(prose);
  if ('text' in prose) return markdownForTsPage(prose.text);
  const shared = pythonProse(version, prose.python);
  if (shared === undefined) throw new Error(`Python reference "${prose.python}" resolves to nothing in ${version}`);
  return shared;
}

/** `UtcpClient.callTool` → [`UtcpClient`, `.callTool`]; `Tool[string]` → [`Tool`, `[string]`]; `Tool` → [`Tool`, ``]. */
function splitQualifiedName(qualifiedName: string): [owner: string, suffix: string] {
  const at = qualifiedName.search(/[.[]/);
  return at < 0 ? [qualifiedName, ''] : [qualifiedName.slice(0, at), qualifiedName.slice(at)];
}

/** The package folder whose facts declare a class or interface `name`, preferring `dir`. */
function declaringDir(facts: TsApiFacts, name: string, dir: string): string | undefined {
  const declares = (symbols: TsSymbol[]) =>
    symbols.some((s) => s.name === name && (s.kind === 'class' || s.kind === 'interface'));
  if (declares(facts.packages.find((p) => p.dir === dir)?.symbols ?? [])) return dir;
  return facts.packages.find((p) => declares(p.symbols))?.dir;
}

function entryAt(
  version: TsDocsVersion,
  dir: string,
  key: string,
): {dir: string; key: string; prose: VersionProse} | undefined {
  const entry = loadAllDescriptions().get(dir)?.[key];
  const prose = entry === undefined ? undefined : proseOf(entry, version);
  return prose === undefined ? undefined : {dir, key, prose};
}

/**
 * Where the entry for `qualifiedName` is written: its own key, or, for an
 * inherited member without one, the key of the class or interface that
 * declares it (the facts' `inheritedFrom`, else the `extends` chain).
 */
export function findEntry(
  version: TsDocsVersion,
  packageName: string,
  qualifiedName: string,
): {dir: string; key: string; prose: VersionProse} | undefined {
  const facts = loadTsFacts(version);
  const dir = packageDir(facts, packageName);
  if (!dir) return undefined;
  const own = entryAt(version, dir, qualifiedName);
  if (own) return own;
  const [owner, suffix] = splitQualifiedName(qualifiedName);
  if (suffix === '') return undefined;
  const symbols = facts.packages.find((p) => p.dir === dir)?.symbols.filter((s) => s.name === owner) ?? [];
  for (const symbol of symbols) {
    const member = (symbol.dtsMembers ?? []).find((m) => m.qualifiedName === qualifiedName);
    if (!member?.inheritedFrom) continue;
    const baseDir = declaringDir(facts, member.inheritedFrom, dir);
    const found = baseDir && entryAt(version, baseDir, `${member.inheritedFrom}${suffix}`);
    if (found) return found;
  }
  if (suffix === '.constructor') return undefined;
  const seen = new Set<string>();
  const pending = symbols.map((symbol) => ({dir, symbol}));
  while (pending.length > 0) {
    const current = pending.shift()!;
    for (const base of basesOf(facts, current.symbol)) {
      const id = `${base.dir}/${base.symbol.name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const found = entryAt(version, base.dir, `${base.symbol.name}${suffix}`);
      if (found) return found;
      pending.push(base);
    }
  }
  return undefined;
}

/**
 * The description of a symbol or member of a TypeScript package in one docs
 * version, as Markdown, or undefined when we have none. `packageName` is the
 * npm name (`@utcp/sdk`) or the package folder (`core`); `qualifiedName` is
 * one of the package's `qualifiedNames`: `Symbol`, `Symbol.member`
 * (`UtcpClient.constructor` for a constructor) or `Symbol[string]`.
 * An inherited member without its own entry gets its declaring base's.
 */
export function tsDescription(version: TsDocsVersion, packageName: string, qualifiedName: string): string | undefined {
  const found = findEntry(version, packageName, qualifiedName);
  return found && resolve(version, found.prose);
}
