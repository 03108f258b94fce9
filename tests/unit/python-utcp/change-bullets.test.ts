import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  bulletAssertion,
  changeBulletHash,
  changeBulletVersions,
  changeRecordProblems,
  collectChangeBullets,
  type ChangeBullet,
  type ChangeEntry,
} from '../../../scripts/python-utcp/changeBullets';
import {pinnedCommit} from '../../../scripts/python-utcp/environment';
import {versionPin} from '../../../src/config/versionPins';
import {readSignatureRecord} from '../../../scripts/python-utcp/signatureBlocks';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('"Changed since" bullets were checked against running both pinned commits', () => {
  it.each(changeBulletVersions())(
    '%s: every bullet has an agreeing record entry, made at the pinned commits',
    (version) => {
      const bullets = collectChangeBullets(version);
      const problems = changeRecordProblems(readSignatureRecord(version).changes, bullets, {
        before: pinnedCommit(versionPin(version).changesSince!),
        after: pinnedCommit(version),
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(changeBulletVersions())('%s: bullets come from the facts as the pages show them, in order', (version) => {
    const bullets = collectChangeBullets(version);
    const heading = `## Changed since ${versionPin(version).changesSince}`;
    for (const file of new Set(bullets.map((bullet) => bullet.file))) {
      const page = readFileSync(path.join(ROOT, file), 'utf8');
      const section = page.slice(page.indexOf(heading));
      const shown = section
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.slice(2));
      const ours = bullets.filter((bullet) => bullet.file === file).map((bullet) => bullet.text);
      expect(shown.slice(0, ours.length)).toEqual(ours);
    }
  });

  it('covers the bullets of every kind the pages use', () => {
    const bullets = collectChangeBullets();
    expect(bullets.length).toBeGreaterThan(50);
    const kinds = new Set(bullets.map((bullet) => bullet.after?.kind));
    expect([...kinds].sort()).toEqual(['distribution', 'member', 'module']);
    expect(bullets.some((bullet) => bullet.after?.kind === 'member' && bullet.after.signature)).toBe(true);
  });
});

describe('bulletAssertion', () => {
  it('turns a version bullet into the two distribution versions', () => {
    expect(bulletAssertion('`utcp` version 1.0.4 → 1.1.3.', 'utcp.data.auth')).toEqual({
      before: {kind: 'distribution', name: 'utcp', version: '1.0.4'},
      after: {kind: 'distribution', name: 'utcp', version: '1.1.3'},
    });
    expect(bulletAssertion('`utcp-file` is a new distribution (1.1.0).', 'utcp_file')?.before).toEqual({
      kind: 'distribution',
      name: 'utcp-file',
      version: null,
    });
  });

  it('says a new module is absent in 1.0 and imports in Next', () => {
    expect(bulletAssertion('The module `utcp_file.x` is new: 1.0 does not have it.', 'utcp_file.x')).toEqual({
      before: {kind: 'module', module: 'utcp_file.x', exists: false},
      after: {kind: 'module', module: 'utcp_file.x', exists: true},
    });
  });

  it('reads an added field with its type and default, a required one, and a factory', () => {
    const added = bulletAssertion(
      'Added field `JsonSchema.examples: Optional[List[JsonType]] = None`.',
      'utcp.data.tool',
    );
    expect(added?.before).toMatchObject({owner: 'JsonSchema', name: 'examples', noun: 'field', present: false});
    expect(added?.after).toMatchObject({present: true, annotation: 'Optional[List[JsonType]]', default: 'None'});
    expect(bulletAssertion('Added field `T.content: str`.', 'm')?.after).toMatchObject({default: 'required'});
    expect(
      bulletAssertion('Added field `T.tags: Dict[str, str] = Field(default_factory=dict)`.', 'm')?.after,
    ).toMatchObject({annotation: 'Dict[str, str]', factory: 'dict'});
    expect(bulletAssertion('Added field `T.pair: Tuple[str, str] = ("a = b", "c")`.', 'm')?.after).toMatchObject({
      annotation: 'Tuple[str, str]',
      default: '("a = b", "c")',
    });
  });

  it('reads removals, constants, methods and functions', () => {
    expect(bulletAssertion('Removed field `TextCallTemplate.file_path`.', 'm')).toMatchObject({
      before: {present: true, owner: 'TextCallTemplate', name: 'file_path'},
      after: {present: false},
    });
    expect(bulletAssertion('Added constant `SUPPORTED_HTTP_METHODS`.', 'm')?.after).toMatchObject({
      owner: null,
      name: 'SUPPORTED_HTTP_METHODS',
      noun: 'constant',
      present: true,
    });
    expect(bulletAssertion('Added function `helper()`.', 'm')?.after).toMatchObject({name: 'helper', noun: 'function'});
    expect(bulletAssertion('Added method `Kept.run()`.', 'm')?.after).toMatchObject({owner: 'Kept', name: 'run'});
  });

  it('reads a changed signature, type and factory default on each side', () => {
    const changed = bulletAssertion(
      '`Kept.run`: signature `(self, x: int) -> str` → `async (self, x: int, y: int = 0) -> str`.',
      'm',
    );
    expect(changed?.before).toMatchObject({noun: 'method', signature: '(self, x: int) -> str'});
    expect(changed?.after).toMatchObject({signature: 'async (self, x: int, y: int = 0) -> str'});
    expect(bulletAssertion('`Kept.b`: type `str` → `Optional[str]`.', 'm')?.after).toMatchObject({
      noun: 'field',
      annotation: 'Optional[str]',
    });
    expect(bulletAssertion('`Kept.a`: default `1` → `factory list`.', 'm')?.after).toMatchObject({factory: 'list'});
  });

  it('does not guess at wording it does not know', () => {
    expect(bulletAssertion('The client got faster.', 'm')).toBeNull();
  });
});

describe('changeRecordProblems', () => {
  const bullet = (text: string, ordinal = 1): ChangeBullet => {
    const assertion = bulletAssertion(text, 'utcp.data.tool');
    return {
      id: `docs/api/core/data/tool.md#changed:${ordinal}`,
      file: 'docs/api/core/data/tool.md',
      module: 'utcp.data.tool',
      text,
      before: assertion?.before ?? null,
      after: assertion?.after ?? null,
    };
  };
  const commits = {before: 'c10', after: 'c11'};
  const version = bullet('`utcp` version 1.0.4 → 1.1.3.');
  const entry = (extra: Partial<ChangeEntry> = {}): ChangeEntry => ({
    id: version.id,
    hash: changeBulletHash(version),
    commits,
    verdict: 'agree',
    observed: {before: 'utcp 1.0.4', after: 'utcp 1.1.3'},
    ...extra,
  });

  it('accepts a bullet that held in both commits as it stands', () => {
    expect(changeRecordProblems([entry()], [version], commits)).toEqual([]);
  });

  it('fails on a bullet without an entry, an edited one, a disagreeing one and a stale entry', () => {
    expect(changeRecordProblems([], [version], commits)).toEqual([expect.stringContaining('no record entry')]);
    expect(changeRecordProblems(undefined, [version], commits)).toEqual([expect.stringContaining('no record entry')]);
    const edited = {...version, text: '`utcp` version 1.0.4 → 1.1.4.'};
    expect(changeRecordProblems([entry()], [edited], commits)).toEqual([
      expect.stringContaining('changed since it was checked'),
    ]);
    const wrong = entry({verdict: 'disagree', problems: ['Next: utcp: the bullet says 1.1.3, this commit has 1.1.4']});
    expect(changeRecordProblems([wrong], [version], commits)).toEqual([
      expect.stringContaining('this commit has 1.1.4'),
    ]);
    expect(changeRecordProblems([entry(), {...entry(), id: 'gone'}], [version], commits)).toEqual([
      expect.stringContaining('no longer on the pages'),
    ]);
  });

  it('fails when the entry was made at other commits, or the wording is unknown', () => {
    expect(changeRecordProblems([entry()], [version], {before: 'c10', after: 'other'})).toEqual([
      expect.stringContaining('checked against'),
    ]);
    const vague = bullet('Faster start-up.', 2);
    expect(changeRecordProblems([entry()], [version, vague], commits)).toEqual([
      expect.stringContaining('does not know this wording'),
    ]);
  });
});
