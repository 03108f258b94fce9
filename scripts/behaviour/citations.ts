/**
 * Sentence-level behaviour citations: every sentence of the site's prose that states behaviour
 * cites the key(s) of data/behaviour it states, with `{/* behaviour: key[@case[=value|!Error]], … *\/}`
 * right after it. This module reads every prose source (guides, RFC and other about pages, blog,
 * the API prose YAML, src/data/packages.ts, the texts of /studio and /validate), splits it into
 * sentences, binds each marker to the sentence it follows and reports:
 *  - a behaviour sentence without a citation (naming the file and the sentence),
 *  - a citation of an unknown key or case,
 *  - a citation whose claimed value (`key@case=<json>` or `key@case!ErrorType`) is not what the
 *    implementations of the page's version observed,
 *  - a cited key whose implementations for the page's version differ while the sentence names
 *    neither language.
 * A probe or trace marker (the older, paragraph-level form) covers only the sentence it follows.
 * Two more markers cover sentences that state no behaviour of a UTCP library:
 *  - `{/* site: tests/e2e/x.spec.ts#words of a test title *\/}`: what this website or its scripts do,
 *    cited by the test of this repository that fails when it stops being true;
 *  - `{/* not-behaviour: why *\/}`: history, policy, licence or opinion, allowed only on the about
 *    pages other than the RFC and in the blog, never in the guides, the RFC or the API prose;
 *  - `{/* spec: https://… *\/}`: what another standard (MCP, JSON Schema, OpenAPI, an RFC) defines, cited
 *    by the published text of that standard on one of SPEC_HOSTS; no UTCP library is involved.
 *
 * `npx tsx scripts/behaviour/citations.ts [--all]` prints the open problems (with --all: every
 * uncited sentence, pending ones included) and the counts per source.
 */
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {IMPLEMENTATIONS, implementationsOf, type DocsVersion} from '../../data/behaviour/implementations';
import {loadKeys, loadResults, REPOSITORY_ROOT} from '../../data/behaviour/index';
import type {BehaviourKey, Outcome, ResultsFile} from '../../data/behaviour/types';
import {parseOptions} from '../lib/options';
import {behaviourCues, claimHash, proseStrings, proseUnits, splitSentences} from '../python-utcp/claimScan';

export const PENDING_PATH = path.join(REPOSITORY_ROOT, 'tests', 'behaviour', 'citations-pending.json');
/** The TypeScript reference's descriptions joined the check later, with a pending list of their own. */
export const TS_API_PENDING_PATH = path.join(REPOSITORY_ROOT, 'tests', 'behaviour', 'citations-pending-ts-api.json');

/** The prose sources, repository-relative. Generated API pages are left out: their YAML is read instead. */
export const MDX_ROOTS = ['docs', 'versioned_docs', 'about', 'blog'] as const;
export const YAML_ROOT = 'data/api-reference/pages';
/** Our descriptions of the TypeScript API (data/ts-api/descriptions.ts), one YAML file per package. */
export const TS_API_ROOT = 'data/ts-api/descriptions';
export const TS_TEXT_FILES = [
  'src/data/packages.ts',
  'src/components/ToolPage/index.tsx',
  'src/pages/validate/_components/ManualValidator/index.tsx',
] as const;
const GENERATED = /^(?:docs\/api\/|versioned_docs\/[^/]+\/api\/)/;

export type SourceKind = 'guide' | 'about' | 'blog' | 'api-yaml' | 'ts-api-yaml' | 'site-text';

export interface Citation {
  key: string;
  caseId?: string;
  /** `=<json>`: the value the sentence claims for that case. */
  claimedValue?: unknown;
  /** `!Type`: the error the sentence claims for that case. */
  claimedError?: string;
  raw: string;
}

export interface CitedSentence {
  file: string;
  kind: SourceKind;
  /** The docs versions whose pages show the sentence (API YAML outside `next:` is shown on 1.0 and Next). */
  versions: DocsVersion[];
  /** Where in a YAML file (its key path) or the line in an MDX file. */
  where: string;
  sentence: string;
  cues: string[];
  citations: Citation[];
  /** Probe or trace markers following the sentence (the older form). */
  legacy: string[];
  /** `site:` markers: the repository tests that show what the website does. */
  siteTests: string[];
  /** `not-behaviour:` markers: why the sentence states no library behaviour. */
  notBehaviour: string[];
  /** `spec:` markers: the published standard that defines what the sentence states. */
  specs: string[];
  /** For a table cell of an MDX page: the `## ` heading it sits under ('' before the first). */
  section?: string;
}

/** Where the standards a `spec:` marker may cite are published. */
export const SPEC_HOSTS = [
  'modelcontextprotocol.io',
  'json-schema.org',
  'spec.openapis.org',
  'www.rfc-editor.org',
  'datatracker.ietf.org',
  'html.spec.whatwg.org',
  'www.jsonrpc.org',
] as const;

const MARKER = /([.!?:]?)(\s*)\{\/\*\s*(behaviour|probe|trace|site|not-behaviour|spec):\s*(.*?)\s*\*\/\}/g;
const TOKEN = /⟦(behaviour|probe|trace|site|not-behaviour|spec):([^⟧]*)⟧/g;

/** Moves each marker in front of the sentence end it follows, as a token the splitter keeps. */
export function tokenizeMarkers(text: string): string {
  return text.replace(
    MARKER,
    (_m, end: string, _space: string, kind: string, body: string) => `⟦${kind}:${body}⟧${end}`,
  );
}

export function parseCitation(raw: string): Citation {
  const match = /^([a-z0-9.-]+)(?:@([a-z0-9-]+)(?:=(.*)|!(\w+))?)?$/.exec(raw.trim());
  if (!match) return {key: raw.trim(), raw};
  const citation: Citation = {key: match[1], raw};
  if (match[2]) citation.caseId = match[2];
  if (match[3] !== undefined) {
    try {
      citation.claimedValue = JSON.parse(match[3]);
    } catch {
      citation.claimedValue = match[3];
    }
  }
  if (match[4]) citation.claimedError = match[4];
  return citation;
}

/** Sentences of one paragraph or list item with the markers that follow each. */
export function citedSentences(
  unit: string,
): Pick<CitedSentence, 'sentence' | 'citations' | 'legacy' | 'siteTests' | 'notBehaviour' | 'specs'>[] {
  return splitSentences(tokenizeMarkers(unit)).map((raw) => {
    const citations: Citation[] = [];
    const legacy: string[] = [];
    const siteTests: string[] = [];
    const notBehaviour: string[] = [];
    const specs: string[] = [];
    for (const [, kind, body] of raw.matchAll(TOKEN)) {
      if (kind === 'behaviour')
        citations.push(
          ...body
            .split(',')
            .filter((s) => s.trim())
            .map(parseCitation),
        );
      else if (kind === 'site') siteTests.push(body.trim());
      else if (kind === 'not-behaviour') notBehaviour.push(body.trim());
      else if (kind === 'spec') specs.push(body.trim());
      else legacy.push(`${kind}: ${body.trim()}`);
    }
    return {
      sentence: raw.replace(TOKEN, '').replace(/\s+/g, ' ').trim(),
      citations,
      legacy,
      siteTests,
      notBehaviour,
      specs,
    };
  });
}

/** The RFC specifies the 1.0 line; its appendix on the 1.1 changes speaks of 1.1 by name. */
export const RFC_FILE = 'about/RFC.md';

export function versionsOf(file: string, yamlKey = ''): DocsVersion[] {
  // Blog posts are not versioned: a reader may run them with either line, so they speak for both.
  if (file === RFC_FILE || file.startsWith('blog/')) return ['1.0', 'next'];
  if (file.startsWith('versioned_docs/version-1.0/')) return ['1.0'];
  if (file.startsWith('versioned_docs/version-0.1/')) return ['0.1'];
  if (file.startsWith(`${YAML_ROOT}/`)) {
    if (yamlKey.startsWith('next.') || /^behaviorChanges/.test(yamlKey)) return ['next'];
    return ['1.0', 'next'];
  }
  return ['next'];
}

export function kindOf(file: string): SourceKind {
  if (file.startsWith('docs/') || file.startsWith('versioned_docs/')) return 'guide';
  if (file.startsWith('about/')) return 'about';
  if (file.startsWith('blog/')) return 'blog';
  if (file.startsWith(`${YAML_ROOT}/`)) return 'api-yaml';
  if (file.startsWith(`${TS_API_ROOT}/`)) return 'ts-api-yaml';
  return 'site-text';
}

/**
 * The prose of an MDX page: paragraphs and list items, without front matter, code, imports, JSX, headings,
 * tables and link reference definitions.
 */
export function mdxProse(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let inFence = false;
  let inFrontMatter = lines[0]?.trim() === '---';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (inFrontMatter) {
      if (i > 0 && line.trim() === '---') inFrontMatter = false;
      kept.push('');
      continue;
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      kept.push('');
      continue;
    }
    if (
      inFence ||
      /^\s*(import|export)\s/.test(line) ||
      /^\s*<\/?[A-Za-z]/.test(line) ||
      /^\s*#/.test(line) ||
      /^\s*\|/.test(line) ||
      /^\s*:::/.test(line) ||
      /^\s*\{\/\*.*\*\/\}\s*$/.test(line) ||
      // A link reference definition ([name]: url) is markup, not prose.
      /^\s*\[[^\]]+\]:\s*\S+\s*$/.test(line)
    ) {
      kept.push('');
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

function sentencesOf(
  file: string,
  units: {where: string; text: string; versions: DocsVersion[]; section?: string}[],
  descriptionKey = false,
): CitedSentence[] {
  const kind = kindOf(file);
  return units.flatMap(({where, text, versions, section}) =>
    proseUnits(text).flatMap((unit) =>
      citedSentences(unit).map((found) => ({
        file,
        kind,
        versions,
        where,
        ...(section === undefined ? {} : {section}),
        ...found,
        cues: behaviourCues(found.sentence, descriptionKey ? where : ''),
      })),
    ),
  );
}

const TABLE_CELL = 'table cell';

const DELIMITER_ROW = /^\s*\|[\s|:-]*\|\s*$/;

/**
 * The cells of an MDX page's tables, outside code fences. A cell is held to the same rule as a paragraph:
 * each sentence in it that states behaviour cites its key. Labels are left out: the heading row (the row
 * above the delimiter row), the delimiter row, and a cell that is only bold text (a row heading).
 */
export function mdxTableCells(text: string): string[] {
  return tableCellsBySection(text).map(({cell}) => cell);
}

function tableCellsBySection(text: string): {cell: string; section: string}[] {
  let inFence = false;
  let section = '';
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && /^## /.test(line)) section = line.slice(3).trim();
    if (inFence || !/^\s*\|/.test(line) || DELIMITER_ROW.test(line)) return [];
    if (DELIMITER_ROW.test(lines[index + 1] ?? '')) return [];
    return line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim())
      .filter((cell) => cell.length > 0 && !/^\*\*[^*]+\*\*$/.test(cell))
      .map((cell) => ({cell, section}));
  });
}

export function scanMdx(file: string, text: string): CitedSentence[] {
  const versions = versionsOf(file);
  const cells = sentencesOf(
    file,
    tableCellsBySection(text).map(({cell, section}) => ({where: TABLE_CELL, text: cell, versions, section})),
  );
  return [...sentencesOf(file, [{where: 'page', text: mdxProse(text), versions}]), ...cells];
}

export function scanYaml(file: string, text: string): CitedSentence[] {
  const strings: {key: string; text: string}[] = [];
  proseStrings(parse(text), '', strings);
  return sentencesOf(
    file,
    strings.map(({key, text: value}) => ({where: key, text: value, versions: versionsOf(file, key)})),
    true,
  );
}

/**
 * The sentences of one TypeScript descriptions file. A `{python: <ref>}` entry shares Python prose that is
 * checked where it is written (and filtered for TypeScript by data/ts-api/sharedProse.ts), so only text of
 * our own is read: plain strings and the `text` of `{text, differs, keys}` entries. The entry's `keys`
 * cite its sentence when the text has one behaviour sentence only; several need a marker each.
 */
export function scanTsApiYaml(file: string, text: string): CitedSentence[] {
  const entries = (parse(text) ?? {}) as Record<string, unknown>;
  const units: {where: string; text: string; versions: DocsVersion[]; keys?: string[]}[] = [];
  const add = (where: string, prose: unknown, versions: DocsVersion[]): void => {
    if (typeof prose === 'string') units.push({where, text: prose, versions});
    else if (prose && typeof prose === 'object' && 'text' in prose) {
      const {text: own, keys} = prose as {text: string; keys?: string[]};
      units.push({where, text: own, versions, keys});
    }
  };
  for (const [name, entry] of Object.entries(entries)) {
    if (entry && typeof entry === 'object' && !('text' in entry) && !('python' in entry)) {
      for (const [version, prose] of Object.entries(entry as Record<string, unknown>))
        add(`${name} (${version})`, prose, [version as DocsVersion]);
    } else add(name, entry, ['1.0', 'next']);
  }
  return units.flatMap((unit) => {
    const found = sentencesOf(file, [unit]);
    const behaviour = found.filter(isBehaviourSentence);
    if (unit.keys && behaviour.length === 1 && behaviour[0].citations.length === 0)
      behaviour[0].citations.push(...unit.keys.map(parseCitation));
    return found;
  });
}

/** String literals of a TypeScript file that read as prose (a space, a letter, at least 30 characters). */
export function scanTsText(file: string, text: string): CitedSentence[] {
  const literals = [...text.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)]
    .map((match) => match[2])
    .filter((value) => value.length >= 30 && / [a-z]/.test(value) && !/^[./@]/.test(value) && !value.includes('${'));
  const jsxText = [...text.matchAll(/>\s*([A-Z][^<>{}]{29,})</g)].map((match) => match[1]);
  return sentencesOf(
    file,
    [...literals, ...jsxText].map((value) => ({where: 'text', text: value, versions: versionsOf(file)})),
  );
}

function walk(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(child, pattern);
      return pattern.test(entry.name) ? [child] : [];
    })
    .sort();
}

/** Every sentence of every prose source. */
export function scanSite(root = REPOSITORY_ROOT): CitedSentence[] {
  const relative = (absolute: string): string => path.relative(root, absolute).split(path.sep).join('/');
  const mdx = MDX_ROOTS.flatMap((dir) => walk(path.join(root, dir), /\.mdx?$/))
    .map(relative)
    .filter((file) => !GENERATED.test(file))
    .flatMap((file) => scanMdx(file, readFileSync(path.join(root, file), 'utf8')));
  const yaml = walk(path.join(root, YAML_ROOT), /\.ya?ml$/)
    .map(relative)
    .flatMap((file) => scanYaml(file, readFileSync(path.join(root, file), 'utf8')));
  const tsApi = walk(path.join(root, TS_API_ROOT), /\.ya?ml$/)
    .map(relative)
    .flatMap((file) => scanTsApiYaml(file, readFileSync(path.join(root, file), 'utf8')));
  const ts = TS_TEXT_FILES.filter((file) => existsSync(path.join(root, file))).flatMap((file) =>
    scanTsText(file, readFileSync(path.join(root, file), 'utf8')),
  );
  return [...mdx, ...yaml, ...tsApi, ...ts];
}

export function isBehaviourSentence(sentence: CitedSentence): boolean {
  return sentence.cues.length > 0 || sentence.citations.length > 0;
}

export function isCited(sentence: CitedSentence): boolean {
  return (
    sentence.citations.length > 0 ||
    sentence.legacy.length > 0 ||
    sentence.siteTests.length > 0 ||
    sentence.notBehaviour.length > 0 ||
    sentence.specs.length > 0
  );
}

/**
 * The parts of the RFC that describe the document itself or approaches other than UTCP: the table of
 * its front matter (before the first `## ` heading) and the comparison section.
 */
export const RFC_NOT_BEHAVIOUR_SECTIONS = ['', '12. Comparison with other approaches'] as const;

/**
 * Where a sentence may say it states no library behaviour: the about pages but the RFC, the blog, and
 * the table cells of the RFC's sections in RFC_NOT_BEHAVIOUR_SECTIONS.
 */
export function mayDeclareNotBehaviour(file: string, section?: string): boolean {
  if (file === RFC_FILE)
    return section !== undefined && (RFC_NOT_BEHAVIOUR_SECTIONS as readonly string[]).includes(section);
  return file.startsWith('about/') || file.startsWith('blog/');
}

/** Problems with `site:` and `not-behaviour:` markers. */
export function markerProblems(sentence: CitedSentence, root = REPOSITORY_ROOT): string[] {
  const where = `${sentence.file} (${sentence.versions.join(', ')}): «${sentence.sentence}»`;
  const problems: string[] = [];
  for (const reason of sentence.notBehaviour) {
    if (!mayDeclareNotBehaviour(sentence.file, sentence.section))
      problems.push(
        `${where} is marked not-behaviour, which only the about pages, the blog and the RFC's front matter and comparison tables may use`,
      );
    else if (reason.length < 12) problems.push(`${where} is marked not-behaviour without a reason`);
  }
  for (const cited of sentence.specs) {
    const host = /^https:\/\/([^/\s]+)\/\S*$/.exec(cited)?.[1];
    if (!host || !(SPEC_HOSTS as readonly string[]).includes(host))
      problems.push(`${where} cites spec ${cited}, which is not an https address on ${SPEC_HOSTS.join(', ')}`);
  }
  for (const cited of sentence.siteTests) {
    const [testFile, title] = cited.split('#', 2);
    const absolute = path.join(root, testFile);
    if (!/^tests\//.test(testFile) || !existsSync(absolute))
      problems.push(`${where} cites site test ${testFile}, which is not a file under tests/`);
    else if (title && !readFileSync(absolute, 'utf8').includes(title.trim()))
      problems.push(`${where} cites site test ${cited}, but ${testFile} has no test titled so`);
  }
  return problems;
}

export interface PendingEntry {
  file: string;
  hash: string;
  start: string;
}

export function readPending(file?: string): PendingEntry[] {
  if (file === undefined) return [...readPending(PENDING_PATH), ...readPending(TS_API_PENDING_PATH)];
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PendingEntry[]) : [];
}

/** The pending list an entry belongs in: the TypeScript reference's or the rest of the site's. */
export function pendingPathOf(file: string): string {
  return file.startsWith(`${TS_API_ROOT}/`) ? TS_API_PENDING_PATH : PENDING_PATH;
}

export function pendingEntry(sentence: CitedSentence): PendingEntry {
  return {file: sentence.file, hash: claimHash(sentence.sentence), start: sentence.sentence.slice(0, 60)};
}

const NAMES_PYTHON = /\b(?:python|python-utcp|pip)\b/i;
const NAMES_TYPESCRIPT = /\b(?:typescript|npm|node(?:\.js)?)\b|@utcp\/\w|\bTS\b/i;

const NAMES_1_0 = /\b1\.0(?:\.\d+)?\b/;
const NAMES_1_1 = /\b1\.1(?:\.\d+)?\b|\bNext\b/;

/**
 * The implementations a sentence speaks for: those of its page's versions, narrowed by the language
 * (Python, TypeScript) and the line (1.0, 1.1) it names when it names only one.
 */
export function implementationsFor(sentence: CitedSentence, key: BehaviourKey): string[] {
  const namesTypescript = NAMES_TYPESCRIPT.test(sentence.sentence);
  // The Python reference speaks for Python unless a sentence names TypeScript, and the TypeScript
  // reference for TypeScript unless it names Python.
  const python = NAMES_PYTHON.test(sentence.sentence) || (sentence.kind === 'api-yaml' && !namesTypescript);
  const typescript = namesTypescript || (sentence.kind === 'ts-api-yaml' && !python);
  const one = NAMES_1_0.test(sentence.sentence);
  const eleven = NAMES_1_1.test(sentence.sentence);
  let versions = sentence.versions;
  if (one !== eleven && versions.length > 1) versions = versions.filter((v) => (one ? v === '1.0' : v === 'next'));
  // An RFC sentence that names no line speaks of the 1.0 line the document specifies.
  else if (!one && !eleven && sentence.file === RFC_FILE) versions = ['1.0'];
  return [...new Set(versions.flatMap((version) => implementationsOf(version)))]
    .filter((impl) => key.applies.includes(impl.id))
    .filter((impl) => (python === typescript ? true : impl.language === (python ? 'python' : 'typescript')))
    .map((impl) => impl.id);
}

function outcomeText(outcome: Outcome | undefined): string {
  return outcome === undefined ? 'no result' : JSON.stringify(outcome);
}

/** Everything wrong with one sentence's citations, each a message naming the file and the sentence. */
export function citationProblems(
  sentence: CitedSentence,
  keys: ReadonlyMap<string, BehaviourKey>,
  results: ReadonlyMap<string, ResultsFile>,
): string[] {
  const problems: string[] = [];
  const where = `${sentence.file} (${sentence.versions.join(', ')}): «${sentence.sentence}»`;
  for (const citation of sentence.citations) {
    const key = keys.get(citation.key);
    if (!key) {
      problems.push(`${where} cites unknown key ${citation.key}`);
      continue;
    }
    if (citation.caseId && !key.cases.some((c) => c.id === citation.caseId)) {
      problems.push(`${where} cites unknown case ${citation.key}@${citation.caseId}`);
      continue;
    }
    const impls = implementationsFor(sentence, key);
    const cases = citation.caseId ? [citation.caseId] : key.cases.map((c) => c.id);
    const runsIn = (caseId: string, impl: string): boolean => {
      const only = key.cases.find((c) => c.id === caseId)?.only;
      return !only || only.includes(impl as (typeof only)[number]);
    };
    const observed = impls.flatMap((impl) =>
      cases
        .filter((caseId) => runsIn(caseId, impl))
        .map((caseId) => ({impl, caseId, outcome: results.get(impl)?.results[key.key]?.[caseId]})),
    );
    if (citation.claimedValue !== undefined || citation.claimedError !== undefined) {
      for (const {impl, caseId, outcome} of observed) {
        const holds =
          citation.claimedError !== undefined
            ? outcome !== undefined && 'error' in outcome && outcome.error.type === citation.claimedError
            : outcome !== undefined &&
              'value' in outcome &&
              JSON.stringify(outcome.value) === JSON.stringify(citation.claimedValue);
        if (!holds)
          problems.push(
            `${where} claims ${citation.raw.trim()}, but ${impl} observed ${outcomeText(outcome)} for ${key.key}@${caseId}`,
          );
      }
      continue;
    }
    // A sentence that names both languages or both lines says which one does what.
    const namesBoth =
      (NAMES_PYTHON.test(sentence.sentence) && NAMES_TYPESCRIPT.test(sentence.sentence)) ||
      (NAMES_1_0.test(sentence.sentence) && NAMES_1_1.test(sentence.sentence));
    // In a table the column or row heading says which implementation a cell speaks for.
    if (namesBoth || sentence.where === TABLE_CELL) continue;
    for (const caseId of cases) {
      const distinct = new Set(
        observed
          .filter((o) => o.caseId === caseId && o.outcome !== undefined && !('skipped' in o.outcome))
          .map((o) => JSON.stringify(o.outcome)),
      );
      if (distinct.size > 1)
        problems.push(
          `${where} cites ${key.key}@${caseId}, whose outcomes differ between ${impls.join(' and ')}; say which implementation does what`,
        );
    }
  }
  return problems;
}

export interface CitationReport {
  sentences: CitedSentence[];
  /** Behaviour sentences without any citation, not in the pending list. */
  uncited: CitedSentence[];
  /** Pending entries that no longer match an uncited sentence (remove them: the list only shrinks). */
  stalePending: PendingEntry[];
  problems: string[];
}

export function citationReport(
  sentences: readonly CitedSentence[],
  pending: readonly PendingEntry[] = readPending(),
  keys: readonly BehaviourKey[] = loadKeys(),
  results: ReadonlyMap<string, ResultsFile> = loadResults(),
): CitationReport {
  const byKey = new Map(keys.map((key) => [key.key, key]));
  const pendingIds = new Set(pending.map((entry) => `${entry.file}#${entry.hash}`));
  const openIds = new Set<string>();
  const uncited: CitedSentence[] = [];
  for (const sentence of sentences) {
    if (!isBehaviourSentence(sentence) || isCited(sentence)) continue;
    const id = `${sentence.file}#${claimHash(sentence.sentence)}`;
    openIds.add(id);
    if (!pendingIds.has(id)) uncited.push(sentence);
  }
  return {
    sentences: [...sentences],
    uncited,
    stalePending: pending.filter((entry) => !openIds.has(`${entry.file}#${entry.hash}`)),
    problems: sentences.flatMap((sentence) => [
      ...citationProblems(sentence, byKey, results),
      ...markerProblems(sentence),
    ]),
  };
}

export function uncitedMessage(sentence: CitedSentence): string {
  return `${sentence.file} (${sentence.versions.join(', ')}, ${sentence.where}): behaviour sentence without a citation: «${sentence.sentence}» (cues: ${sentence.cues.join(', ')}; add {/* behaviour: key@case */} after it)`;
}

/** Counts per source kind and version, for the closing note. */
export function citationCounts(sentences: readonly CitedSentence[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const sentence of sentences.filter(isBehaviourSentence)) {
    const bucket = (counts[`${sentence.kind} ${sentence.versions.join('+')}`] ??= {
      behaviour: 0,
      'cited by key': 0,
      'cited by probe/trace only': 0,
      'cited by site test': 0,
      'marked not behaviour': 0,
      'cited by another standard': 0,
      uncited: 0,
    });
    bucket.behaviour += 1;
    if (sentence.citations.length > 0) bucket['cited by key'] += 1;
    else if (sentence.legacy.length > 0) bucket['cited by probe/trace only'] += 1;
    else if (sentence.siteTests.length > 0) bucket['cited by site test'] += 1;
    else if (sentence.notBehaviour.length > 0) bucket['marked not behaviour'] += 1;
    else if (sentence.specs.length > 0) bucket['cited by another standard'] += 1;
    else bucket.uncited += 1;
  }
  return counts;
}

function main(): void {
  const {values: options} = parseOptions({
    args: process.argv.slice(2),
    options: {all: {type: 'boolean', default: false}, 'shrink-pending': {type: 'boolean', default: false}},
  });
  const all = options.all;
  const sentences = scanSite();
  if (options['shrink-pending']) {
    for (const target of [PENDING_PATH, TS_API_PENDING_PATH]) {
      const kept = shrinkPending(readPending(target), sentences);
      writeFileSync(target, `${JSON.stringify(kept, null, 1)}\n`);
      console.log(`${path.relative(REPOSITORY_ROOT, target)}: ${kept.length} pending entries kept`);
    }
    return;
  }
  const report = citationReport(sentences, all ? [] : readPending());
  for (const sentence of report.uncited) console.log(uncitedMessage(sentence));
  for (const problem of report.problems) console.log(problem);
  for (const entry of report.stalePending)
    console.log(`stale pending entry: ${entry.file} ${entry.hash} ${entry.start}`);
  console.table(citationCounts(sentences));
  const keysCited = new Set(sentences.flatMap((s) => s.citations.map((c) => c.key)));
  console.log(`${keysCited.size} keys cited; ${IMPLEMENTATIONS.length} implementations`);
}

if (require.main === module) main();

/**
 * `--shrink-pending`: rewrites the pending list without the entries that are now cited or gone.
 * It never adds an entry; the list was written once, when the check began.
 */
export function shrinkPending(pending: readonly PendingEntry[], sentences: readonly CitedSentence[]): PendingEntry[] {
  const open = new Set(
    sentences.filter((s) => isBehaviourSentence(s) && !isCited(s)).map((s) => `${s.file}#${claimHash(s.sentence)}`),
  );
  return pending.filter((entry) => open.has(`${entry.file}#${entry.hash}`));
}
