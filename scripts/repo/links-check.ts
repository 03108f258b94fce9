/**
 * npm run links:check -- [--root build] [--out FILE] [--internal-only]
 *
 * Checks every link of the built site with linkinator: it serves the build folder, crawls every
 * page, and requests each external URL once. Internal links are already checked by the build
 * (onBrokenLinks: 'throw'); this finds the external ones that broke since. Prints the broken links
 * with the pages that link them (and appends them to the GitHub job summary when there is one);
 * exits 1 when any is broken. Hosts that cannot be checked are skipped: see SKIPPED_HOSTS.
 */
import {appendFileSync, existsSync, readdirSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {LinkChecker, LinkState, type LinkResult} from 'linkinator';
import {exitOnHelp, parseOptions} from '../lib/options';
import {REPO_ROOT} from './git';
import {runScript} from './runScript';

exitOnHelp(
  `Usage: npm run links:check -- [--root build] [--out FILE] [--internal-only]

Checks every link of the build (after npm run build); --internal-only checks the site's own links offline.`,
  module,
);

/** Hosts whose links are never requested, and why. A host matches itself and its subdomains. */
export const SKIPPED_HOSTS: Readonly<Record<string, string>> = {
  // Placeholders in examples (RFC 2606 and loopback): nothing answers there.
  'example.com': 'reserved example domain',
  'example.org': 'reserved example domain',
  'example.net': 'reserved example domain',
  example: 'reserved example top-level domain',
  localhost: 'loopback: the reader’s own machine',
  '127.0.0.1': 'loopback: the reader’s own machine',
  // Answer automated clients with 403, 429 or 999 whatever the page's state.
  'linkedin.com': 'refuses robots (999)',
  'x.com': 'refuses robots (403)',
  'twitter.com': 'refuses robots (403)',
  'npmjs.com': 'refuses robots (403, Cloudflare challenge)',
  'reddit.com': 'refuses robots (403)',
  'medium.com': 'refuses robots (403)',
  'platform.openai.com': 'refuses robots (403, Cloudflare challenge)',
};

/**
 * The entry of SKIPPED_HOSTS that covers a URL, if any. `siteOrigin` is where the checker serves
 * the build (a localhost origin): its pages are crawled, never skipped.
 */
export function skippedHost(url: string, siteOrigin?: string): string | undefined {
  let host: string;
  try {
    const parsed = new URL(url);
    if (siteOrigin !== undefined && parsed.origin === siteOrigin) return undefined;
    host = parsed.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
  return Object.keys(SKIPPED_HOSTS).find((entry) => host === entry || host.endsWith(`.${entry}`));
}

export interface BrokenLink {
  url: string;
  status: number | undefined;
  pages: string[];
}

export interface LinkReport {
  checked: number;
  skipped: number;
  broken: BrokenLink[];
}

/** A page as its site path: linkinator names pages by URL or by file path under the root. */
export function sitePath(page: string, root: string): string {
  if (/^https?:\/\//.test(page)) return new URL(page).pathname;
  const relative = path.relative(root, page).split(path.sep).join('/');
  return relative.startsWith('..') ? page : `/${relative}`;
}

/** Groups linkinator's results: each broken URL once, with the pages (site paths) that link it. */
export function summarize(results: readonly LinkResult[], root: string): LinkReport {
  const broken = new Map<string, BrokenLink>();
  let checked = 0;
  let skipped = 0;
  for (const result of results) {
    if (result.state === LinkState.SKIPPED) {
      skipped += 1;
      continue;
    }
    checked += 1;
    if (result.state !== LinkState.BROKEN) continue;
    const url = /^https?:/.test(result.url) ? result.url : sitePath(result.url, root);
    const entry = broken.get(url) ?? {url, status: result.status, pages: []};
    const page = result.parent ? sitePath(result.parent, root) : '(start)';
    if (!entry.pages.includes(page)) entry.pages.push(page);
    broken.set(url, entry);
  }
  return {checked, skipped, broken: [...broken.values()].sort((a, b) => a.url.localeCompare(b.url))};
}

export function renderLinkReport(report: LinkReport): string {
  const lines = [
    `## Links: ${report.broken.length} broken`,
    '',
    `${report.checked} links checked, ${report.skipped} skipped (placeholders and hosts that refuse robots).`,
    '',
  ];
  for (const link of report.broken) {
    lines.push(`- ${link.url} (${link.status ?? 'no answer'}), linked from ${link.pages.slice(0, 5).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Crawls the site in `root` and checks each link once. */
/**
 * Site paths of folders that have no index.html but a sibling `<folder>.html` (`/0.1` and
 * `build/0.1.html`, `/api` and `build/api.html`): a static host serves the HTML file there, while
 * linkinator's server finds the folder and answers 404.
 */
export function foldersServedAsHtml(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(dir, entry.name);
      const urlPath = `${prefix}/${entry.name}`;
      if (!existsSync(path.join(folder, 'index.html')) && existsSync(`${folder}.html`)) out.push(urlPath);
      walk(folder, urlPath);
    }
  };
  walk(root, '');
  return out.sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface CheckOptions {
  concurrency?: number;
  timeout?: number;
  /** Check the site's own links only: every other host is skipped (for a machine without network). */
  internalOnly?: boolean;
}

/** Crawls the site in `root` and checks each link once. */
export async function checkSite(root: string, options: CheckOptions = {}): Promise<LinkReport> {
  const port = await freePort();
  const siteOrigin = `http://localhost:${port}`;
  const folders = foldersServedAsHtml(root);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: root,
    port,
    recurse: true,
    cleanUrls: true,
    concurrency: options.concurrency ?? 25,
    timeout: options.timeout ?? 20_000,
    retry: true,
    retryErrors: true,
    retryErrorsCount: 2,
    urlRewriteExpressions:
      folders.length === 0
        ? []
        : [
            {
              pattern: new RegExp(`^(${escapeRegExp(siteOrigin)}(?:${folders.map(escapeRegExp).join('|')}))(?=[?#]|$)`),
              replacement: '$1.html',
            },
          ],
    linksToSkip: async (link) =>
      options.internalOnly
        ? /^https?:/.test(link) && !link.startsWith(`${siteOrigin}/`) && link !== siteOrigin
        : skippedHost(link, siteOrigin) !== undefined,
  });
  return summarize(result.links, root);
}

export function parseArgs(argv: readonly string[]): {root: string; out?: string; internalOnly: boolean} {
  const {values} = parseOptions({
    args: [...argv],
    options: {
      root: {type: 'string'},
      out: {type: 'string'},
      'internal-only': {type: 'boolean', default: false},
    },
  });
  return {
    root: values.root ? path.resolve(values.root) : path.join(REPO_ROOT, 'build'),
    out: values.out,
    internalOnly: values['internal-only'],
  };
}

async function main(argv: readonly string[]): Promise<number> {
  const {root, out, internalOnly} = parseArgs(argv);
  const report = await checkSite(root, {internalOnly});
  const text = renderLinkReport(report);
  process.stdout.write(text);
  if (out) writeFileSync(out, text);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, text);
  return report.broken.length > 0 ? 1 : 0;
}

if (require.main === module) runScript('links:check', () => main(process.argv.slice(2)));
