/**
 * The one table of what each docs version pins: the python-utcp and
 * typescript-utcp commits its pages are checked against and the npm packages
 * its TypeScript examples run with. Keyed by docs version id ('next' for the
 * unreleased docs/ folder, then the ids of versions.json). The runners, the
 * generators, the signature checks and the labels read it from here;
 * `npm run version:cut` copies Next's entry to the version it cuts.
 */
import pinsJson from './version-pins.json';
import versionIds from '../../versions.json';

export interface SourcePin {
  /** The branch or tag the commit was read from (shown beside the commit). */
  ref: string;
  /** The full commit hash. */
  commit: string;
}

export interface VersionPin {
  /** The protocol line the version documents, e.g. "1.1"; the name of its packages. */
  line: string;
  pythonUtcp: SourcePin;
  /** Absent for versions whose TypeScript SDK the site does not document (0.1). */
  typescriptUtcp?: SourcePin;
  /** Where the npm packages of the line are installed for the snippet runners, and which. */
  npm?: {installDir: string; packages: Record<string, string>};
  /** Which prose of data/api-reference applies: the base text or the pages' `next` overrides. */
  apiProse?: 'base' | 'next';
  /** The version the generated "Changed since" sections compare with. */
  changesSince?: string;
  /** What the announcement bar says when this version is the latest. */
  release?: {summary: string; migrationGuide: string};
}

/** The key of the unversioned docs/ folder in the table (the docs plugin calls it 'current'). */
export const NEXT_PIN_KEY = 'next';

const SHA = /^[0-9a-f]{40}$/;

function checkPin(id: string, pin: VersionPin): VersionPin {
  const where = `src/config/version-pins.json "${id}"`;
  if (typeof pin.line !== 'string' || pin.line === '') throw new Error(`${where}: line is missing`);
  for (const [name, source] of [
    ['pythonUtcp', pin.pythonUtcp],
    ['typescriptUtcp', pin.typescriptUtcp],
  ] as const) {
    if (source === undefined && name === 'typescriptUtcp') continue;
    if (!source || !SHA.test(source.commit) || !source.ref) {
      throw new Error(`${where}: ${name} needs a ref and a 40-hex commit`);
    }
  }
  if (pin.changesSince !== undefined && !(pin.changesSince in pinsJson)) {
    throw new Error(`${where}: changesSince names "${pin.changesSince}", which has no entry`);
  }
  return pin;
}

/** Every pin, checked: Next and each id of versions.json must have one, and nothing else may. */
export const VERSION_PINS: Readonly<Record<string, VersionPin>> = (() => {
  const table = pinsJson as Record<string, VersionPin>;
  // The latest version first, then Next, then the older ones: the order the runners and lists use.
  const [latest, ...older] = versionIds as string[];
  const wanted = latest === undefined ? [NEXT_PIN_KEY] : [latest, NEXT_PIN_KEY, ...older];
  const missing = wanted.filter((id) => !(id in table));
  const extra = Object.keys(table).filter((id) => !wanted.includes(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `src/config/version-pins.json must have one entry per docs version (next and versions.json): ` +
        `missing ${JSON.stringify(missing)}, unknown ${JSON.stringify(extra)}`,
    );
  }
  return Object.fromEntries(wanted.map((id) => [id, checkPin(id, table[id]!)]));
})();

/** Docs version ids as the data files name them: the latest, 'next', then the older ids of versions.json. */
export const PINNED_VERSIONS: readonly string[] = Object.keys(VERSION_PINS);

export function versionPin(id: string): VersionPin {
  const pin = VERSION_PINS[id];
  if (!pin) throw new Error(`no docs version "${id}" in src/config/version-pins.json`);
  return pin;
}

/** The versions whose TypeScript API and npm packages the site documents. */
export function typescriptVersions(): string[] {
  return PINNED_VERSIONS.filter((id) => VERSION_PINS[id]!.typescriptUtcp && VERSION_PINS[id]!.npm);
}

/** The versions with a generated Python API reference (those with api prose). */
export function apiReferenceVersions(): string[] {
  return PINNED_VERSIONS.filter((id) => VERSION_PINS[id]!.apiProse !== undefined);
}

/** The folder of a docs version's sources, relative to the repository root. */
export function versionDocsDir(id: string): string {
  return id === NEXT_PIN_KEY ? 'docs' : `versioned_docs/version-${id}`;
}

/** "fd30247 (main)": a pin as the pages show it. */
export function shortPin(pin: SourcePin): string {
  const short = pin.commit.slice(0, 7);
  return pin.ref === short ? short : `${short} (${pin.ref})`;
}
