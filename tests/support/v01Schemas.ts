import type {ErrorObject, ValidateFunction} from 'ajv';
import {strictAjv} from '../schemas/published';

/**
 * The published UTCP 0.1 schemas (static/schema/0.1, python-utcp 0.1.8) in
 * their strict variant, and a classifier that decides which of them a JSON
 * example in the 0.1 docs is meant to be.
 */

export type V01Kind = 'manual' | 'tool' | 'provider' | 'providers-file' | 'auth' | 'client-config';

const SCHEMA_FILES: Record<V01Kind, string> = {
  manual: 'manual',
  tool: 'tool',
  provider: 'provider',
  'providers-file': 'providers',
  auth: 'auth',
  'client-config': 'client-config',
};

export const V01_PROVIDER_TYPES = [
  'http',
  'sse',
  'http_stream',
  'cli',
  'websocket',
  'grpc',
  'graphql',
  'tcp',
  'udp',
  'webrtc',
  'mcp',
  'text',
] as const;

export type V01ProviderType = (typeof V01_PROVIDER_TYPES)[number];

/** The fields every 0.1 provider has; the rest depends on provider_type. */
export interface V01Provider {
  provider_type: V01ProviderType;
  name?: string;
  [field: string]: unknown;
}

export interface V01Tool {
  name: string;
  description?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  tags?: string[];
  average_response_size?: number | null;
  tool_provider: V01Provider;
}

export interface V01Manual {
  version?: string;
  tools: V01Tool[];
}

/** The strict variant rejects keys python-utcp 0.1 would drop, so a misspelt field in the docs fails. */
export function v01Validator(kind: V01Kind): ValidateFunction {
  const id = `https://utcp.io/schema/0.1/${SCHEMA_FILES[kind]}.json`;
  const validate = strictAjv().getSchema(id);
  if (!validate) {
    throw new Error(`schema ${id} did not compile`);
  }
  return validate;
}

export interface V01ValidationResult {
  valid: boolean;
  errors: string[];
}

export function validateV01(kind: V01Kind, value: unknown): V01ValidationResult {
  const validate = v01Validator(kind);
  const valid = validate(value) as boolean;
  return {valid, errors: formatErrors(validate.errors)};
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(root)';
    const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const CLIENT_CONFIG_KEYS = ['providers_file_path', 'load_variables_from', 'variables'];

/**
 * Which 0.1 shape a parsed JSON example claims to be, or undefined when it is none of them
 * (tool results, wire messages, OpenAPI fragments and the like).
 */
export function classifyV01(value: unknown): V01Kind | undefined {
  if (Array.isArray(value)) {
    return value.length > 0 && value.every((item) => isObject(item) && 'provider_type' in item)
      ? 'providers-file'
      : undefined;
  }
  if (!isObject(value)) {
    return undefined;
  }
  if ('version' in value && 'tools' in value) {
    return 'manual';
  }
  if ('tool_provider' in value) {
    return 'tool';
  }
  if ('provider_type' in value) {
    return 'provider';
  }
  if ('auth_type' in value) {
    return 'auth';
  }
  if (CLIENT_CONFIG_KEYS.some((key) => key in value)) {
    return 'client-config';
  }
  return undefined;
}
