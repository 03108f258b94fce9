/**
 * The published UTCP JSON Schemas (static/schema), compiled with Ajv 2020 for
 * tests: verdicts, readable errors and the unknown-key check of the strict
 * variant. Tests read the committed files, so they test what the site serves.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020';
import type {ErrorObject} from 'ajv';
import {buildSchemas, type JsonSchema} from '../../scripts/schemas/build';
import {compileAll} from '../../scripts/schemas/outputs';
import type {Line} from '../../scripts/schemas/facts';

export type {Line};
export const ROOT = path.join(__dirname, '..', '..');
export const SCHEMA_DIR = path.join(ROOT, 'static', 'schema');

/** The kinds of document a schema describes, and the file of each per line. */
export type SchemaKind = 'manual' | 'tool' | 'call template' | 'auth' | 'client config' | 'provider';
export const SCHEMA_FILE: Record<SchemaKind, string> = {
  manual: 'manual',
  tool: 'tool',
  'call template': 'call-template',
  auth: 'auth',
  'client config': 'client-config',
  provider: 'provider',
};

/** Every committed schema file, keyed by its path below static/schema (`1.0/manual.json`). */
export function readPublishedSchemas(): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const line of readdirSync(SCHEMA_DIR).sort()) {
    for (const file of readdirSync(path.join(SCHEMA_DIR, line)).sort()) {
      result[`${line}/${file}`] = JSON.parse(readFileSync(path.join(SCHEMA_DIR, line, file), 'utf8')) as JsonSchema;
    }
  }
  return result;
}

let lax: Ajv2020 | undefined;
let strict: Ajv2020 | undefined;

/** Ajv with the published schemas (unknown keys accepted, as python-utcp does). */
export function publishedAjv(): Ajv2020 {
  lax ??= compileAll(readPublishedSchemas());
  return lax;
}

/** Ajv with the strict variant (every UTCP object rejects keys it does not define). */
export function strictAjv(): Ajv2020 {
  strict ??= compileAll(buildSchemas({strict: true}));
  return strict;
}

export const schemaId = (line: Line, kind: SchemaKind): string =>
  `https://utcp.io/schema/${line}/${SCHEMA_FILE[kind]}.json`;

export interface SchemaVerdict {
  valid: boolean;
  errors: string[];
}

function formatError(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') return `${where}: unknown field "${String(params.additionalProperty)}"`;
  if (error.keyword === 'required') return `${where}: missing required field "${String(params.missingProperty)}"`;
  if (error.keyword === 'enum') return `${where}: must be one of ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === 'const') return `${where}: must be ${JSON.stringify(params.allowedValue)}`;
  return `${where}: ${error.message ?? error.keyword}`;
}

/** Checks a value against the published schema of its kind and line; `strict` also rejects unknown keys. */
export function checkSchema(
  line: Line,
  kind: SchemaKind,
  value: unknown,
  options: {strict?: boolean} = {},
): SchemaVerdict {
  const ajv = options.strict ? strictAjv() : publishedAjv();
  const validate = ajv.getSchema(schemaId(line, kind));
  if (!validate) throw new Error(`no schema ${schemaId(line, kind)}`);
  const valid = validate(value) as boolean;
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if').map(formatError);
  return {valid, errors: [...new Set(errors)]};
}

/** Only the unknown-key errors of the strict variant (what python-utcp would silently drop). */
export function unknownKeys(line: Line, kind: SchemaKind, value: unknown): string[] {
  const validate = strictAjv().getSchema(schemaId(line, kind));
  if (!validate) throw new Error(`no strict schema ${schemaId(line, kind)}`);
  validate(value);
  return [
    ...new Set((validate.errors ?? []).filter((error) => error.keyword === 'additionalProperties').map(formatError)),
  ];
}
