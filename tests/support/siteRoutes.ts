import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The URLs the browser tests visit: every page the build publishes (its
 * sitemap) plus every route of the product specification (which adds the
 * redirect pages, /docs or /rfc, that a sitemap leaves out). A new page is
 * tested without any list to edit.
 */

const ROOT = path.join(__dirname, '..', '..');
export const SPEC_ROUTES_FILE = path.join(ROOT, 'tests', 'spec', 'routes.txt');
export const BUILD_SITEMAP = path.join(ROOT, 'build', 'sitemap.xml');

/** A URL path as the tests write it: no host, no trailing slash, '/' for the root. */
export function normalizeRoute(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The routes of the specification's list: one a line, the root written as an empty line. */
export function parseSpecRoutes(text: string): string[] {
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => normalizeRoute(line.trim()));
}

/** The paths of a sitemap.xml's <loc> entries. */
export function parseSitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => normalizeRoute(new URL(match[1]!).pathname));
}

export function specRoutes(file: string = SPEC_ROUTES_FILE): string[] {
  return parseSpecRoutes(readFileSync(file, 'utf8'));
}

/** Every page of a build, from its sitemap; the browser tests run against a build, so one must exist. */
export function builtRoutes(sitemap: string = BUILD_SITEMAP): string[] {
  if (!existsSync(sitemap)) {
    throw new Error(`${sitemap} is missing: run \`npm run build\` before the browser tests`);
  }
  return parseSitemapRoutes(readFileSync(sitemap, 'utf8'));
}

/** Built pages and specified routes together, each once, in a stable order. */
export function siteRoutes(sitemap: string = BUILD_SITEMAP, specFile: string = SPEC_ROUTES_FILE): string[] {
  return [...new Set([...specRoutes(specFile), ...builtRoutes(sitemap)])];
}
