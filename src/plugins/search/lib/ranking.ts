/**
 * The order of search results: Pagefind scores each page for the words, and
 * this weighs the score by what the page is and what the query looks like.
 * A topic ("variable substitution") wants the guide that explains it before
 * the reference that names it; a symbol (`call_tool`, `UtcpClient`,
 * `HttpCallTemplate.url`) wants its definition first, and among several
 * definitions the one an application calls (the client's methods) before an
 * interface a plugin implements. Pure: the search box and
 * scripts/measure-relevance.ts both use it.
 */

/**
 * The kind of each record in the index, a Pagefind filter set by the build
 * (src/plugins/search/pages.ts for pages, symbols.ts for API symbols).
 */
export type IndexKind =
  'guide' | 'protocol' | 'api' | 'rfc' | 'blog' | 'registry' | 'site' | 'symbol' | 'member' | 'plugin-member';

export const INDEX_KINDS: readonly IndexKind[] = [
  'guide',
  'protocol',
  'api',
  'rfc',
  'blog',
  'registry',
  'site',
  'symbol',
  'member',
  'plugin-member',
];

/** The choices of the kind filter above the results. */
export type KindFilter = 'all' | 'guide' | 'reference' | 'rfc' | 'blog';

export const KIND_FILTERS: readonly {value: KindFilter; label: string}[] = [
  {value: 'all', label: 'All'},
  {value: 'guide', label: 'Guides'},
  {value: 'reference', label: 'Reference'},
  {value: 'rfc', label: 'RFC'},
  {value: 'blog', label: 'Blog'},
];

/** The index kinds each filter choice searches. */
export function kindsOf(filter: KindFilter): readonly IndexKind[] {
  switch (filter) {
    case 'guide':
      return ['guide', 'protocol'];
    case 'reference':
      return ['api', 'symbol', 'member', 'plugin-member'];
    case 'rfc':
      return ['rfc'];
    case 'blog':
      return ['blog'];
    default:
      return INDEX_KINDS;
  }
}

/** The kinds of API symbol records, by how directly an application uses them. */
export const SYMBOL_KINDS: readonly IndexKind[] = ['symbol', 'member', 'plugin-member'];

/**
 * A name as the index files it for exact matches: lower case, without the
 * "()" a reader may copy from a heading. `UtcpClient.call_tool()` → `utcpclient.call_tool`.
 */
export function symbolName(name: string): string {
  return name.trim().replace(/\(\)$/, '').toLowerCase();
}

/**
 * Whether a query looks like a name in code: one word holding an underscore
 * or a dot, ending in "()", or with a capital after its first letter
 * (`call_tool`, `UtcpClient.call_tool`, `HttpCallTemplate`). Only such queries
 * look up exact names, so a topic never loads the names' filter.
 */
export function couldBeSymbol(query: string): boolean {
  const term = query.trim();
  return /^[A-Za-z_][\w.]*(\(\))?$/.test(term) && (/[_.]|\(\)$/.test(term) || /^.[^A-Z]*[A-Z]/.test(term));
}

/**
 * The exact names to look up for a query, most specific first: the last two
 * dotted parts (`UtcpClient.call_tool` of `utcp.utcp_client.UtcpClient.call_tool`),
 * then the last (`UtcpClient` of `utcp.utcp_client.UtcpClient`). The index
 * files each symbol under its name and its `Class.member` name.
 */
export function exactNames(query: string): string[] {
  const parts = symbolName(query).split('.').filter(Boolean);
  return [...new Set([parts.slice(-2).join('.'), parts.at(-1) ?? ''])].filter(Boolean);
}

/**
 * How much a kind's Pagefind score counts when no symbol has the query as its
 * exact name (a topic): the guide that explains a subject comes before the
 * reference that names it. API symbols are not searched for topics: a record
 * that holds little more than a name scores far above any page.
 * The numbers were set by measuring the relevance table
 * (scripts/measure-relevance.ts); change them only with a new measurement.
 */
const TOPIC_WEIGHTS: Readonly<Record<IndexKind, number>> = {
  guide: 1,
  protocol: 1,
  rfc: 0.6,
  blog: 0.5,
  registry: 0.5,
  site: 0.8,
  api: 0.2,
  symbol: 0,
  member: 0,
  'plugin-member': 0,
};

/** The same when the query is the exact name of a symbol: its definitions come first (see rankCandidates). */
const SYMBOL_WEIGHTS: Readonly<Record<IndexKind, number>> = {
  guide: 0.5,
  protocol: 0.5,
  rfc: 0.3,
  blog: 0.3,
  registry: 0.3,
  site: 0.3,
  api: 0.5,
  symbol: 1,
  member: 0.8,
  'plugin-member': 0.6,
};

export function kindWeight(kind: IndexKind, symbolQuery: boolean): number {
  return (symbolQuery ? SYMBOL_WEIGHTS : TOPIC_WEIGHTS)[kind];
}

export interface Candidate {
  id: string;
  /** Pagefind's score for the query. */
  score: number;
  kind: IndexKind;
  /** Whether the record is a symbol whose name is exactly the query. */
  exact?: boolean;
}

/**
 * The candidates best first. Symbols named exactly as the query lead, the
 * ones an application calls before the members of interfaces and plugins
 * (`call_tool` → `UtcpClient.call_tool` before `CommunicationProtocol.call_tool`);
 * then every other record by its score weighed by its kind, for a symbol
 * query (there is an exact match) or a topic. Equal scores keep Pagefind's
 * order. A record found twice counts once, where first found; records of a
 * kind weighing nothing are left out.
 */
export function rankCandidates<T extends Candidate>(candidates: readonly T[]): T[] {
  const symbolQuery = candidates.some((candidate) => candidate.exact);
  const seen = new Set<string>();
  const unique = candidates.filter((candidate) => !seen.has(candidate.id) && seen.add(candidate.id));
  const tier = (candidate: T) => (candidate.exact ? SYMBOL_KINDS.indexOf(candidate.kind) : SYMBOL_KINDS.length);
  return unique
    .map((candidate, order) => ({
      candidate,
      order,
      weighted: candidate.score * kindWeight(candidate.kind, symbolQuery),
    }))
    .filter(({candidate, weighted}) => candidate.exact || weighted > 0)
    .sort((a, b) => tier(a.candidate) - tier(b.candidate) || b.weighted - a.weighted || a.order - b.order)
    .map(({candidate}) => candidate);
}

const KIND_LABELS: Readonly<Record<IndexKind, string>> = {
  guide: 'Guide',
  protocol: 'Protocol',
  api: 'API',
  rfc: 'RFC',
  blog: 'Blog',
  registry: 'Registry',
  site: 'Site',
  symbol: 'API',
  member: 'API',
  'plugin-member': 'API',
};

/** Kinds that belong to one docs version, so their label names it. */
const VERSIONED: ReadonlySet<IndexKind> = new Set(['guide', 'protocol', 'api', 'symbol', 'member', 'plugin-member']);

/** The docs version's name as readers know it: 'current' is Next. */
export function versionLabel(version: string): string {
  return version === 'current' ? 'Next' : version;
}

/** What a result says it is: "Guide · 1.0", "API · Next", "RFC". */
export function resultLabel(kind: IndexKind, version: string): string {
  return VERSIONED.has(kind) ? `${KIND_LABELS[kind]} · ${versionLabel(version)}` : KIND_LABELS[kind];
}

export function isIndexKind(value: string | undefined): value is IndexKind {
  return (INDEX_KINDS as readonly string[]).includes(value ?? '');
}
