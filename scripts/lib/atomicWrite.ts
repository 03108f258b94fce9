/**
 * Writing the output of a data script so that a failure never leaves it half
 * written: every new content goes to a temporary file beside its target
 * first, and only when all of them are on disk are they renamed over the
 * targets (a rename within one file system replaces a file in one step).
 * If any write fails, the temporary files are removed and no target changes.
 */
import {randomBytes} from 'node:crypto';
import {mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

function temporaryPathFor(file: string, tag: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${tag}.tmp`);
}

/** Writes all `files` (path to content) or none of them; then deletes the paths in `remove`. */
export function writeFilesAtomically(files: ReadonlyMap<string, string>, remove: readonly string[] = []): void {
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staged: [temporary: string, target: string][] = [];
  try {
    for (const [file, content] of files) {
      mkdirSync(path.dirname(file), {recursive: true});
      const temporary = temporaryPathFor(file, tag);
      staged.push([temporary, file]);
      writeFileSync(temporary, content, 'utf8');
    }
  } catch (error) {
    for (const [temporary] of staged) rmSync(temporary, {force: true});
    throw error;
  }
  for (const [temporary, file] of staged) renameSync(temporary, file);
  for (const file of remove) rmSync(file, {force: true});
}

export function writeFileAtomically(file: string, content: string): void {
  writeFilesAtomically(new Map([[file, content]]));
}

/** Network error codes worth naming to a maintainer, found on an error or its causes (fetch puts them on `cause`). */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

export function networkErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as {code?: unknown}).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    current = (current as {cause?: unknown}).cause;
  }
  return undefined;
}

/**
 * One line saying what failed, for the last line of a data script:
 * "could not reach api.github.com (ENOTFOUND)" for a network failure,
 * otherwise the error's own message.
 */
export function describeFailure(error: unknown, host?: string): string {
  const code = networkErrorCode(error);
  if (code) return `could not reach ${host ?? 'the server'} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
