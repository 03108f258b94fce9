/**
 * Command-line options of the python-utcp runner, read with parseOptions (node:util parseArgs):
 *
 *   npm run python:verify -- [python-utcp checkout or bare mirror] [--version 1.0|next|0.1] [--only TEXT]
 *   npm run python:signatures -- [python-utcp checkout or bare mirror] [--version 1.0|next]
 *
 * Without a repository argument, $PYTHON_UTCP_REPO, then the mirror of this workplace.
 */
import path from 'node:path';
import {parseOptions} from '../lib/options';
import {PYTHON_VERSIONS, type PythonVersion} from './environment';
import {SIGNATURE_VERSIONS, type SignatureVersion} from './signatureBlocks';

export const DEFAULT_REPOSITORY = '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';

export interface VerifyOptions {
  repository: string;
  versions: PythonVersion[];
  only?: string;
}

export interface SignatureOptions {
  repository: string;
  versions: SignatureVersion[];
}

type Environment = Readonly<Record<string, string | undefined>>;

/** The one optional positional argument, else $PYTHON_UTCP_REPO, else the workplace mirror. */
function repositoryOf(positionals: readonly string[], env: Environment): string {
  if (positionals.length > 1) throw new Error(`one repository at most, got ${positionals.join(', ')}`);
  return path.resolve(positionals[0] ?? env.PYTHON_UTCP_REPO ?? DEFAULT_REPOSITORY);
}

/** Every version, or the one `--version` names. */
function versionsOf<V extends string>(version: string | undefined, known: readonly V[]): V[] {
  if (version === undefined) return [...known];
  if (!(known as readonly string[]).includes(version)) throw new Error(`--version takes one of ${known.join(', ')}`);
  return [version as V];
}

/** Options of `npm run python:verify`. */
export function parseVerifyOptions(argv: readonly string[], env: Environment = process.env): VerifyOptions {
  const {values, positionals} = parseOptions({
    args: [...argv],
    options: {version: {type: 'string'}, only: {type: 'string'}},
    allowPositionals: true,
  });
  return {
    repository: repositoryOf(positionals, env),
    versions: versionsOf(values.version, PYTHON_VERSIONS),
    ...(values.only === undefined ? {} : {only: values.only}),
  };
}

/** Options of `npm run python:signatures`. */
export function parseSignatureOptions(argv: readonly string[], env: Environment = process.env): SignatureOptions {
  const {values, positionals} = parseOptions({
    args: [...argv],
    options: {version: {type: 'string'}},
    allowPositionals: true,
  });
  return {repository: repositoryOf(positionals, env), versions: versionsOf(values.version, SIGNATURE_VERSIONS)};
}
