/**
 * Lists the sentences of the API prose YAML (data/api-reference/pages/<scope>/**) that state
 * how python-utcp behaves (it raises, returns, ignores, re-reads, falls back, does nothing...) but
 * have no `{/* probe: id *\/}`, `{/* trace: path:line@commit *\/}` or `{/* behaviour: key *\/}` marker in their paragraph or
 * list item. tests/unit/python-utcp/claim-coverage.test.ts fails on each one that is not in the
 * allowlist (tests/python/claim-allowlist.json), where an entry says why the sentence is no claim.
 *
 * Run `npx tsx scripts/python-utcp/claimScan.ts [scope ...]` to print the unmarked ones.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
export const API_PROSE_DIR = path.join(ROOT, 'data', 'api-reference', 'pages');
export const ALLOWLIST_PATH = path.join(ROOT, 'tests', 'python', 'claim-allowlist.json');

/** The folders below API_PROSE_DIR whose sentences must be backed. Add a folder here to widen the check. */
export const CLAIM_SCAN_SCOPES: string[] = ['core', 'plugins'];

/** YAML keys whose values are not prose a reader takes as a statement about behaviour. */
const NOT_PROSE = new Set([
  'module',
  'route',
  'file',
  'sidebarLabel',
  'sidebarPosition',
  'importLine',
  'language',
  'meta',
  'code',
  'title',
  // The page's meta description goes into the front matter, where no marker can follow it; it
  // sums up the purpose paragraphs, which carry the markers.
  'description',
]);

/**
 * A `raises` entry is `[exception, when]`, rendered as one list item: the condition states behaviour
 * whatever its words, and the exception name alone is no sentence.
 */
const RAISES_CONDITION = /\.raises\[\d+\]\[1\]$/;
const RAISES_TYPE = /\.raises\[\d+\]\[0\]$/;

/** Field, parameter and constant descriptions say what a value is; only the strong cues count there. */
const DESCRIPTION_KEY = /\.(?:fields|params)\.[^.]+$|^constants\./;

/**
 * Sentence shapes that describe a value although they contain a cue word: the registry maps of the
 * serializers and the literal discriminators, whose types python:signatures checks.
 */
const PLAIN_DESCRIPTIONS: readonly RegExp[] = [
  /^Maps each `\w+` value to the serializer that handles it\.$/,
  /^Discriminator; always `"\w+"`\.$/,
];

const MARKER = /\{\/\*\s*(?:probe|trace|behaviour):\s*\S[^*]*?\*\/\}/;
const MARKERS = new RegExp(MARKER.source, 'g');

/**
 * Words and phrases that make a sentence say what the code does rather than what a value is.
 * Each entry is [cue name, pattern]; the cue names are printed so a reviewer sees why.
 */
const BEHAVIOUR_CUES: readonly (readonly [string, RegExp, 'strong' | 'weak'])[] = [
  ['raises', /\b(?:raises?|raised|raising|throws?|thrown)\b/i, 'strong'],
  ['returns', /\b(?:returns|returned|yields|yielded)\b/i, 'weak'],
  ['never/always', /\b(?:never|always)\b/i, 'strong'],
  ['every/each', /\b(?:every|each)\b/i, 'weak'],
  ['only', /\bonly\b/i, 'strong'],
  ['ignores', /\b(?:ignores?|ignored|ignoring|silently)\b/i, 'strong'],
  ['reuses', /\b(?:reuses?|reused|re-?uses?)\b/i, 'strong'],
  ['closes/releases', /\b(?:closes|closed|releases|released)\b/i, 'strong'],
  ['retries', /\b(?:retr(?:y|ies|ied)|tries again)\b/i, 'strong'],
  ['falls back', /\b(?:falls? back|falling back)\b/i, 'strong'],
  [
    'kept/skipped/dropped',
    /\b(?:(?:is|are|stays?|remains?) (?:kept|skipped|dropped|removed|left|discarded|lost|cached))\b/i,
    'strong',
  ],
  ['keeps/skips/drops', /\b(?:keeps|skips|drops|discards|removes|deletes|overwrites|replaces|wins)\b/i, 'weak'],
  ['re-reads', /\b(?:re-?reads?|reloads?|re-?fetch(?:es)?|re-?loads?|caches|cached)\b/i, 'strong'],
  [
    'defaults to',
    /\(default\b|\b(?:defaults? to|by default|defaults? (?:is|are)|when (?:it is |they are )?(?:omitted|missing|unset|absent|empty|not set|None))\b/i,
    'strong',
  ],
  [
    'does nothing',
    /\b(?:does nothing|no-?op|has no effect|not (?:supported|implemented|checked|validated|used|called))\b/i,
    'strong',
  ],
  [
    'is called',
    /\b(?:is|are|gets?) (?:called|invoked|awaited|run|logged|sorted|validated|substituted|resolved|rejected|accepted)\b/i,
    'strong',
  ],
  [
    'calls',
    /\b(?:calls|invokes|logs|sorts|validates|substitutes|resolves|rejects|accepts|sends|fetches|stores|reads|loads|parses|converts|prefixes|appends|merges|lowercases|truncates|waits|blocks|stops|fails|becomes?|turns|derives|builds|collects|delegates|asks|wires|suggests)\b/i,
    'weak',
  ],
  ['order', /\b(?:in (?:\w+ )?order|first|last|concurrently|in parallel|at once|once|twice|lazily)\b/i, 'weak'],
  ['instead', /\b(?:instead|rather than|unless|otherwise)\b/i, 'weak'],
];

export interface ScannedSentence {
  /** Repository-relative YAML file. */
  file: string;
  /** Where in the YAML, e.g. `classes.UtcpClient.methods.create.summary[0]`. */
  key: string;
  /** The sentence, markers removed, whitespace folded. */
  sentence: string;
  /** The behaviour cues it matched (empty: a plain description, not flagged). */
  cues: string[];
  /** Whether its paragraph or list item carries a probe or trace marker. */
  marked: boolean;
}

export interface AllowlistEntry {
  file: string;
  /** claimHash() of the sentence. */
  hash: string;
  /** The sentence's first words, so a reader of the list knows which one it is. */
  start: string;
  /** Why the sentence states no python-utcp behaviour. */
  reason: string;
}

function fold(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A stable id of a sentence: sha256 of its folded text, first 12 hex digits. */
export function claimHash(sentence: string): string {
  return createHash('sha256')
    .update(fold(sentence.replace(MARKERS, '')), 'utf8')
    .digest('hex')
    .slice(0, 12);
}

/** The paragraphs, list items and table rows of one prose string: the units a marker covers. */
export function proseUnits(text: string): string[] {
  const units: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length > 0) units.push(fold(current.join(' ')));
    current = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') flush();
    else if (/^\s*(?:[-*+]|\d+\.)\s/.test(line) || /^\s*\|/.test(line)) {
      flush();
      if (!/^\s*\|[\s|:-]*\|\s*$/.test(line)) current.push(line);
    } else current.push(line);
  }
  flush();
  return units.filter((unit) => unit !== '');
}

/**
 * Splits a paragraph into sentences: at `.`, `!`, `?` or `;`-free sentence ends followed by a space and a
 * capital, a backtick or a bracket, never inside inline code and never after `e.g.`/`i.e.`.
 */
export function splitSentences(paragraph: string): string[] {
  const text = fold(paragraph.replace(MARKERS, ''));
  const sentences: string[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '`') inCode = !inCode;
    if (inCode || !/[.!?]/.test(char) || text[i + 1] !== ' ') continue;
    const next = text[i + 2] ?? '';
    if (!/[A-Z`[(*"]/.test(next)) continue;
    if (/\b(?:e\.g|i\.e|etc|vs)$/i.test(text.slice(start, i))) continue;
    sentences.push(text.slice(start, i + 1).trim());
    start = i + 2;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/**
 * The behaviour cues a sentence matches, inline code and link targets left out (a field named
 * `only_x` is no cue). In a description of a field or parameter only the strong cues count.
 */
export function behaviourCues(sentence: string, key = ''): string[] {
  if (RAISES_CONDITION.test(key)) return ['raises'];
  if (PLAIN_DESCRIPTIONS.some((shape) => shape.test(sentence))) return [];
  const prose = sentence.replace(/`[^`]*`/g, 'CODE').replace(/\]\([^)]*\)/g, ']');
  const description = DESCRIPTION_KEY.test(key);
  return BEHAVIOUR_CUES.filter(
    ([, pattern, strength]) => (strength === 'strong' || !description) && pattern.test(prose),
  ).map(([name]) => name);
}

export function proseStrings(value: unknown, key: string, out: {key: string; text: string}[]): void {
  if (typeof value === 'string') {
    if (!RAISES_TYPE.test(key)) out.push({key, text: value});
  } else if (Array.isArray(value)) value.forEach((item, index) => proseStrings(item, `${key}[${index}]`, out));
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (NOT_PROSE.has(name)) continue;
      proseStrings(child, key ? `${key}.${name}` : name, out);
    }
  }
}

/** Every sentence of one prose YAML text, with its cues and whether it is marked. */
export function scanProse(file: string, yamlText: string): ScannedSentence[] {
  const strings: {key: string; text: string}[] = [];
  proseStrings(parse(yamlText), '', strings);
  return strings.flatMap(({key, text}) =>
    proseUnits(text).flatMap((unit) => {
      const marked = MARKER.test(unit);
      return splitSentences(unit).map((sentence) => ({
        file,
        key,
        sentence,
        cues: behaviourCues(sentence, key),
        marked,
      }));
    }),
  );
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) return yamlFiles(child);
      return /\.ya?ml$/.test(entry.name) ? [child] : [];
    })
    .sort();
}

/** Every sentence of the prose YAML in the given scope folders. */
export function scanScopes(scopes: readonly string[] = CLAIM_SCAN_SCOPES, root = ROOT): ScannedSentence[] {
  const pagesDir = path.join(root, path.relative(ROOT, API_PROSE_DIR));
  return scopes.flatMap((scope) =>
    yamlFiles(path.join(pagesDir, scope)).flatMap((absolute) =>
      scanProse(path.relative(root, absolute).split(path.sep).join('/'), readFileSync(absolute, 'utf8')),
    ),
  );
}

/** The sentences that state behaviour and have no marker. */
export function unmarkedClaims(sentences: readonly ScannedSentence[]): ScannedSentence[] {
  return sentences.filter((s) => s.cues.length > 0 && !s.marked);
}

export function readAllowlist(file = ALLOWLIST_PATH): AllowlistEntry[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AllowlistEntry[]) : [];
}

/** Whether an allowlist entry names this sentence. */
export function allows(entry: AllowlistEntry, sentence: ScannedSentence): boolean {
  return entry.file === sentence.file && entry.hash === claimHash(sentence.sentence);
}

function main(): void {
  const args = process.argv.slice(2);
  const scopes = args.length > 0 ? args : CLAIM_SCAN_SCOPES;
  const sentences = scanScopes(scopes);
  const allowlist = readAllowlist();
  const open = unmarkedClaims(sentences).filter((s) => !allowlist.some((entry) => allows(entry, s)));
  for (const s of open)
    console.log(`${s.file} ${s.key} [${claimHash(s.sentence)}] (${s.cues.join(', ')})\n  ${s.sentence}`);
  const flagged = sentences.filter((s) => s.cues.length > 0);
  console.log(
    `${sentences.length} sentences, ${flagged.length} state behaviour, ` +
      `${flagged.filter((s) => s.marked).length} marked, ${open.length} unmarked and not allowlisted`,
  );
}

if (require.main === module) main();
