import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The third column of bench:compare: a bare create-docusaurus classic site of
 * the installed Docusaurus version, generated under .cache/bench at run time
 * (never committed) and built once. It shows what the theme costs before
 * anything of ours: a difference between our build and the compared ref
 * reads differently when both sit far above or near this floor.
 */

/**
 * The bare site's page that stands for one of ours: its home for our home, its
 * "welcome" post (the classic template's post with an image and a list) for a
 * blog post, its intro doc for any other page.
 */
export function baselinePagePath(page: string): string {
  const path = page.replace(/\/+$/, '');
  if (path === '') return '/';
  const post = /^\/blog\/([^/]+)$/.exec(path);
  return post && !['tags', 'authors', 'archive', 'page'].includes(post[1]!) ? '/blog/welcome' : '/docs/intro';
}

export function installedDocusaurusVersion(root: string): string {
  const manifest = path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * Writes the classic template with create-docusaurus from the npm registry;
 * when that cannot be fetched, from a create-docusaurus already in
 * node_modules. Returns how the site was made, for the report.
 */
function generate(root: string, dir: string, version: string): string {
  try {
    execFileSync(
      'npx',
      [
        '--yes',
        `create-docusaurus@${version}`,
        dir,
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      {cwd: path.dirname(dir), stdio: 'inherit'},
    );
    return `npx create-docusaurus@${version} classic --typescript`;
  } catch (error) {
    rmSync(dir, {recursive: true, force: true});
    const template = path.join(root, 'node_modules', 'create-docusaurus', 'templates', 'classic-typescript');
    if (!existsSync(template)) {
      throw new Error(`create-docusaurus@${version} could not be fetched and is not in node_modules`, {cause: error});
    }
    cpSync(template, dir, {recursive: true});
    return `the classic-typescript template of node_modules/create-docusaurus (the registry was not reachable)`;
  }
}

export interface Baseline {
  readonly name: string;
  readonly buildDir: string;
  readonly origin: string;
}

/** Generates (once) and builds the bare site; its node_modules is this checkout's, whose Docusaurus version it pins. */
export function prepareBaseline(root: string, rebuild: boolean): Baseline {
  const version = installedDocusaurusVersion(root);
  const dir = path.join(root, '.cache', 'bench', `baseline-${version}`);
  const originFile = path.join(dir, '.origin');
  if (!existsSync(path.join(dir, 'docusaurus.config.ts'))) {
    writeFileSync(originFile, generate(root, dir, version));
  }
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const buildDir = path.join(dir, 'build');
  if (rebuild || !existsSync(path.join(buildDir, 'index.html'))) {
    execFileSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: 'inherit'});
  }
  return {
    name: `bare classic ${version}`,
    buildDir,
    origin: existsSync(originFile) ? readFileSync(originFile, 'utf8') : 'unknown',
  };
}
