/** Plain-language wording of schema errors. */
import {pointerTokens} from '../jsonPointer';
import type {StandaloneError} from './types';
import {NEXT_NAME} from '../../config/versions';

const list = (values: unknown[]): string => values.map((value) => JSON.stringify(value)).join(', ');

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  if (typeof value === 'string') return 'a text string';
  return `a ${typeof value}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** The last key of a JSON pointer, if it is a key and not an index. */
export function lastKey(pointer: string): string | undefined {
  const last = pointerTokens(pointer).pop();
  return last && !/^\d+$/.test(last) ? last : undefined;
}

export function describeError(error: StandaloneError, value: unknown): string {
  const params = error.params;
  const field = lastKey(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return `Missing the required field "${String(params.missingProperty)}".`;
    case 'type': {
      const expected = String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type)
        .join(' or ');
      return `${field ? `"${field}" must be` : 'Must be'} ${expected}, not ${typeName(value)}.`;
    }
    case 'enum': {
      const allowed = params.allowedValues as unknown[];
      if (field && field.endsWith('_type'))
        return `Unknown ${field} ${JSON.stringify(value)}. Known values: ${list(allowed.filter((v) => v !== null))}.`;
      return `${JSON.stringify(value)} is not allowed${field ? ` for "${field}"` : ''}. Use one of ${list(allowed.filter((v) => v !== null))}.`;
    }
    case 'const':
      return `${field ? `"${field}" must be` : 'Must be'} ${JSON.stringify(params.allowedValue)} here.`;
    case 'pattern':
      if (field === 'url' && String(params.pattern).includes('wss://'))
        return websocketUrlMessage(String(params.pattern));
      return `${JSON.stringify(value)} does not have the expected form (${String(params.pattern)}).`;
    case 'minItems':
      return `Needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`;
    case 'oneOf':
    case 'anyOf':
      return 'Does not match any of the allowed forms.';
    case 'additionalProperties':
      return `Unknown field "${String(params.additionalProperty)}".`;
    case 'not':
      // The only "not" rule of the schemas: a Next text template that names a file (behaviour key text.template.content-and-file-path).
      if (typeof value === 'object' && value !== null && 'file_path' in value)
        return `A ${NEXT_NAME} text call template has no "file_path": python-utcp 1.1 and @utcp/sdk 1.1.2 refuse it, alone or beside "content". Put the manual in "content", or read a file with call_template_type "file".`;
      return 'Has a form this field does not allow.';
    default:
      return error.message
        ? `${error.message[0].toUpperCase()}${error.message.slice(1)}.`
        : `Fails the "${error.keyword}" rule.`;
  }
}

/** True when `path` is `ancestor` or lies inside it (`/auth_tools` is not inside `/auth`). */
export function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/**
 * What the WebSocket URL rule of a line accepts. UTCP 1.0 compares only the
 * start of the text, so `ws://localhost.example` passes it; Next (1.1) reads
 * the host name and accepts plain ws:// for loopback hosts only.
 */
export function websocketUrlMessage(pattern: string): string {
  return pattern.includes('::1')
    ? 'A WebSocket URL must use wss://; plain ws:// is accepted only when the host is localhost, 127.0.0.1 or [::1].'
    : `A WebSocket URL must start with wss://, ws://localhost or ws://127.0.0.1. UTCP 1.0 checks only how the URL starts (ws://localhost.example passes); ${NEXT_NAME} checks the host name.`;
}

/**
 * Drops the errors that only repeat a more precise one: the `if` of a type
 * branch, an anyOf whose branches already reported, and "must be null" of a
 * field that may also be null.
 */
export function preciseErrors(errors: StandaloneError[]): StandaloneError[] {
  const paths = errors
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
    .map((e) => e.instancePath);
  return errors.filter((error) => {
    if (error.keyword === 'if') return false;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      return !paths.some((path) => isAtOrBelow(path, error.instancePath));
    }
    if (error.keyword === 'type' && error.params.type === 'null') {
      return !errors.some(
        (other) =>
          other !== error &&
          isAtOrBelow(other.instancePath, error.instancePath) &&
          other.keyword !== 'anyOf' &&
          !(other.keyword === 'type' && other.params.type === 'null'),
      );
    }
    return true;
  });
}
