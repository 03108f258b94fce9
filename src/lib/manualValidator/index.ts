/**
 * Validates a UTCP document in the browser with the precompiled validators of
 * the published schemas. The validators of a line are loaded on first use, so
 * only the /validate page ever downloads them; nothing is sent anywhere.
 */
import {pointerTokens, readablePath} from '../jsonPointer';
import {detectKind, detectLine, type DocumentKind, type UtcpLine} from './detect';
import {JsonSyntaxError, parseJsonWithPositions, type ParsedJson, type Position} from './jsonPositions';
import {describeError, preciseErrors} from './messages';
import {summarizeManual, type ManualSummary} from './summary';
import type {StandaloneValidator} from './types';
import {findUnknownFields} from './unknownFields';

export {KIND_LABELS, LINE_LABELS, type DocumentKind, type UtcpLine} from './detect';
export type {ManualSummary} from './summary';

type Validators = Record<DocumentKind, StandaloneValidator>;

const LOADERS: Record<UtcpLine, () => Promise<Validators>> = {
  '1.0': () => import('./generated/validators-1.0.js'),
  next: () => import('./generated/validators-next.js'),
  '0.1': () => import('./generated/validators-0.1.js'),
};

export interface Finding {
  /** JSON pointer, '' for the whole document. */
  pointer: string;
  /** Readable path: `tools[0].tool_call_template.url`. */
  path: string;
  line: number;
  column: number;
  message: string;
}

export interface ValidationResult {
  line: UtcpLine;
  kind: DocumentKind;
  /** True when the line or the kind was guessed from the document. */
  detected: {line: boolean; kind: boolean};
  valid: boolean;
  /** A JSON syntax error, when the text is not JSON. */
  syntaxError?: Finding;
  errors: Finding[];
  /** Keys python-utcp ignores. */
  warnings: Finding[];
  /** For a valid manual. */
  summary?: ManualSummary;
  /** A hint when the document looks like another line than the chosen one. */
  hint?: string;
}

export {readablePath};

function valueAt(value: unknown, pointer: string): unknown {
  return pointerTokens(pointer).reduce<unknown>(
    (current, key) => (current as Record<string, unknown> | undefined)?.[key],
    value,
  );
}

function positionOf(parsed: ParsedJson, pointer: string, preferKey: boolean): Position {
  return (
    (preferKey ? parsed.keys.get(pointer) : undefined) ??
    parsed.values.get(pointer) ??
    parsed.values.get('') ?? {line: 1, column: 1, offset: 0}
  );
}

function finding(parsed: ParsedJson, pointer: string, message: string, preferKey = false): Finding {
  const {line, column} = positionOf(parsed, pointer, preferKey);
  return {pointer, path: readablePath(pointer), line, column, message};
}

export interface ValidateOptions {
  kind: DocumentKind | 'auto';
  line: UtcpLine | 'auto';
}

export async function validateDocument(text: string, options: ValidateOptions): Promise<ValidationResult> {
  let parsed: ParsedJson;
  try {
    parsed = parseJsonWithPositions(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const {line, column} = error.position;
    return {
      line: options.line === 'auto' ? '1.0' : options.line,
      kind: options.kind === 'auto' ? 'manual' : options.kind,
      detected: {line: options.line === 'auto', kind: options.kind === 'auto'},
      valid: false,
      syntaxError: {pointer: '', path: '(document)', line, column, message: `Not valid JSON: ${error.message}`},
      errors: [],
      warnings: [],
    };
  }
  const value = parsed.value;
  const line = options.line === 'auto' ? detectLine(value) : options.line;
  const kind = options.kind === 'auto' ? detectKind(value) : options.kind;
  const validators = await LOADERS[line]();
  const validate = validators[kind];
  const valid = validate(value);
  const errors = valid
    ? []
    : preciseErrors(validate.errors ?? []).map((error) =>
        finding(parsed, error.instancePath, describeError(error, valueAt(value, error.instancePath))),
      );
  const uniqueErrors = errors.filter(
    (item, i) => errors.findIndex((other) => other.pointer === item.pointer && other.message === item.message) === i,
  );
  uniqueErrors.sort((a, b) => a.line - b.line || a.column - b.column);
  const warnings = findUnknownFields(value, kind, line).map((unknown) =>
    finding(
      parsed,
      unknown.pointer,
      `"${unknown.key}" is not a field of a ${unknown.owner}; python-utcp ignores it (check the spelling).`,
      true,
    ),
  );
  const looksOld = detectLine(value) === '0.1';
  const hint =
    line !== '0.1' && looksOld
      ? 'This document uses provider_type or tool_provider, which is the UTCP 0.1 format. Choose version 0.1, or move it to 1.0 with the migration guide.'
      : line === '0.1' && !looksOld && !valid
        ? 'This document does not use provider_type: it may be a UTCP 1.0 document.'
        : undefined;
  return {
    line,
    kind,
    detected: {line: options.line === 'auto', kind: options.kind === 'auto'},
    valid,
    errors: uniqueErrors,
    warnings,
    summary: valid && kind === 'manual' ? summarizeManual(value) : undefined,
    hint,
  };
}
