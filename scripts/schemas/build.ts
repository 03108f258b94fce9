/**
 * Builds the published JSON Schemas (draft 2020-12) of every UTCP line from
 * the facts in facts.ts (1.0, Next) and from the 0.1 descriptions in
 * scripts/schemas/v0.1. Pure: returns file contents keyed by their path under
 * static/schema; generate.ts writes them.
 *
 * Unknown keys: python-utcp's pydantic models ignore keys they do not know
 * (no model sets `extra="forbid"`), so the published schemas accept them too.
 * `buildSchemas({strict: true})` adds `additionalProperties: false` to every
 * UTCP object; tests and the /validate page use that variant to point out
 * misspelt fields as warnings.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  facts10,
  factsNext,
  type Family,
  type Field,
  type FieldType,
  type Line,
  type LineFacts,
  type Model,
  type RefTarget,
} from './facts';
import {SCHEMA_FILES, SCHEMA_SITE, schemaFileUrl} from '../../src/lib/schemas/catalog';

export type JsonSchema = Record<string, unknown>;

export const SITE = SCHEMA_SITE;
export const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
export {SCHEMA_FILES};

export const schemaUrl = (line: Line, name: string): string => schemaFileUrl(line, name);

export interface BuildOptions {
  /** Reject keys the model does not define (additionalProperties: false). */
  strict?: boolean;
}

// ------------------------------------------------------------ field types

/** Where each reference target lives, relative to the file that refers to it. */
const REF_LOCATION: Record<RefTarget, string> = {
  auth: 'auth.json',
  oauth2Auth: 'auth.json#/$defs/oauth2',
  callTemplate: 'call-template.json',
  tool: 'tool.json',
  jsonSchema: 'tool.json#/$defs/json_schema',
  cliCommand: 'call-template.json#/$defs/cli_command',
  mcpConfig: 'call-template.json#/$defs/mcp_config',
  variableLoader: 'client-config.json#/$defs/variable_loader',
  toolRepository: 'client-config.json#/$defs/tool_repository',
  toolSearchStrategy: 'client-config.json#/$defs/tool_search_strategy',
  postProcessor: 'client-config.json#/$defs/post_processor',
};

/** A `$ref` from file `from` to a target: local (`#/...`) when the target is in the same file. */
function refFrom(from: string, to: RefTarget): string {
  const location = REF_LOCATION[to];
  const [file, pointer] = location.split('#');
  if (file === from) return pointer ? `#${pointer}` : '#';
  return location;
}

const PRIMITIVE: Partial<Record<FieldType['kind'], string>> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
};

function typeSchema(type: FieldType, file: string): JsonSchema {
  switch (type.kind) {
    case 'string':
      return type.pattern ? {type: 'string', pattern: type.pattern} : {type: 'string'};
    case 'integer':
    case 'number':
    case 'boolean':
    case 'null':
      return {type: PRIMITIVE[type.kind]};
    case 'literal':
      return type.values.length === 1 ? {const: type.values[0]} : {enum: type.values};
    case 'list':
      return {type: 'array', items: typeSchema(type.items, file), ...(type.minItems ? {minItems: type.minItems} : {})};
    case 'map':
      return {type: 'object', additionalProperties: typeSchema(type.values, file)};
    case 'object':
      return {type: 'object'};
    case 'json':
      return {};
    case 'ref':
      return {$ref: refFrom(file, type.to)};
    case 'union':
      return {anyOf: type.of.map((member) => typeSchema(member, file))};
    case 'optional': {
      const inner = typeSchema(type.of, file);
      if (
        typeof inner.type === 'string' &&
        Object.keys(inner).length <= 3 &&
        !('items' in inner) &&
        !('additionalProperties' in inner)
      ) {
        return {...inner, type: [inner.type, 'null']};
      }
      if ('enum' in inner) return {enum: [...(inner.enum as unknown[]), null]};
      if ('anyOf' in inner) return {anyOf: [...(inner.anyOf as JsonSchema[]), {type: 'null'}]};
      if (typeof inner.type === 'string') return {...inner, type: [inner.type, 'null']};
      return {anyOf: [inner, {type: 'null'}]};
    }
  }
}

function fieldSchema(field: Field, file: string): JsonSchema {
  const schema: JsonSchema = {description: field.description, ...typeSchema(field.type, file)};
  if (field.default !== undefined) schema.default = field.default;
  return schema;
}

function objectSchema(model: Model, file: string, options: BuildOptions, extra: JsonSchema = {}): JsonSchema {
  const required = model.fields.filter((field) => field.required).map((field) => field.name);
  return {
    title: model.className,
    description: `${model.description} (python-utcp: ${model.source})`,
    type: 'object',
    ...(required.length ? {required} : {}),
    properties: Object.fromEntries(model.fields.map((field) => [field.name, fieldSchema(field, file)])),
    ...(options.strict ? {additionalProperties: false} : {}),
    ...extra,
  };
}

/**
 * A family of variants chosen by a discriminator. if/then keeps error
 * messages to the selected variant instead of listing every branch's failures.
 */
function familySchema(family: Family, defsPrefix: string): JsonSchema {
  const types = Object.keys(family.variants);
  return {
    type: 'object',
    required: [family.discriminator],
    properties: {[family.discriminator]: {enum: types}},
    allOf: types.map((type) => ({
      if: {properties: {[family.discriminator]: {const: type}}, required: [family.discriminator]},
      then: {$ref: `${defsPrefix}${type}`},
    })),
  };
}

/**
 * Keys a variant refuses although its model would merely ignore an unknown key: the 1.1 text
 * template's serializer rejects `file_path` outright (pointing to the file protocol), and
 * @utcp/sdk 1.1.2 rejects it too (behaviour key text.template.content-and-file-path).
 */
function refusedKeys(model: Model): JsonSchema {
  const isInlineText = model.className === 'TextCallTemplate' && model.fields.some((field) => field.name === 'content');
  return isInlineText ? {not: {properties: {file_path: true}, required: ['file_path']}} : {};
}

function variantDefs(family: Family, file: string, options: BuildOptions): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(family.variants).map(([type, model]) => [
      type,
      objectSchema(model, file, options, refusedKeys(model)),
    ]),
  );
}

function header(line: Line, name: string, title: string, description: string): JsonSchema {
  return {$schema: DIALECT, $id: schemaUrl(line, name), title, description};
}

/** A file whose root is one model: the file's own title and description win over the model's. */
function modelFile(head: JsonSchema, body: JsonSchema): JsonSchema {
  return {...head, ...body, title: head.title, description: head.description};
}

// ---------------------------------------------------------------- examples

const EXAMPLE_AUTH = {auth_type: 'api_key', api_key: '${WEATHER_API_KEY}', var_name: 'X-Api-Key', location: 'header'};
const EXAMPLE_TEMPLATE = {
  name: 'weather',
  call_template_type: 'http',
  http_method: 'GET',
  url: 'https://api.weather.example/v1/forecast',
  auth: EXAMPLE_AUTH,
};
const EXAMPLE_TOOL = {
  name: 'get_forecast',
  description: 'Daily forecast for a city',
  inputs: {
    type: 'object',
    properties: {city: {type: 'string'}, days: {type: 'integer', minimum: 1}},
    required: ['city'],
  },
  outputs: {type: 'object', properties: {days: {type: 'array'}}},
  tags: ['weather'],
  tool_call_template: EXAMPLE_TEMPLATE,
};

// -------------------------------------------------------------- 1.0 / Next

function lineSchemas(facts: LineFacts, options: BuildOptions): Record<string, JsonSchema> {
  const {line, label} = facts;
  const templateTypes = Object.keys(facts.callTemplates.variants);
  const auth = {
    ...header(
      line,
      'auth',
      `${label} auth object`,
      `Credentials a call template sends: one branch per auth_type (${Object.keys(facts.auth.variants).join(', ')}).`,
    ),
    ...familySchema(facts.auth, '#/$defs/'),
    examples: [EXAMPLE_AUTH],
    $defs: variantDefs(facts.auth, 'auth.json', options),
  };
  const callTemplate = {
    ...header(
      line,
      'call-template',
      `${label} call template`,
      `How a client reaches a manual or a tool: one branch per call_template_type (${templateTypes.join(', ')}).`,
    ),
    ...familySchema(facts.callTemplates, '#/$defs/'),
    examples: [EXAMPLE_TEMPLATE],
    $defs: {
      ...variantDefs(facts.callTemplates, 'call-template.json', options),
      cli_command: objectSchema(facts.cliCommand, 'call-template.json', options),
      // Server entries are handed to the MCP client as they are: never strict.
      mcp_config: objectSchema(facts.mcpConfig, 'call-template.json', {}),
    },
  };
  const tool = {
    ...modelFile(
      header(line, 'tool', `${label} tool`, 'A tool of a UTCP manual.'),
      objectSchema(facts.tool, 'tool.json', options),
    ),
    examples: [EXAMPLE_TOOL],
    // Tool inputs and outputs keep any JSON Schema keyword, even in the strict variant.
    $defs: {json_schema: objectSchema(facts.jsonSchema, 'tool.json', {})},
  };
  const manual = {
    ...modelFile(
      header(
        line,
        'manual',
        `${label} manual`,
        'A UTCP manual: what a tool provider serves so that clients can discover and call its tools.',
      ),
      // A manual with a key UtcpManual does not define is refused by python-utcp (its __init__ takes the
      // three fields by name) and by @utcp/sdk (a strict zod object), so the schema refuses it too.
      objectSchema(facts.manual, 'manual.json', {...options, strict: true}),
    ),
    examples: [{utcp_version: '1.0.1', manual_version: '1.0.0', tools: [EXAMPLE_TOOL]}],
  };
  const clientDefs: Record<string, JsonSchema> = {};
  const families: [string, Family][] = [
    ['variable_loader', facts.variableLoaders],
    ['tool_repository', facts.toolRepositories],
    ['tool_search_strategy', facts.toolSearchStrategies],
    ['post_processor', facts.postProcessors],
  ];
  for (const [name, family] of families) {
    clientDefs[name] = familySchema(family, '#/$defs/');
    Object.assign(clientDefs, variantDefs(family, 'client-config.json', options));
  }
  const clientConfig = {
    ...modelFile(
      header(
        line,
        'client-config',
        `${label} client configuration`,
        'The configuration a UTCP client starts from (a JSON file or a dict).',
      ),
      objectSchema(facts.clientConfig, 'client-config.json', options),
    ),
    examples: [
      {
        manual_call_templates: [EXAMPLE_TEMPLATE],
        load_variables_from: [{variable_loader_type: 'dotenv', env_file_path: '.env'}],
        post_processing: [{tool_post_processor_type: 'limit_strings', limit: 2000}],
      },
    ],
    $defs: clientDefs,
  };
  const byName: Record<string, JsonSchema> = {
    manual,
    tool,
    'call-template': callTemplate,
    auth,
    'client-config': clientConfig,
  };
  return Object.fromEntries(SCHEMA_FILES[line].map((name) => [`${line}/${name}.json`, byName[name]]));
}

// --------------------------------------------------------------------- 0.1

const V01_DIR = path.join(__dirname, 'v0.1');
const V01_SOURCES: Record<string, string> = {
  manual: 'manual.schema.json',
  tool: 'tool.schema.json',
  provider: 'provider.schema.json',
  auth: 'auth.schema.json',
  'client-config': 'client-config.schema.json',
  providers: 'providers-file.schema.json',
};
const V01_RENAMES: Record<string, string> = Object.fromEntries(
  Object.entries(V01_SOURCES).map(([name, source]) => [source, `${name}.json`]),
);

/**
 * Turns a draft-07 description of scripts/schemas/v0.1 into a published
 * 2020-12 schema: `$defs`, renamed files, and unknown keys accepted unless strict.
 */
function convertV01(node: unknown, options: BuildOptions): unknown {
  if (Array.isArray(node)) return node.map((item) => convertV01(item, options));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'discriminator') continue;
    if (key === 'additionalProperties' && value === false) {
      if (options.strict) out[key] = false;
      continue;
    }
    if (key === '$ref' && typeof value === 'string') {
      const [file, pointer] = value.split('#');
      const renamed = file ? V01_RENAMES[file] : '';
      out[key] = `${renamed}${pointer !== undefined ? `#${pointer.replace('/definitions/', '/$defs/')}` : ''}`;
      continue;
    }
    out[key === 'definitions' ? '$defs' : key] = convertV01(value, options);
  }
  return out;
}

function v01Schemas(options: BuildOptions): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const [name, source] of Object.entries(V01_SOURCES)) {
    const described = JSON.parse(readFileSync(path.join(V01_DIR, source), 'utf8')) as JsonSchema;
    const {$schema: _draft, $id: _id, title, description, ...rest} = described;
    let body = convertV01(rest, options) as JsonSchema;
    if (name === 'provider') body = discriminateProviders(body);
    result[`0.1/${name}.json`] = {...header('0.1', name, String(title), String(description)), ...body};
  }
  return result;
}

/** 0.1 providers: replace oneOf by if/then on provider_type, for errors about the chosen type only. */
function discriminateProviders(schema: JsonSchema): JsonSchema {
  const {oneOf, ...rest} = schema;
  const types = ((schema.properties as JsonSchema).provider_type as {enum: string[]}).enum;
  void oneOf;
  return {
    ...rest,
    allOf: types.map((type) => ({
      if: {properties: {provider_type: {const: type}}, required: ['provider_type']},
      then: {$ref: `#/$defs/${type}`},
    })),
  };
}

/** Every published schema, keyed by its path below /schema/. */
export function buildSchemas(options: BuildOptions = {}): Record<string, JsonSchema> {
  return {...lineSchemas(facts10, options), ...lineSchemas(factsNext, options), ...v01Schemas(options)};
}

/** The file text of a schema as committed: two-space JSON and a final newline. */
export function serialize(schema: JsonSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
