/**
 * The UTCP data model of each line, read from the python-utcp facts in
 * data/protocol/<version>.json (extracted from the source at the pinned
 * commits by `npm run api:extract`): classes, pydantic fields, annotations,
 * defaults and the Literal values that select a variant. Which variants exist
 * follows the plugins' register() calls. The prose (model and field
 * descriptions) is ours, in descriptions.ts. build.ts turns it into JSON Schema.
 *
 * 0.1 has no generator input here: its schemas come from scripts/schemas/v0.1.
 */
import {
  allClasses,
  allFields,
  classesByDiscriminator,
  derivesFrom,
  findClass,
  loadFacts,
  moduleOfClass,
  variableLoaderTypes,
  type ClassFacts,
  type FieldFacts,
  type ProtocolFacts,
} from '../../data/protocol';
import {describeField, describeModel} from './descriptions';
import {isProviderLine, SCHEMA_LINES, schemaLineName} from '../../src/lib/schemas/catalog';
import {NEXT_PIN_KEY} from '../../src/config/versionPins';

/** A docs version with published schemas (src/config/version-pins.json). */
export type Line = string;
export const LINES: readonly Line[] = SCHEMA_LINES;

/** The type of one field, in the terms pydantic uses. */
export type FieldType =
  | {kind: 'string'; pattern?: string}
  | {kind: 'integer'}
  | {kind: 'number'}
  | {kind: 'boolean'}
  | {kind: 'null'}
  | {kind: 'literal'; values: (string | number)[]}
  | {kind: 'list'; items: FieldType; minItems?: number}
  | {kind: 'map'; values: FieldType}
  | {kind: 'object'}
  | {kind: 'json'}
  /** Another object of the model (a `$ref`). */
  | {kind: 'ref'; to: RefTarget}
  | {kind: 'union'; of: FieldType[]}
  | {kind: 'optional'; of: FieldType};

/** Objects other objects point to; each becomes a file or a `$defs` entry. */
export type RefTarget =
  | 'auth'
  | 'oauth2Auth'
  | 'callTemplate'
  | 'tool'
  | 'jsonSchema'
  | 'cliCommand'
  | 'mcpConfig'
  | 'variableLoader'
  | 'toolRepository'
  | 'toolSearchStrategy'
  | 'postProcessor';

export interface Field {
  /** The JSON key (a pydantic alias when the field has one). */
  name: string;
  type: FieldType;
  /** True when pydantic has no default for the field. */
  required?: boolean;
  /** The pydantic default, when it is a constant. */
  default?: unknown;
  description: string;
}

export interface Model {
  /** The python class. */
  className: string;
  /** Its file in python-utcp and the line of the class. */
  source: string;
  description: string;
  fields: Field[];
}

/** Variants selected by a discriminator field (`auth_type`, `call_template_type`, ...). */
export interface Family {
  discriminator: string;
  variants: Record<string, Model>;
}

export interface LineFacts {
  line: Line;
  /** Human name of the line in titles. */
  label: string;
  /** python-utcp ref and commit the facts were read from. */
  pythonRef: string;
  manual: Model;
  tool: Model;
  jsonSchema: Model;
  cliCommand: Model;
  mcpConfig: Model;
  auth: Family;
  callTemplates: Family;
  clientConfig: Model;
  variableLoaders: Family;
  toolRepositories: Family;
  toolSearchStrategies: Family;
  postProcessors: Family;
}

// ------------------------------------------------------- annotation parser

/** Python classes that are objects of the model, and where their schema lives. */
const CLASS_REFS: Record<string, RefTarget> = {
  Auth: 'auth',
  OAuth2Auth: 'oauth2Auth',
  CallTemplate: 'callTemplate',
  Tool: 'tool',
  JsonSchema: 'jsonSchema',
  CommandStep: 'cliCommand',
  McpConfig: 'mcpConfig',
  VariableLoader: 'variableLoader',
  ConcurrentToolRepository: 'toolRepository',
  ToolSearchStrategy: 'toolSearchStrategy',
  ToolPostProcessor: 'postProcessor',
};

interface TypeNode {
  name: string;
  args: TypeNode[];
}

/** Parses an annotation as written (`Optional[Dict[str, "JsonSchema"]]`) into a tree. */
export function parseAnnotationTree(annotation: string): TypeNode {
  const tokens = annotation.match(/"[^"]*"|'[^']*'|[\w.-]+|[[\],]/g) ?? [];
  let i = 0;
  const node = (): TypeNode => {
    const name = tokens[i++];
    if (name === undefined) throw new Error(`annotation ends early: ${annotation}`);
    const args: TypeNode[] = [];
    if (tokens[i] === '[') {
      i += 1;
      while (tokens[i] !== ']') {
        args.push(node());
        if (tokens[i] === ',') i += 1;
      }
      i += 1;
    }
    return {name, args};
  };
  const tree = node();
  if (i !== tokens.length) throw new Error(`cannot read annotation: ${annotation}`);
  return tree;
}

const unquote = (name: string): string => name.replace(/^["']|["']$/g, '');

function literalValue(name: string): string | number {
  if (/^["']/.test(name)) return unquote(name);
  if (/^-?\d+(\.\d+)?$/.test(name)) return Number(name);
  throw new Error(`unsupported Literal value ${name}`);
}

function toFieldType(node: TypeNode): FieldType {
  const name = unquote(node.name);
  const args = node.args;
  switch (name) {
    case 'str':
      return {kind: 'string'};
    case 'int':
      return {kind: 'integer'};
    case 'float':
      return {kind: 'number'};
    case 'bool':
      return {kind: 'boolean'};
    case 'None':
      return {kind: 'null'};
    case 'Any':
    case 'JsonType':
      return {kind: 'json'};
    case 'Literal':
      return {kind: 'literal', values: args.map((arg) => literalValue(arg.name))};
    case 'List':
    case 'list':
      return {kind: 'list', items: args[0] ? toFieldType(args[0]) : {kind: 'json'}};
    case 'Dict':
    case 'dict':
      if (args[1] && unquote(args[1].name) === 'Any') return {kind: 'object'};
      return {kind: 'map', values: args[1] ? toFieldType(args[1]) : {kind: 'json'}};
    case 'Optional':
      return {kind: 'optional', of: toFieldType(args[0])};
    case 'Union': {
      const members = args.filter((arg) => arg.name !== 'None').map(toFieldType);
      const union: FieldType = members.length === 1 ? members[0] : {kind: 'union', of: members};
      return members.length < args.length ? {kind: 'optional', of: union} : union;
    }
    default:
      if (name in CLASS_REFS) return {kind: 'ref', to: CLASS_REFS[name]};
      throw new Error(`no schema for the Python type ${name}`);
  }
}

export function parseAnnotation(annotation: string): FieldType {
  return toFieldType(parseAnnotationTree(annotation));
}

// ---------------------------------------------------------------- defaults

const FACTORY_DEFAULTS: Record<string, unknown> = {list: [], dict: {}, JsonSchema: {}};

function defaultOf(field: FieldFacts): unknown {
  if (field.default_factory) return FACTORY_DEFAULTS[field.default_factory];
  if (field.default === null) return undefined;
  return 'default_value' in field ? field.default_value : undefined;
}

/**
 * Constraints that live in validators or in the protocol code rather than in
 * the annotation, keyed by class and field.
 */
type Constraint = (type: FieldType, line: Line) => FieldType;
const CONSTRAINTS: Record<string, Record<string, Constraint>> = {
  // WebSocketCallTemplate.validate_url: 1.0 compares prefixes, 1.1 the parsed host name
  // (plugins/communication_protocols/websocket/src/utcp_websocket/_security.py, is_secure_ws_url).
  WebSocketCallTemplate: {
    url: (_type, line) => ({
      kind: 'string',
      pattern:
        line === '1.0'
          ? '^(wss://|ws://localhost|ws://127\\.0\\.0\\.1)'
          : '^(wss://|ws://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]+)?([/?#]|$))',
    }),
  },
  // CliCommunicationProtocol refuses a template without commands, when registering and when calling
  // (cli_communication_protocol.py:168 and :599 at v1.0, :242 and :937 at main).
  CliCallTemplate: {commands: (type) => (type.kind === 'list' ? {...type, minItems: 1} : type)},
};

// ------------------------------------------------------------------ models

function toModel(facts: ProtocolFacts, cls: ClassFacts, line: Line): Model {
  const module = moduleOfClass(facts, cls);
  const fields = allFields(facts, cls).map((field): Field => {
    let type = parseAnnotation(field.annotation);
    const constraint = CONSTRAINTS[cls.name]?.[field.name];
    if (constraint) type = constraint(type, line);
    const name = field.alias ?? field.name;
    const value = defaultOf(field);
    return {
      name,
      type,
      ...(field.required ? {required: true} : {}),
      ...(value !== undefined ? {default: value} : {}),
      description: describeField(cls.name, name),
    };
  });
  return {className: cls.name, source: `${module.path}:${cls.line}`, description: describeModel(cls.name), fields};
}

/** The type field of a variant is required in JSON: the serializers look it up before pydantic runs. */
function withRequiredDiscriminator(model: Model, discriminator: string, type: string): Model {
  const fields = model.fields.map((field) =>
    field.name === discriminator
      ? {...field, type: {kind: 'literal', values: [type]} as FieldType, required: true}
      : field,
  );
  return {...model, fields};
}

function classNamed(facts: ProtocolFacts, name: string): ClassFacts {
  const matches = allClasses(facts).filter((cls) => cls.name === name && cls.pydantic);
  if (matches.length !== 1)
    throw new Error(`expected one pydantic class ${name} in the ${facts.version} facts, found ${matches.length}`);
  return matches[0];
}

/** Keys passed to `register_<what>(key, ...)` by the plugins clients load: core's plugin loader and entry-point register() functions. */
function registeredKeys(facts: ProtocolFacts, registerFunction: string): Set<string> {
  const loaded = new Set(
    facts.packages.filter((pkg) => pkg.plugin_entry_point).map((pkg) => pkg.plugin_entry_point!.replace(':', '.')),
  );
  loaded.add('utcp.plugins.plugin_loader._load_plugins');
  const keys = new Set<string>();
  for (const module of facts.modules) {
    for (const fn of module.functions) {
      if (!loaded.has(fn.qualified_name ?? '')) continue;
      for (const registration of fn.registrations ?? []) {
        if (registration.function === registerFunction && typeof registration.key === 'string')
          keys.add(registration.key);
      }
    }
  }
  return keys;
}

function family(
  facts: ProtocolFacts,
  line: Line,
  discriminator: string,
  entries: {type: string; cls: ClassFacts}[],
): Family {
  const variants: Record<string, Model> = {};
  for (const {type, cls} of entries)
    variants[type] = withRequiredDiscriminator(toModel(facts, cls, line), discriminator, type);
  return {discriminator, variants};
}

/** Classes that define their own `discriminator` Literal and derive from `base`, limited to registered keys when given. */
function variantsOf(
  facts: ProtocolFacts,
  discriminator: string,
  base: string,
  registered?: Set<string>,
): {type: string; cls: ClassFacts}[] {
  return classesByDiscriminator(facts, discriminator).filter(
    (entry) => derivesFrom(facts, entry.cls, base) && (!registered || registered.has(entry.type)),
  );
}

function stringAttribute(facts: ProtocolFacts, className: string, attribute: string): string {
  const value = allClasses(facts)
    .find((cls) => cls.name === className)
    ?.class_attributes.find((attr) => attr.name === attribute)?.value_json;
  if (typeof value !== 'string')
    throw new Error(`${className}.${attribute} is not a string in the ${facts.version} facts`);
  return value;
}

function lineFacts(line: Line, label: string): LineFacts {
  const facts = loadFacts(line);
  const model = (name: string): Model => toModel(facts, classNamed(facts, name), line);

  const templateTypes = registeredKeys(facts, 'register_call_template');
  const callTemplateEntries = variantsOf(facts, 'call_template_type', 'CallTemplate', templateTypes);
  const missing = [...templateTypes].filter((type) => !callTemplateEntries.some((entry) => entry.type === type));
  if (missing.length)
    throw new Error(`registered call template types without a class in the ${line} facts: ${missing.join(', ')}`);

  // The in-memory repository takes its type from the serializer's default (it sets it in __init__).
  const repositoryType = stringAttribute(facts, 'ConcurrentToolRepositoryConfigSerializer', 'default_repository');
  const repositoryModel: Model = {
    ...model('InMemToolRepository'),
    fields: [
      {
        name: 'tool_repository_type',
        type: {kind: 'literal', values: [repositoryType]},
        required: true,
        default: repositoryType,
        description: describeField('InMemToolRepository', 'tool_repository_type'),
      },
    ],
  };
  const searchType = stringAttribute(facts, 'ToolSearchStrategyConfigSerializer', 'default_strategy');
  const core = (entry: {cls: ClassFacts}): boolean => moduleOfClass(facts, entry.cls).package === 'utcp';

  return {
    line,
    label,
    pythonRef: `${facts.source.ref} (${facts.source.commit.slice(0, 7)})`,
    manual: model('UtcpManual'),
    tool: model('Tool'),
    jsonSchema: model('JsonSchema'),
    cliCommand: model('CommandStep'),
    mcpConfig: model('McpConfig'),
    auth: family(
      facts,
      line,
      'auth_type',
      variantsOf(facts, 'auth_type', 'Auth', registeredKeys(facts, 'register_auth')),
    ),
    callTemplates: family(facts, line, 'call_template_type', callTemplateEntries),
    clientConfig: model('UtcpClientConfig'),
    variableLoaders: family(facts, line, 'variable_loader_type', variableLoaderTypes(facts)),
    toolRepositories: {discriminator: 'tool_repository_type', variants: {[repositoryType]: repositoryModel}},
    toolSearchStrategies: family(
      facts,
      line,
      'tool_search_strategy_type',
      variantsOf(facts, 'tool_search_strategy_type', 'ToolSearchStrategy').filter(
        (entry) => core(entry) || entry.type === searchType,
      ),
    ),
    postProcessors: family(
      facts,
      line,
      'tool_post_processor_type',
      variantsOf(
        facts,
        'tool_post_processor_type',
        'ToolPostProcessor',
        registeredKeys(facts, 'register_tool_post_processor'),
      ),
    ),
  };
}

/** The facts of every 1.x line (0.1's schemas are written by hand in ./v0.1), newest first. */
export const LINE_FACTS: readonly LineFacts[] = LINES.filter((line) => !isProviderLine(line)).map((line) =>
  lineFacts(line, schemaLineName(line)),
);
export const facts10: LineFacts = LINE_FACTS.find((facts) => facts.line === '1.0')!;
export const factsNext: LineFacts = LINE_FACTS.find((facts) => facts.line === NEXT_PIN_KEY)!;

/** Used by tests: the class facts of one model. */
export function classFacts(line: Line, qualifiedName: string): ClassFacts | undefined {
  return findClass(loadFacts(line), qualifiedName);
}
