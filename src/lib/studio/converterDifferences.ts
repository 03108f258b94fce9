/**
 * Where python-utcp's OpenApiConverter (Next, fd30247) makes a different tool
 * than the @utcp/http converter the Studio runs. The rules below predict, from
 * the description alone, the tool python-utcp makes (its name, body field,
 * input property names and required list: `predictPythonTools`), following
 * `_extract_inputs` in plugins/communication_protocols/http/src/utcp_http/openapi_converter.py
 * at fd30247. tests/unit/studio/converter-differences.test.ts checks every
 * prediction against python-utcp's own output on the test fixtures
 * (tests/fixtures/studio/python-conversions.json, recorded by
 * scripts/studio/record-python-conversions.ts).
 */

export const PYTHON_CONVERTER = {package: 'python-utcp', commit: 'fd30247'} as const;

/** What a converter made of one operation, as far as the comparison needs. */
export interface ToolShape {
  name: string;
  bodyField: string | null;
  properties: string[];
  required: string[];
}

export type DifferenceRule =
  | 'body-form-only'
  | 'body-ref-escaped'
  | 'body-request-ref'
  | 'body-empty-schema'
  | 'inputs-other'
  | 'required-body'
  | 'required-other'
  | 'no-tool';

export interface ToolDifference {
  rule: DifferenceRule;
  text: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Python's truthiness, for the values the converter tests with `if x:`. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value)) return Object.keys(value).length > 0;
  return Boolean(value);
}

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SUPPORTED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * `_resolve_ref_path`: splits the pointer on "/" without unescaping `~1` and
 * `~0` (line 343 at fd30247), so such a reference resolves to {}.
 */
function resolveRefPath(spec: Json, ref: unknown, visited = new Set<string>()): Json {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return {};
  if (visited.has(ref)) return {$ref: ref};
  visited.add(ref);
  let node: unknown = spec;
  for (const part of ref.slice(2).split('/')) {
    if (!isObject(node) && !Array.isArray(node)) return {};
    const next: unknown = Array.isArray(node) ? node[Number(part)] : node[part];
    if (next === undefined) return {};
    node = next;
  }
  if (isObject(node) && '$ref' in node) return resolveRefPath(spec, node.$ref, visited);
  return isObject(node) ? node : {};
}

function resolveRefObject(spec: Json, value: unknown): unknown {
  return isObject(value) && '$ref' in value ? resolveRefPath(spec, value.$ref) : value;
}

const escaped = (ref: unknown) => typeof ref === 'string' && /~[01]/.test(ref);

interface PythonInputs extends ToolShape {
  /** Why the request body is missing, when the description has one. */
  bodyLost?: Exclude<DifferenceRule, 'required-body' | 'required-other' | 'no-tool' | 'inputs-other'>;
}

function pythonInputs(spec: Json, path: string, operation: Json, name: string): PythonInputs {
  const properties: string[] = [];
  const required: string[] = [];
  let bodyField: string | null = null;
  const add = (key: string) => {
    if (!properties.includes(key)) properties.push(key);
  };
  const paths = isObject(spec.paths) ? spec.paths : {};
  const pathItem = isObject(paths[path]) ? paths[path] : {};
  const parameters = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ] as unknown[];
  for (const raw of parameters) {
    let parameter: unknown = raw;
    if (isObject(raw) && '$ref' in raw) parameter = resolveRefPath(spec, raw.$ref);
    if (!isObject(parameter)) continue;
    const parameterName = parameter.name;
    if (!truthy(parameterName)) continue;
    if (parameter.in === 'body') {
      bodyField = 'body';
      add('body');
      if (truthy(parameter.required)) required.push('body');
      continue;
    }
    add(String(parameterName));
    if (truthy(parameter.required)) required.push(String(parameterName));
  }
  let bodyLost: PythonInputs['bodyLost'];
  const requestBody = operation.requestBody;
  if (truthy(requestBody) && isObject(requestBody)) {
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const media = isObject(content['application/json']) ? content['application/json'] : {};
    const raw = media.schema;
    const schema = truthy(raw) ? resolveRefObject(spec, raw) : undefined;
    if (truthy(schema) && isObject(schema)) {
      bodyField = 'body';
      add('body');
      if (truthy(schema.required)) required.push('body');
    } else if ('$ref' in requestBody) {
      bodyLost = 'body-request-ref';
    } else if (!('application/json' in content)) {
      if (Object.keys(content).length > 0) bodyLost = 'body-form-only';
    } else if (isObject(raw) && escaped(raw.$ref)) {
      bodyLost = 'body-ref-escaped';
    } else {
      bodyLost = 'body-empty-schema';
    }
  }
  return {name, bodyField, properties, required, bodyLost};
}

/** The tools python-utcp's converter makes of a description, in its order. */
export function predictPythonTools(spec: Json): Array<PythonInputs> {
  const tools: PythonInputs[] = [];
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!OPERATION_METHODS.includes(method.toLowerCase()) || !isObject(operation)) continue;
      const operationId = operation.operationId;
      if (!truthy(operationId)) continue;
      if (!SUPPORTED_METHODS.includes(method.toUpperCase())) continue;
      tools.push(pythonInputs(spec, path, operation, String(operationId)));
    }
  }
  return tools;
}

/** The shape of a tool of the Studio's manual (the @utcp/http converter's output). */
export function shapeOf(tool: Json & {name: string}): ToolShape {
  const inputs = isObject(tool.inputs) ? tool.inputs : {};
  const template = isObject(tool.tool_call_template) ? tool.tool_call_template : {};
  return {
    name: tool.name,
    bodyField: typeof template.body_field === 'string' ? template.body_field : null,
    properties: isObject(inputs.properties) ? Object.keys(inputs.properties) : [],
    required: Array.isArray(inputs.required) ? inputs.required.map(String) : [],
  };
}

const BODY_REASONS: Record<NonNullable<PythonInputs['bodyLost']>, string> = {
  'body-form-only':
    'python-utcp reads only an application/json request body, so this form body (application/x-www-form-urlencoded or another type) is left out',
  'body-ref-escaped':
    'python-utcp does not unescape ~1 or ~0 in the body schema reference, finds nothing there and leaves the body out',
  'body-request-ref':
    'python-utcp reads the content of the requestBody without following its $ref, so the body is left out',
  'body-empty-schema': 'python-utcp finds no schema for the application/json body and leaves the body out',
};

function listed(names: string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

/** How python-utcp's tool for the same operation differs from the Studio's tool. */
export function compareTool(studio: ToolShape, python: PythonInputs): ToolDifference[] {
  const differences: ToolDifference[] = [];
  if (studio.bodyField && !python.bodyField) {
    differences.push({
      rule: python.bodyLost ?? 'body-empty-schema',
      text: `No request body: ${BODY_REASONS[python.bodyLost ?? 'body-empty-schema']}.`,
    });
  }
  const body = studio.bodyField ?? 'body';
  const onlyStudioInputs = studio.properties.filter((name) => name !== body && !python.properties.includes(name));
  const onlyPythonInputs = python.properties.filter((name) => name !== body && !studio.properties.includes(name));
  if (onlyStudioInputs.length + onlyPythonInputs.length > 0) {
    const parts = [
      onlyPythonInputs.length > 0 ? `has the inputs ${listed(onlyPythonInputs)} too` : '',
      onlyStudioInputs.length > 0 ? `has no input ${listed(onlyStudioInputs)}` : '',
    ].filter(Boolean);
    differences.push({rule: 'inputs-other', text: `python-utcp's tool ${parts.join(' and ')}.`});
  }
  // A body python-utcp left out is not required there either; the line above already says so.
  const onlyStudio = studio.required.filter(
    (name) => !python.required.includes(name) && !(name === body && !python.bodyField),
  );
  const onlyPython = python.required.filter((name) => !studio.required.includes(name));
  const bodyOnly = (names: string[]) => names.length === 1 && names[0] === 'body';
  if (onlyStudio.length + onlyPython.length > 0) {
    const parts = [
      onlyPython.length > 0 ? `also requires ${listed(onlyPython)}` : '',
      onlyStudio.length > 0 ? `does not require ${listed(onlyStudio)}` : '',
    ].filter(Boolean);
    const bodyRule =
      (bodyOnly(onlyStudio) && onlyPython.length === 0) || (bodyOnly(onlyPython) && onlyStudio.length === 0);
    differences.push({
      rule: bodyRule ? 'required-body' : 'required-other',
      text: bodyRule
        ? `python-utcp ${parts.join(' and ')}: it marks the body required when the body schema lists required fields, @utcp/http when the requestBody says required.`
        : `python-utcp ${parts.join(' and ')}.`,
    });
  }
  return differences;
}

export interface ConverterComparison {
  /** Tool name to its differences; only tools that differ. */
  tools: Record<string, ToolDifference[]>;
  /** Studio tools python-utcp makes no tool for. */
  missing: string[];
}

export function compareConverters(spec: Json, studioTools: Array<Json & {name: string}>): ConverterComparison {
  const python = new Map(predictPythonTools(spec).map((tool) => [tool.name, tool]));
  const tools: Record<string, ToolDifference[]> = {};
  const missing: string[] = [];
  for (const tool of studioTools) {
    const predicted = python.get(tool.name);
    if (!predicted) {
      missing.push(tool.name);
      tools[tool.name] = [{rule: 'no-tool', text: 'python-utcp makes no tool of this operation.'}];
      continue;
    }
    const differences = compareTool(shapeOf(tool), predicted);
    if (differences.length > 0) tools[tool.name] = differences;
  }
  return {tools, missing};
}
