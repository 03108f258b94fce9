/**
 * The "Changed since 1.0" bullets of Next's generated API pages, each turned into an assertion
 * about the 1.0 and the Next commit of python-utcp that `npm run python:signatures -- --version
 * next` evaluates by importing both (tests/python/harness/inspect_changes.py, one process per
 * commit). The bullets come from the facts, as the generator writes them; the offline record
 * check uses the same functions.
 */
import {findModule, findPackage, loadFacts} from '../../data/protocol';
import {moduleChanges} from '../api-reference/render/changes';
import {pagesOf} from '../reference/pythonPages';
import {API_ROOTS, SIGNATURE_VERSIONS} from './apiPages';
import {sha256} from './collect';
import {NEXT_PIN_KEY, versionPin} from '../../src/config/versionPins';

/** What one version of python-utcp must show for a bullet to hold. */
export type ChangeExpectation =
  /** The distribution's version (null: the tree has no such distribution). */
  | {kind: 'distribution'; name: string; version: string | null}
  /** Whether the module imports. */
  | {kind: 'module'; module: string; exists: boolean}
  | {
      kind: 'member';
      module: string;
      /** The class a field, class attribute or method belongs to; null for module-level names. */
      owner: string | null;
      name: string;
      noun: 'field' | 'class attribute' | 'method' | 'class' | 'function' | 'constant';
      present: boolean;
      /** Field or attribute type text. */
      annotation?: string;
      /** Default or value text; 'required' for a field without one. */
      default?: string;
      /** `default_factory` text. */
      factory?: string;
      alias?: string;
      /** Parameters and return annotation, `async (self, x: int) -> str`. */
      signature?: string;
      /** Bases as written, comma separated ('none' for no bases). */
      bases?: string;
      /** A constant's value text. */
      value?: string;
    };

export interface ChangeBullet {
  /** `<file>#changed:<n>`. */
  id: string;
  file: string;
  module: string;
  text: string;
  /** null when the bullet's wording is not one the checker knows: that is a failure. */
  before: ChangeExpectation | null;
  after: ChangeExpectation | null;
}

function unquote(span: string): string {
  return span.replace(/^``? ?|`? ?`$/g, '');
}

/** Splits `text` at the first ` = ` outside brackets and quotes. */
function splitAssignment(text: string): [string, string | undefined] {
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (depth === 0 && text.startsWith(' = ', index)) return [text.slice(0, index), text.slice(index + 3)];
  }
  return [text, undefined];
}

/** `Owner.name` or `name`. */
function target(label: string): {owner: string | null; name: string} {
  const dot = label.lastIndexOf('.');
  return dot < 0 ? {owner: null, name: label} : {owner: label.slice(0, dot), name: label.slice(dot + 1)};
}

const CODE = '(``? ?.+? ?`?`)';

/** The two expectations a bullet states, or null for wording the checker does not know. */
export function bulletAssertion(
  text: string,
  module: string,
): {before: ChangeExpectation; after: ChangeExpectation} | null {
  let match = /^`([\w.-]+)` version (\S+) → (\S+)\.$/.exec(text);
  if (match) {
    return {
      before: {kind: 'distribution', name: match[1], version: match[2]},
      after: {kind: 'distribution', name: match[1], version: match[3]},
    };
  }
  match = /^`([\w.-]+)` is a new distribution \((\S+)\)\.$/.exec(text);
  if (match) {
    return {
      before: {kind: 'distribution', name: match[1], version: null},
      after: {kind: 'distribution', name: match[1], version: match[2]},
    };
  }
  match = /^The module `([\w.]+)` is new: 1\.0 does not have it\.$/.exec(text);
  if (match) {
    return {
      before: {kind: 'module', module: match[1], exists: false},
      after: {kind: 'module', module: match[1], exists: true},
    };
  }
  match = new RegExp(`^(Added|Removed) (field|class attribute|method|class|function|constant) ${CODE}\\.$`).exec(text);
  if (match) {
    const noun = match[2] as 'field';
    let declared = unquote(match[3]);
    const member: {annotation?: string; default?: string; factory?: string} = {};
    if (match[1] === 'Added' && (noun === 'field' || noun === 'class attribute')) {
      const [head, tail] = splitAssignment(declared);
      const colon = head.indexOf(': ');
      declared = colon < 0 ? head : head.slice(0, colon);
      if (colon >= 0) member.annotation = head.slice(colon + 2);
      const factory = tail ? /^Field\(default_factory=(.+)\)$/.exec(tail) : null;
      if (factory) member.factory = factory[1];
      else member.default = tail ?? 'required';
    }
    declared = declared.replace(/\(\)$/, '');
    const {owner, name} = target(declared);
    const base = {kind: 'member' as const, module, owner, name, noun};
    const added = match[1] === 'Added';
    return {
      before: {...base, present: !added},
      after: {...base, present: added, ...(added ? member : {})},
    };
  }
  match = new RegExp(`^${CODE}: (signature|type|default|alias|bases|value) ${CODE} → ${CODE}\\.$`).exec(text);
  if (match) {
    const {owner, name} = target(unquote(match[1]));
    const what = match[2];
    const noun =
      what === 'signature'
        ? owner
          ? 'method'
          : 'function'
        : what === 'bases'
          ? 'class'
          : what === 'value'
            ? 'constant'
            : 'field';
    const key = what === 'type' ? 'annotation' : what;
    const state = (span: string): ChangeExpectation => {
      const value = unquote(span);
      const stated: Record<string, string> =
        key === 'default' && value.startsWith('factory ') ? {factory: value.slice('factory '.length)} : {[key]: value};
      return {kind: 'member', module, owner, name, noun: noun as 'field', present: true, ...stated};
    };
    return {before: state(match[3]), after: state(match[4])};
  }
  return null;
}

/** The versions whose API pages have "Changed since" sections (a `changesSince` pin), newest first. */
export function changeBulletVersions(): string[] {
  return SIGNATURE_VERSIONS.filter((version) => versionPin(version).changesSince !== undefined);
}

/**
 * The bullets under "## Changed since <version>" of every API page of a version (Next by default), from
 * the facts the generator writes them from (scripts/api-reference/render/changes.ts), not from the page:
 * the byte-equality test of the API reference shows the page holds these lines.
 */
export function collectChangeBullets(version: string = NEXT_PIN_KEY): ChangeBullet[] {
  const since = versionPin(version).changesSince;
  if (!since) return [];
  const before = loadFacts(since);
  const after = loadFacts(version);
  const bullets: ChangeBullet[] = [];
  const pages = pagesOf(version)
    .map(({page, mod}) => ({file: `${API_ROOTS[version]}/${page.file}.md`, module: page.module, mod}))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const {file, module, mod} of pages) {
    const pkg = findPackage(after, mod.package)!;
    const lines = moduleChanges(findModule(before, module), mod, findPackage(before, pkg.name), pkg);
    lines.forEach((text, index) => {
      const assertion = bulletAssertion(text, module);
      bullets.push({
        id: `${file}#changed:${index + 1}`,
        file,
        module,
        text,
        before: assertion?.before ?? null,
        after: assertion?.after ?? null,
      });
    });
  }
  return bullets;
}

export function changeBulletHash(bullet: ChangeBullet): string {
  return sha256(JSON.stringify({module: bullet.module, text: bullet.text}));
}

/** What running both commits showed for one bullet, kept in signatures-next.json. */
export interface ChangeEntry {
  id: string;
  hash: string;
  /** The 1.0 and Next commits the bullet was evaluated against. */
  commits: {before: string; after: string};
  verdict: 'agree' | 'disagree';
  /** What each version showed, short. */
  observed: {before: string; after: string};
  problems?: string[];
}

/** Everything wrong between the recorded bullet verdicts and Next's pages; empty when they match. */
export function changeRecordProblems(
  entries: readonly ChangeEntry[] | undefined,
  bullets: readonly ChangeBullet[],
  commits: {before: string; after: string},
): string[] {
  const rerun = 'run npm run python:signatures -- --version next';
  const recorded = new Map((entries ?? []).map((entry) => [entry.id, entry]));
  const problems: string[] = [];
  for (const bullet of bullets) {
    const where = `${bullet.id} (${bullet.text.slice(0, 80)})`;
    const entry = recorded.get(bullet.id);
    if (!bullet.before || !bullet.after)
      problems.push(`${where}: the checker does not know this wording (changeBullets.ts bulletAssertion)`);
    else if (!entry) problems.push(`${where}: the bullet has no record entry: ${rerun}`);
    else if (entry.hash !== changeBulletHash(bullet))
      problems.push(`${where}: the bullet changed since it was checked: ${rerun}`);
    else if (entry.commits.before !== commits.before || entry.commits.after !== commits.after)
      problems.push(`${where}: checked against ${entry.commits.before}..${entry.commits.after}: ${rerun}`);
    else if (entry.verdict !== 'agree')
      problems.push(`${where}: running 1.0 and Next disagrees: ${(entry.problems ?? []).join('; ')}`);
  }
  const ids = new Set(bullets.map((bullet) => bullet.id));
  for (const entry of entries ?? []) {
    if (!ids.has(entry.id)) problems.push(`${entry.id}: recorded, but no longer on the pages: ${rerun}`);
  }
  return problems;
}
