/**
 * Finds the `{/* probe: id *\/}` markers that tie a sentence on a page to a probe script in
 * tests/python/probes/<id>.py (see types.ts for the contract), and the probes themselves.
 * Pages are the MDX docs of every version, the about pages, the blog and the API prose YAML
 * (whose paragraphs are copied into the generated API pages, marker included).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {PYTHON_VERSIONS, type PythonVersion} from './environment';
import {versionPin} from '../../src/config/versionPins';

export const ROOT = path.resolve(__dirname, '..', '..');
export const PROBES_DIR = path.join(ROOT, 'tests', 'python', 'probes');
/** Where markers may be written, relative to the repository root. */
export const MARKER_ROOTS = ['docs', 'versioned_docs', 'about', 'blog', 'data/api-reference/pages'] as const;

/** A probe id: lower-case words joined by hyphens, usable as a file name. */
export const PROBE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ProbeMarker {
  id: string;
  /** Repository-relative file holding the marker. */
  file: string;
  line: number;
}

/** Every `probe:` marker in `text`; an id that is not a valid probe id is returned as written. */
export function findProbeMarkers(text: string, file: string): ProbeMarker[] {
  const markers: ProbeMarker[] = [];
  const pattern = /\{\/\*\s*probe:\s*(.*?)\s*\*\/\}/g;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    markers.push({id: match[1], file, line});
  }
  return markers;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(child);
    return /\.(md|mdx|ya?ml)$/.test(entry.name) ? [child] : [];
  });
}

/** The markers of every page and prose file of the site. */
export function collectProbeMarkers(root = ROOT): ProbeMarker[] {
  return MARKER_ROOTS.flatMap((dir) => walk(path.join(root, dir))).flatMap((file) =>
    findProbeMarkers(readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/')),
  );
}

/** The ids of the probe scripts in tests/python/probes. */
export function listProbes(dir = PROBES_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.py'))
    .map((name) => name.slice(0, -3))
    .sort();
}

/**
 * The python-utcp lines a probe runs against, from its docstring line `versions: 1.0, next`.
 * Returns null when the line is missing or names an unknown version.
 */
export function probeVersions(source: string): PythonVersion[] | null {
  const match = /^versions:\s*(.+)$/m.exec(source);
  if (!match) return null;
  const versions = match[1].split(',').map((v) => v.trim());
  return versions.every((v) => PYTHON_VERSIONS.includes(v)) && versions.length > 0 ? versions : null;
}

/**
 * Whether a probe written for `versions` speaks for a page of `pageVersion`: it names the version,
 * or a version pinned to the same python-utcp commit (a cut version shares Next's until Next moves).
 */
export function probeCovers(versions: readonly PythonVersion[], pageVersion: PythonVersion): boolean {
  const commit = versionPin(pageVersion).pythonUtcp.commit;
  return versions.some((v) => v === pageVersion || versionPin(v).pythonUtcp.commit === commit);
}
