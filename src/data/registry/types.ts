import type {RegistryCategoryId} from './categories';

/** How an API expects callers to authenticate, read from its OpenAPI security schemes. */
export type RegistryAuthKind = 'none' | 'api_key' | 'bearer' | 'basic' | 'oauth2' | 'openid_connect';

/** The UTCP 1.0 call template that registers a provider: an HTTP GET of its OpenAPI description. */
export interface RegistryCallTemplate {
  name: string;
  call_template_type: 'http';
  http_method: 'GET';
  url: string;
}

export interface RegistryToolPreview {
  name: string;
  description: string;
}

/**
 * How the downloadable manual was fitted into the size budget:
 * 'none' = the converter's output as is; 'outputs' = output schemas dropped;
 * 'schemas' = output schemas dropped and input schemas cut below a fixed depth.
 */
export type RegistryManualTrim = 'none' | 'outputs' | 'schemas';

export interface RegistryManualFile {
  /** Site path of the download, /manuals/<name>.json. */
  path: string;
  bytes: number;
  trim: RegistryManualTrim;
}

export interface RegistryEntry {
  /** Manual name: [a-z0-9_]+, unique. */
  name: string;
  title: string;
  description: string;
  category: RegistryCategoryId;
  maintainer: string;
  docsUrl: string;
  /** Where a UTCP client fetches the OpenAPI description (the call template's url). */
  openapiUrl: string;
  /** Where the collection took the description from, when published on the web. */
  upstreamUrl: string | null;
  /** The API's own version string, from the description. */
  version: string;
  /** Format of the served description, e.g. 'OpenAPI 3.0' or 'Swagger 2.0'. */
  specFormat: string;
  /** UTCP communication protocol of the call template. */
  protocol: 'http';
  auth: RegistryAuthKind[];
  /** Description published by a third party rather than the API's maintainer. */
  unofficial: boolean;
  toolCount: number;
  /** The first tools of the manual, in manual order. */
  tools: RegistryToolPreview[];
  /** The downloadable manual, or null when even a trimmed one exceeds the per-file budget. */
  manual: RegistryManualFile | null;
  callTemplate: RegistryCallTemplate;
}

export interface RegistryBudget {
  /** Largest allowed manual download in bytes. */
  manualMaxBytes: number;
  /** Largest allowed sum of all manual downloads in bytes. */
  totalMaxBytes: number;
}

export interface RegistryIndex {
  source: {package: string; version: string};
  converter: {package: string; version: string};
  budget: RegistryBudget;
  entries: RegistryEntry[];
}
