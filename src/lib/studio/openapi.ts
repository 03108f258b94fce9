/**
 * OpenAPI 3.x / Swagger 2.0 to a UTCP manual with the real converter of the
 * chosen line's @utcp/http, plus what it left out and why. The converter drops
 * operations silently; the reasons here are read by comparing its output with
 * the document (an operation without a tool, a security requirement without auth).
 */
import {load as loadYaml} from 'js-yaml';
import {loadLine, type ConvertedManual, type StudioLine} from './utcpLine';

export interface Skip {
  /** `GET /pets/{id}` */
  operation: string;
  operationId?: string;
  reason: string;
}

export interface Conversion {
  manual: ConvertedManual;
  skipped: Skip[];
}

/** Every key of a path item that names an operation in OpenAPI 3.x or Swagger 2.0. */
const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** What @utcp/http turns into tools (both lines; 1.1 lists the others only to skip them). */
const CONVERTED_METHODS = ['get', 'post', 'put', 'delete', 'patch'];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class DocumentParseError extends Error {}

/** Reads JSON, or YAML when the text is not JSON. */
export function parseDocument(text: string): Json {
  const trimmed = text.trim();
  if (trimmed === '') throw new DocumentParseError('The document is empty.');
  let value: unknown;
  if (trimmed.startsWith('{')) {
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      throw new DocumentParseError(`Not valid JSON: ${(error as Error).message}`);
    }
  } else {
    try {
      value = loadYaml(trimmed);
    } catch (error) {
      throw new DocumentParseError(`Not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (!isObject(value)) throw new DocumentParseError('The document is not an object.');
  return value;
}

export function isOpenApi(value: Json): boolean {
  return typeof value.openapi === 'string' || typeof value.swagger === 'string';
}

function securitySchemes(spec: Json): Json {
  const components = isObject(spec.components) ? spec.components : undefined;
  if (components && isObject(components.securitySchemes)) return components.securitySchemes;
  return isObject(spec.securityDefinitions) ? spec.securityDefinitions : {};
}

function describeScheme(scheme: unknown): string {
  if (!isObject(scheme)) return 'an undefined scheme';
  const type = String(scheme.type ?? 'unknown');
  if (type.toLowerCase() === 'http') return `http/${String(scheme.scheme ?? '?')}`;
  if (type.toLowerCase() === 'oauth2') {
    const flows = isObject(scheme.flows) ? Object.keys(scheme.flows) : [String(scheme.flow ?? '?')];
    return `oauth2 (${flows.join(', ')})`;
  }
  return type;
}

/** Why the converter produced no tool, or a tool without the auth its operation requires. */
export function explainSkips(spec: Json, manual: ConvertedManual): Skip[] {
  const tools = new Map(manual.tools.map((tool) => [tool.name, tool]));
  const schemes = securitySchemes(spec);
  const globalSecurity = Array.isArray(spec.security) ? spec.security : [];
  const skipped: Skip[] = [];
  for (const [path, item] of Object.entries(isObject(spec.paths) ? spec.paths : {})) {
    if (!isObject(item)) continue;
    for (const [key, operation] of Object.entries(item)) {
      if (!OPERATION_KEYS.includes(key.toLowerCase()) || !isObject(operation)) continue;
      const label = `${key.toUpperCase()} ${path}`;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
      if (!operationId) {
        skipped.push({operation: label, reason: 'It has no operationId, which the converter uses as the tool name.'});
        continue;
      }
      const tool = tools.get(operationId);
      if (!tool) {
        skipped.push({
          operation: label,
          operationId,
          reason: CONVERTED_METHODS.includes(key.toLowerCase())
            ? 'The converter produced no tool for it.'
            : `Method ${key.toUpperCase()} is not one a UTCP HTTP call template can send (GET, POST, PUT, DELETE, PATCH).`,
        });
        continue;
      }
      const security =
        Array.isArray(operation.security) && operation.security.length > 0 ? operation.security : globalSecurity;
      const template = isObject(tool.tool_call_template) ? tool.tool_call_template : {};
      if (security.length > 0 && !template.auth) {
        const names = security.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : []));
        const kinds = names.map((name) => `${name}: ${describeScheme(schemes[name])}`);
        skipped.push({
          operation: label,
          operationId,
          reason: `Kept without auth: its security scheme (${kinds.join('; ') || 'none named'}) has no UTCP equivalent in this converter. Add an auth object by hand.`,
        });
      }
    }
  }
  return skipped;
}

export async function convertOpenApi(spec: Json, line: StudioLine, manualName?: string): Promise<Conversion> {
  const {OpenApiConverter} = await loadLine(line);
  const converter = new OpenApiConverter(spec, manualName ? {callTemplateName: manualName} : undefined);
  // The converter's output is a plain object; copy it so that the editor holds exactly its JSON.
  const manual = JSON.parse(JSON.stringify(converter.convert())) as ConvertedManual;
  return {manual, skipped: explainSkips(spec, manual)};
}
