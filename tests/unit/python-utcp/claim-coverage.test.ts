/**
 * Every sentence of the API prose YAML (in the scopes of CLAIM_SCAN_SCOPES) that states how
 * python-utcp behaves carries a probe or trace marker in its paragraph or list item, or is in the
 * allowlist with a reason it is no behaviour claim. Offline: reads the YAML only.
 */
import {describe, expect, it} from 'vitest';
import {
  CLAIM_SCAN_SCOPES,
  allows,
  behaviourCues,
  claimHash,
  proseUnits,
  readAllowlist,
  scanProse,
  scanScopes,
  splitSentences,
  unmarkedClaims,
} from '../../../scripts/python-utcp/claimScan';

describe('claim scanner', () => {
  it('splits prose into paragraphs, list items and table rows', () => {
    const text = 'First paragraph\ngoes on.\n\n- item one\n- item two\n\n| a | b |\n| --- | --- |\n| c | d |';
    expect(proseUnits(text)).toEqual([
      'First paragraph goes on.',
      '- item one',
      '- item two',
      '| a | b |',
      '| c | d |',
    ]);
  });

  it('splits sentences, not at e.g. or inside inline code', () => {
    expect(splitSentences('It raises. `a. B` stays, e.g. Here. Then `x` ends. {/* probe: p */}')).toEqual([
      'It raises.',
      '`a. B` stays, e.g. Here.',
      'Then `x` ends.',
    ]);
  });

  it('flags behaviour, not plain descriptions of a value', () => {
    expect(behaviourCues('The client never retries a failed call.')).toEqual(
      expect.arrayContaining(['never/always', 'retries']),
    );
    expect(behaviourCues('Deregistering does nothing.')).toEqual(['does nothing']);
    expect(behaviourCues('The loader re-reads the file on every lookup.')).toContain('re-reads');
    expect(behaviourCues('Base directory for relative paths.', 'classes.C.fields.root_dir')).toEqual([]);
    // Weak cues ("each", "calls") do not count in a field description, strong ones do.
    expect(behaviourCues('One entry for each tool.', 'classes.C.fields.tools')).toEqual([]);
    expect(behaviourCues('One entry for each tool.', 'classes.C.summary[0]')).toEqual(['every/each']);
    expect(behaviourCues('Unknown keys are ignored.', 'classes.C.fields.extra')).toEqual(['ignores']);
    // A default stated in passing, and "ignoring", are behaviour too (a guide sentence slipped through without them).
    expect(behaviourCues('It ranks tools, ignoring matches below `threshold` (default 0.3).')).toEqual(
      expect.arrayContaining(['ignores', 'defaults to']),
    );
    expect(behaviourCues('The default is `in_memory`.', 'classes.C.fields.repo')).toEqual(['defaults to']);
    // Inline code is no cue: a field named `only_include_keys` says nothing.
    expect(behaviourCues('See `only_include_keys`.')).toEqual([]);
    expect(behaviourCues('Maps each `auth_type` value to the serializer that handles it.')).toEqual([]);
    // The condition of a `raises` entry is a claim whatever its words.
    expect(behaviourCues('No tool of that name is registered.', 'functions.f.raises[0][1]')).toEqual(['raises']);
  });

  it('a marker anywhere in the paragraph or list item covers its sentences', () => {
    const yaml = [
      'module: m',
      'description: Raises always, but front matter is not scanned.',
      'purpose:',
      "  - 'It raises at once. It never retries. {/* probe: p */}'",
      '  - The loader re-reads the file.',
      'sections:',
      '  - title: Only a title',
      '    body:',
      '      - "- It always closes. {/* trace: a.py:1@abc */}\\n- It ignores extra keys."',
      'functions:',
      '  f:',
      '    summary: [Plain.]',
      '    raises:',
      '      - [ValueError, The name is unknown.]',
      'examples:',
      '  - {title: t, language: python, code: "raise Never()"}',
    ].join('\n');
    const unmarked = unmarkedClaims(scanProse('x.yaml', yaml)).map((s) => [s.key, s.sentence]);
    expect(unmarked).toEqual([
      ['purpose[1]', 'The loader re-reads the file.'],
      ['sections[0].body[0]', '- It ignores extra keys.'],
      ['functions.f.raises[0][1]', 'The name is unknown.'],
    ]);
  });

  it('hashes a sentence without its markers and whitespace', () => {
    expect(claimHash('It  raises. {/* probe: p */}')).toBe(claimHash('It raises.'));
    expect(claimHash('It raises. {/* behaviour: a.b.c@d, a.b.c@e=1 */}')).toBe(claimHash('It raises.'));
    expect(claimHash('It raises.')).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('python-utcp claim coverage of the API prose', () => {
  const sentences = scanScopes(CLAIM_SCAN_SCOPES);
  const allowlist = readAllowlist();

  it('scans the scopes', () => {
    expect(CLAIM_SCAN_SCOPES).toContain('core');
    expect(CLAIM_SCAN_SCOPES).toContain('plugins');
    expect(sentences.length).toBeGreaterThan(100);
  });

  it('scans the plugin pages', () => {
    const plugins = sentences.filter((s) => s.file.startsWith('data/api-reference/pages/plugins/'));
    expect(plugins.length).toBeGreaterThan(400);
  });

  it('every sentence that states behaviour has a probe or trace marker, or an allowlist reason', () => {
    const open = unmarkedClaims(sentences)
      .filter((sentence) => !allowlist.some((entry) => allows(entry, sentence)))
      .map((s) => `${s.file} ${s.key} [${claimHash(s.sentence)}] (${s.cues.join(', ')}): ${s.sentence}`);
    expect(open).toEqual([]);
  });

  it('every allowlist entry names a flagged sentence and gives a reason', () => {
    const flagged = unmarkedClaims(sentences);
    const stale = allowlist
      .filter((entry) => entry.reason.trim() === '' || !flagged.some((sentence) => allows(entry, sentence)))
      .map((entry) => `${entry.file} ${entry.hash} "${entry.start}"`);
    expect(stale).toEqual([]);
  });
});
