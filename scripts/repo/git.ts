/** Reading a committed file for the report scripts: what a refresh job is compared against. */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {parseOptions} from '../lib/options';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The text of `file` at `ref`, or undefined when that commit does not have it. */
export function committedText(ref: string, file: string, cwd: string = REPO_ROOT): string | undefined {
  try {
    return execFileSync('git', ['show', `${ref}:${file}`], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** `--base REF` and `--out FILE` of the report scripts. */
export function reportArgs(argv: readonly string[]): {base: string; out?: string} {
  try {
    const {values} = parseOptions({
      args: [...argv],
      options: {base: {type: 'string', default: 'HEAD'}, out: {type: 'string'}},
    });
    return {base: values.base, out: values.out};
  } catch (error) {
    throw new Error(`${(error as Error).message}; expected --base REF and --out FILE`);
  }
}
