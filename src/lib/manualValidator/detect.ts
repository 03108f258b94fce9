/**
 * Guesses what a parsed document is and which UTCP line it follows, and says
 * why. Only the places where each line puts a construct count: `provider_type`
 * on a tool's `tool_provider`, on a provider or in a providers file means 0.1
 * (an input property that happens to be named `provider_type` does not), and
 * a call template that uses a type or field only Next knows means Next.
 */
import knownFieldsJson from './generated/known-fields.json';
// The shape the schema build writes known-fields.json in (a type only: nothing of scripts/ reaches the bundle).
import type {LineFields} from '../schemas/lineFields';
import {schemaLineName} from '../schemas/catalog';

export type DocumentKind = 'manual' | 'callTemplate' | 'clientConfig' | 'providersFile';
export type UtcpLine = '1.0' | 'next' | '0.1';

export const KIND_LABELS: Record<DocumentKind, string> = {
  manual: 'manual',
  callTemplate: 'call template',
  clientConfig: 'client configuration',
  providersFile: 'providers file',
};

export const LINE_LABELS: Record<UtcpLine, string> = {
  '1.0': schemaLineName('1.0'),
  next: schemaLineName('next'),
  '0.1': schemaLineName('0.1'),
};

const KNOWN = knownFieldsJson as Record<UtcpLine, LineFields>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (value: Record<string, unknown>, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/** Keys only a 1.0 client configuration has. */
export const CLIENT_CONFIG_ONLY_KEYS = [
  'manual_call_templates',
  'load_variables_from',
  'tool_repository',
  'tool_search_strategy',
  'post_processing',
];

/** Also `providers_file_path` (0.1) and `variables`, which a lone config may have. */
const CLIENT_CONFIG_KEYS = [...CLIENT_CONFIG_ONLY_KEYS, 'providers_file_path', 'variables'];

export function detectKind(value: unknown): DocumentKind {
  if (Array.isArray(value)) return 'providersFile';
  if (!isObject(value)) return 'manual';
  if (has(value, 'tools')) return 'manual';
  if (has(value, 'call_template_type') || has(value, 'provider_type')) return 'callTemplate';
  if (CLIENT_CONFIG_KEYS.some((key) => has(value, key))) return 'clientConfig';
  return 'manual';
}

export interface LineGuess {
  line: UtcpLine;
  /** Why: the first construct that decided it, with its readable path. */
  reason: string;
  /** For 'next': every Next-only construct found, as `path: what`. */
  nextOnly: string[];
}

/** A call template with its readable path, from where 1.0 and later put them. */
function callTemplates(value: unknown): {path: string; template: Record<string, unknown>}[] {
  if (!isObject(value)) return [];
  const found: {path: string; template: Record<string, unknown>}[] = [];
  if (has(value, 'call_template_type')) found.push({path: '(document)', template: value});
  if (Array.isArray(value.tools))
    value.tools.forEach((tool, i) => {
      if (isObject(tool) && isObject(tool.tool_call_template))
        found.push({path: `tools[${i}].tool_call_template`, template: tool.tool_call_template});
    });
  if (Array.isArray(value.manual_call_templates))
    value.manual_call_templates.forEach((template, i) => {
      if (isObject(template)) found.push({path: `manual_call_templates[${i}]`, template});
    });
  return found;
}

/** What a call template uses that the 1.0 models do not know and the Next models do. */
export function nextOnlyConstructs(template: Record<string, unknown>): string[] {
  const type = template.call_template_type;
  if (typeof type !== 'string') return [];
  const next = KNOWN.next.templates[type];
  const v10 = KNOWN['1.0'].templates[type];
  if (!next) return [];
  if (!v10) return [`call_template_type "${type}"`];
  return Object.keys(template)
    .filter((key) => next.includes(key) && !v10.includes(key))
    .map((key) => `the field "${key}"`);
}

/** Where a 0.1 construct sits in the document, if it has one. */
function oldConstruct(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const i = value.findIndex((item) => isObject(item) && has(item, 'provider_type'));
    return i === -1 ? undefined : `[${i}] has provider_type (a 0.1 providers file)`;
  }
  if (!isObject(value)) return undefined;
  if (has(value, 'provider_type')) return '(document) has provider_type';
  if (Array.isArray(value.tools)) {
    const i = value.tools.findIndex((tool) => isObject(tool) && has(tool, 'tool_provider'));
    if (i !== -1) return `tools[${i}] has tool_provider`;
  }
  if (has(value, 'providers_file_path') && !CLIENT_CONFIG_ONLY_KEYS.some((key) => has(value, key)))
    return '(document) has providers_file_path';
  return undefined;
}

export function guessLine(value: unknown): LineGuess {
  const old = oldConstruct(value);
  if (old) return {line: '0.1', reason: `${old}, which is the UTCP 0.1 format.`, nextOnly: []};
  const nextOnly = callTemplates(value).flatMap(({path, template}) =>
    nextOnlyConstructs(template).map((what) => `${path}: ${what}`),
  );
  if (nextOnly.length > 0)
    return {line: 'next', reason: `${nextOnly[0]} exists only in ${LINE_LABELS.next}.`, nextOnly};
  return {
    line: '1.0',
    reason: 'No 0.1 construct (provider_type, tool_provider) and nothing only Next knows.',
    nextOnly,
  };
}

export function detectLine(value: unknown): UtcpLine {
  return guessLine(value).line;
}
