/**
 * Walks the published UTCP JSON Schemas (static/schema/<version>/) to answer
 * what the editor needs at a place in a document: which keys an object may
 * have, which values a field takes, and what a field means. It follows the
 * constructs those schemas use: `$ref` across files, `allOf` of `if`/`then`
 * branches keyed by a `const` discriminator (call_template_type, auth_type),
 * and `anyOf`/`oneOf` unions.
 */
export type Schema = {[key: string]: unknown};
export type PathToken = string | number;

export interface SchemaBundle {
  /** Schema files by name, as they are served: `manual.json`, `tool.json`, ... */
  files: Record<string, Schema>;
  /** The file a document starts at. */
  root: string;
}

interface Located {
  schema: Schema;
  file: string;
}

export interface KeySuggestion {
  key: string;
  description?: string;
  required: boolean;
}

export interface ValueSuggestion {
  value: string | number | boolean | null;
  description?: string;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(bundle: SchemaBundle, from: Located, ref: string): Located | undefined {
  const [filePart, fragment = ''] = ref.split('#');
  const file = filePart || from.file;
  let node: unknown = bundle.files[file];
  for (const token of fragment.split('/').filter(Boolean)) {
    node = isSchema(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isSchema(node) ? {schema: node, file} : undefined;
}

function ifMatches(condition: Schema, value: unknown): boolean {
  if (!isSchema(value)) return false;
  const required = Array.isArray(condition.required) ? (condition.required as string[]) : [];
  if (!required.every((key) => key in value)) return false;
  const properties = isSchema(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(
    ([key, sub]) => !isSchema(sub) || !('const' in sub) || value[key] === sub.const,
  );
}

function typeAdmits(schema: Schema, value: unknown): boolean {
  if (value === undefined || !('type' in schema)) return true;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const actual =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

/** Every schema that applies to `value` at `start`, with references and branches followed. */
function expand(bundle: SchemaBundle, start: Located, value: unknown, depth = 0): Located[] {
  if (depth > 24) return [];
  const {schema} = start;
  const out: Located[] = [start];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(bundle, start, schema.$ref);
    if (target) out.push(...expand(bundle, target, value, depth + 1));
  }
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    if (!isSchema(part)) continue;
    const located = {schema: part, file: start.file};
    if (isSchema(part.if)) {
      if (ifMatches(part.if, value) && isSchema(part.then)) {
        out.push(...expand(bundle, {schema: part.then, file: start.file}, value, depth + 1));
      }
    } else {
      out.push(...expand(bundle, located, value, depth + 1));
    }
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    for (const part of Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : []) {
      if (!isSchema(part)) continue;
      const branch = expand(bundle, {schema: part, file: start.file}, value, depth + 1);
      if (branch.every((item) => typeAdmits(item.schema, value))) out.push(...branch);
    }
  }
  return out;
}

function childValue(value: unknown, token: PathToken): unknown {
  if (Array.isArray(value) && typeof token === 'number') return value[token];
  return isSchema(value) ? value[String(token)] : undefined;
}

/** The schemas that describe the value at `path` of `document`. */
export function schemasAt(bundle: SchemaBundle, document: unknown, path: readonly PathToken[]): Located[] {
  const root = bundle.files[bundle.root];
  if (!root) return [];
  let value = document;
  let current = expand(bundle, {schema: root, file: bundle.root}, value);
  for (const token of path) {
    const next: Located[] = [];
    for (const {schema, file} of current) {
      if (typeof token === 'number') {
        if (isSchema(schema.items)) next.push({schema: schema.items, file});
        continue;
      }
      const properties = isSchema(schema.properties) ? schema.properties : undefined;
      const property = properties?.[token];
      if (isSchema(property)) next.push({schema: property, file});
      else if (isSchema(schema.additionalProperties)) next.push({schema: schema.additionalProperties, file});
    }
    value = childValue(value, token);
    current = next.flatMap((located) => expand(bundle, located, value));
    if (current.length === 0) break;
  }
  return current;
}

/** Keys the object at `path` may hold, those of the chosen branch first, without duplicates. */
export function keySuggestions(bundle: SchemaBundle, document: unknown, path: readonly PathToken[]): KeySuggestion[] {
  const byKey = new Map<string, KeySuggestion>();
  for (const {schema} of schemasAt(bundle, document, path)) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const properties = isSchema(schema.properties) ? schema.properties : {};
    for (const [key, sub] of Object.entries(properties)) {
      const description = isSchema(sub) && typeof sub.description === 'string' ? sub.description : undefined;
      const previous = byKey.get(key);
      byKey.set(key, {
        key,
        description: previous?.description ?? description,
        required: (previous?.required ?? false) || required.has(key),
      });
    }
  }
  return [...byKey.values()];
}

/** Values the field at `path` takes: `enum` and `const` members, and `true`/`false` for booleans. */
export function valueSuggestions(
  bundle: SchemaBundle,
  document: unknown,
  path: readonly PathToken[],
): ValueSuggestion[] {
  const seen = new Map<string, ValueSuggestion>();
  const add = (value: ValueSuggestion['value'], description?: string) => {
    const key = JSON.stringify(value);
    if (!seen.has(key)) seen.set(key, {value, description});
  };
  for (const {schema} of schemasAt(bundle, document, path)) {
    const description = typeof schema.description === 'string' ? schema.description : undefined;
    if (Array.isArray(schema.enum)) for (const item of schema.enum) add(item as ValueSuggestion['value'], description);
    if ('const' in schema) add(schema.const as ValueSuggestion['value'], description);
    if (schema.type === 'boolean') {
      add(true);
      add(false);
    }
  }
  return [...seen.values()];
}

/** The description of the field at `path`, from the most specific schema that has one. */
export function describeAt(bundle: SchemaBundle, document: unknown, path: readonly PathToken[]): string | undefined {
  const located = schemasAt(bundle, document, path);
  const withText = located.filter(({schema}) => typeof schema.description === 'string');
  // The property's own description comes first in the list; a branch's title is a fallback.
  return withText.length > 0 ? (withText[0].schema.description as string) : undefined;
}
