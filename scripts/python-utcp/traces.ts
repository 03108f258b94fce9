/**
 * Checks `{/* trace: ... *\/}` markers, for what cannot run here: the traced line must exist in
 * python-utcp at the commit (`path:line@commit` or `path:first-last@commit`), in typescript-utcp
 * (`typescript-utcp/<path>:line@commit`) or in an installed npm package of that version
 * (`node_modules/<package>/<path>:line@version`).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {foldWhitespace} from './collect';

const ROOT = path.resolve(__dirname, '..', '..');

const NPM_TRACE = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/;
/** Where the TypeScript packages of each line are installed (1.0 in the site's, 1.1 apart). */
const NPM_ROOTS = [path.join(ROOT, 'node_modules'), path.join(ROOT, 'tests', 'sdk-1.1', 'node_modules')];

const TYPESCRIPT_TRACE = /^typescript-utcp\/(.+)$/;

/**
 * The typescript-utcp checkout or bare mirror that `typescript-utcp/<path>` traces read: $TYPESCRIPT_UTCP,
 * else the python-utcp one's sibling (`fetch` puts both mirrors side by side).
 */
export function typescriptRepository(pythonRepository: string): string {
  return process.env.TYPESCRIPT_UTCP ?? pythonRepository.replace(/python-utcp/g, 'typescript-utcp');
}

/** The text of a file at a commit of a git repository (a checkout or a bare mirror). */
function fileAtCommit(repository: string, file: string, at: string): {text?: string; why: string} {
  const result = spawnSync('git', ['-C', repository, 'show', `${at}:${file}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return result.status === 0 ? {text: result.stdout, why: ''} : {why: `${file} does not exist at ${at}`};
}

/**
 * The text of a traced file: python-utcp at a commit, typescript-utcp at a commit
 * (`typescript-utcp/<path>`), or an installed npm package at a version.
 */
export function tracedSource(repository: string, file: string, at: string): {text?: string; why: string} {
  const typescript = TYPESCRIPT_TRACE.exec(file);
  if (typescript) {
    const source = fileAtCommit(typescriptRepository(repository), typescript[1], at);
    return source.text === undefined ? {why: `typescript-utcp: ${source.why}`} : source;
  }
  const npm = NPM_TRACE.exec(file);
  if (npm) {
    for (const root of NPM_ROOTS) {
      const manifest = path.join(root, npm[1], 'package.json');
      if (!existsSync(manifest)) continue;
      if ((JSON.parse(readFileSync(manifest, 'utf8')) as {version?: string}).version !== at) continue;
      const target = path.join(root, npm[1], npm[2]);
      return existsSync(target)
        ? {text: readFileSync(target, 'utf8'), why: ''}
        : {why: `${file} is not in ${npm[1]}@${at}`};
    }
    return {why: `${npm[1]}@${at} is not installed (npm ci; tests/sdk-1.1 for the 1.1 line)`};
  }
  return fileAtCommit(repository, file, at);
}

/**
 * A trace `path:line@commit` (or `path:first-last@commit`) holds when the file exists at the
 * commit of python-utcp and has those lines; `typescript-utcp/<path>:line@<commit>` points into
 * typescript-utcp, `node_modules/<package>/<path>:line@<version>` into an installed npm package.
 */
export function checkTrace(repository: string, trace: string): {ok: boolean; observed: string} {
  const match = /^(.+):(\d+)(?:-(\d+))?@([\w.-]+)$/.exec(trace);
  if (!match) return {ok: false, observed: `not a path:line@commit trace: ${trace}`};
  const [, file, first, last, at] = match;
  const source = tracedSource(repository, file, at);
  if (source.text === undefined) return {ok: false, observed: source.why};
  const lines = source.text.replace(/\n$/, '').split('\n');
  const wanted = Number(last ?? first);
  if (Number(first) < 1 || wanted > lines.length)
    return {ok: false, observed: `${file} has ${lines.length} lines at ${at}`};
  return {ok: true, observed: foldWhitespace(lines[Number(first) - 1]).slice(0, 200)};
}
