/**
 * The probe scripts have been folded into the behaviour dataset: a behaviour sentence cites a key
 * (`{/* behaviour: key@case *\/}`), never a paragraph-level `{/* probe: id *\/}` marker. These tests
 * fail when a page cites a probe again, or when a probe script is added that no page cites.
 * Cheap and offline: they read files only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  PROBE_ID,
  PROBES_DIR,
  collectProbeMarkers,
  findProbeMarkers,
  listProbes,
  probeVersions,
} from '../../../scripts/python-utcp/probeMarkers';

const markers = collectProbeMarkers();
const probes = listProbes();

describe('probe markers', () => {
  it('finds markers in MDX and YAML text, with their line', () => {
    const text = 'First line.\nA claim. {/* probe: mcp-session-not-reused */} More.\n- item {/*probe:x-y*/}';
    expect(findProbeMarkers(text, 'a.md')).toEqual([
      {id: 'mcp-session-not-reused', file: 'a.md', line: 2},
      {id: 'x-y', file: 'a.md', line: 3},
    ]);
    expect(findProbeMarkers('{/* plugins/x.py:3@0150a3b */} {/* trace: a:1@b */}', 'b.md')).toEqual([]);
  });

  it('reads the versions line of a probe', () => {
    expect(probeVersions('"""Claim.\nversions: 1.0, next\n"""')).toEqual(['1.0', 'next']);
    expect(probeVersions('"""Claim."""')).toBeNull();
    expect(probeVersions('versions: 2.0')).toBeNull();
  });

  it('no page cites a probe: behaviour sentences cite behaviour keys', () => {
    expect(markers.map((marker) => `${marker.file}:${marker.line} cites probe "${marker.id}"`)).toEqual([]);
  });

  it('every marker names an existing probe with a valid id', () => {
    const broken = markers
      .filter((marker) => !PROBE_ID.test(marker.id) || !probes.includes(marker.id))
      .map((marker) => `${marker.file}:${marker.line} cites "${marker.id}"`);
    expect(broken).toEqual([]);
  });

  it('every probe is cited by a page', () => {
    const cited = new Set(markers.map((marker) => marker.id));
    expect(probes.filter((id) => !cited.has(id))).toEqual([]);
  });

  it('every probe has a valid id and declares the python-utcp lines it runs against', () => {
    const bad = probes.filter(
      (id) => !PROBE_ID.test(id) || probeVersions(readFileSync(path.join(PROBES_DIR, `${id}.py`), 'utf8')) === null,
    );
    expect(bad).toEqual([]);
  });
});
