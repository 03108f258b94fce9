import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';

/**
 * JSON Schemas of the UTCP 0.1 wire shapes (python-utcp 0.1.8), and a classifier that decides
 * which of them a JSON example in the 0.1 docs is meant to be.
 */

export const V01_SCHEMA_DIR = path.join(__dirname, '..', 'schemas', 'v0.1');

export type V01Kind = 'manual' | 'tool' | 'provider' | 'providers-file' | 'auth' | 'client-config';

const SCHEMA_FILES: Record<V01Kind, string> = {
  manual: 'manual.schema.json',
  tool: 'tool.schema.json',
  provider: 'provider.schema.json',
  'providers-file': 'providers-file.schema.json',
  auth: 'auth.schema.json',
  'client-config': 'client-config.schema.json',
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

type JsonSchema = {$id: string} & Record<string, unknown>;

export function readV01Schema(kind: V01Kind): JsonSchema {
  return JSON.parse(readFileSync(path.join(V01_SCHEMA_DIR, SCHEMA_FILES[kind]), 'utf8')) as JsonSchema;
}

let ajv: Ajv | undefined;

function getAjv(): Ajv {
  if (!ajv) {
    ajv = new Ajv({allErrors: true, discriminator: true, allowUnionTypes: true, strict: true});
    for (const kind of Object.keys(SCHEMA_FILES) as V01Kind[]) {
      ajv.addSchema(readV01Schema(kind));
    }
  }
  return ajv;
}

export function v01Validator(kind: V01Kind): ValidateFunction {
  const id = readV01Schema(kind).$id;
  const validate = getAjv().getSchema(id);
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
