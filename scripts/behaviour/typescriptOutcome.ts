/**
 * How the TypeScript behaviour runner turns what a case returned or threw into an outcome of the
 * dataset, and the messages its parent and child processes exchange.
 */
import type {Outcome} from '../../data/behaviour/types';

export const DEFAULT_CASE_TIMEOUT_MS = 5000;

export type ParentMessage = {cases: [string, string][]};

export type ChildMessage =
  | {type: 'start'; key: string; case: string; timeoutMs: number}
  | {type: 'outcome'; key: string; case: string; outcome: Outcome}
  | {type: 'missing'; key: string; case: string}
  | {type: 'crash'; message: string}
  | {type: 'done'};

/** Written where JSON has no value of its own: `undefined` in a list, an object field or as the result. */
export const UNDEFINED = '<undefined>';

/**
 * A JSON value for anything a case returns: `undefined` becomes "<undefined>" (so that a field
 * present as undefined differs from an absent one), bytes become "<N bytes>", errors become
 * {error: {type, message}}, other objects keep their own enumerable fields.
 */
export function toJsonValue(value: unknown, seen: Set<unknown> = new Set()): unknown {
  if (value === undefined) return UNDEFINED;
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return `${value.toString()}n`;
  if (typeof value === 'function') return '<function>';
  if (typeof value === 'symbol') return value.toString();
  if (seen.has(value)) return '<circular>';
  seen.add(value);
  try {
    if (value instanceof Error) return errorOf(value);
    if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
    if (value instanceof Date) return value.toISOString();
    if (value instanceof Map) return toJsonValue(Object.fromEntries(value), seen);
    if (value instanceof Set) return toJsonValue([...value], seen);
    if (Array.isArray(value)) return value.map((item) => toJsonValue(item, seen));
    return Object.fromEntries(Object.entries(value).map(([field, item]) => [field, toJsonValue(item, seen)]));
  } finally {
    seen.delete(value);
  }
}

/** The class name of what was thrown, and its message. */
export function errorOf(error: unknown): {error: {type: string; message: string}} {
  if (error instanceof Error) {
    const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
    return {error: {type, message: withoutStack(error.message)}};
  }
  if (error && typeof error === 'object') {
    const constructorName = (error as {constructor?: {name?: string}}).constructor?.name ?? 'Object';
    return {error: {type: constructorName, message: JSON.stringify(toJsonValue(error))}};
  }
  return {error: {type: typeof error, message: String(error)}};
}

/** A message without the stack trace some SDK errors append to it (its paths and line numbers say nothing). */
export function withoutStack(message: string): string {
  return message
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trimEnd();
}

export function outcomeOfValue(value: unknown): Outcome {
  return {value: toJsonValue(value)};
}

export function outcomeOfError(error: unknown): Outcome {
  // By name: the case file may hold its own copy of the support module.
  if (error instanceof Error && error.name === 'SkipCase') return {skipped: (error as Error & {reason: string}).reason};
  return errorOf(error);
}
