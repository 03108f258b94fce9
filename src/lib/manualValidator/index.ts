/**
 * Validates a UTCP document in the browser with the precompiled validators of
 * the published schemas. The validators of a line are loaded on first use, so
 * only the /validate page ever downloads them; nothing is sent anywhere.
 */
import {pointerTokens, readablePath} from '../jsonPointer';
import {detectKind, guessLine, LINE_LABELS, type DocumentKind, type UtcpLine} from './detect';
import {escapePointer, JsonSyntaxError, parseJsonWithPositions, type ParsedJson, type Position} from './jsonPositions';
import {describeError, preciseErrors} from './messages';
import {summarizeManual, type ManualSummary} from './summary';
import type {StandaloneValidator} from './types';
import {NEXT_NAME} from '../../config/versions';
import {warningsOf, type WarningRuleId} from './warningRules';

export {KIND_LABELS, LINE_LABELS, type DocumentKind, type UtcpLine} from './detect';
export {offsetOfPosition, type ParsedJson, type Position} from './jsonPositions';
export type {ManualSummary} from './summary';

type Validators = Partial<Record<DocumentKind, StandaloneValidator>>;

const LOADERS: Record<UtcpLine, () => Promise<Validators>> = {
  '1.0': () => import('./generated/validators-1.0.js'),
  next: () => import('./generated/validators-next.js'),
  '0.1': () => import('./generated/validators-0.1.js'),
};

export interface Finding {
  /** The rule of a warning (warningRules.ts), which names the SDK run that backs it. */
  rule?: WarningRuleId;
  /** JSON pointer, '' for the whole document. */
  pointer: string;
  /** Readable path: `tools[0].tool_call_template.url`. */
  path: string;
  line: number;
  /** In code points. */
  column: number;
  message: string;
}

export interface Hint {
  text: string;
  link?: {to: string; label: string};
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
  /** What @utcp/sdk 1.0.16 and 1.1.2 refuse though the schema allows it (warningRules.ts). */
  warnings: Finding[];
  /** For a valid manual. */
  summary?: ManualSummary;
  /** A hint when the document looks like another line than the chosen one. */
  hint?: Hint;
  /** Why the line was detected as it was, when it was detected. */
  lineReason?: string;
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

function sdkWarnings(parsed: ParsedJson, kind: DocumentKind, line: UtcpLine): Finding[] {
  return warningsOf(parsed.value, parsed.protoKeys, kind, line).map((warning) => ({
    ...finding(parsed, warning.pointer, warning.message, true),
    rule: warning.rule,
  }));
}

function finding(parsed: ParsedJson, pointer: string, message: string, preferKey = false): Finding {
  const {line, column} = positionOf(parsed, pointer, preferKey);
  return {pointer, path: readablePath(pointer), line, column, message};
}

export interface ValidateOptions {
  kind: DocumentKind | 'auto';
  line: UtcpLine | 'auto';
}

/** The line a kind is checked against: a providers file exists only in 0.1. */
function lineFor(kind: DocumentKind, requested: UtcpLine): UtcpLine {
  return kind === 'providersFile' ? '0.1' : requested;
}

function hintFor(
  line: UtcpLine,
  kind: DocumentKind,
  guess: ReturnType<typeof guessLine>,
  valid: boolean,
  requestedLine: UtcpLine | 'auto',
): Hint | undefined {
  if (kind === 'providersFile' && requestedLine !== 'auto' && requestedLine !== '0.1')
    return {
      text: `A providers file exists only in UTCP 0.1, so it was checked as 0.1; from 1.0 on, a client configuration lists manual_call_templates instead.`,
      link: {to: '/migration-v0.1-to-v1.0', label: 'Migration guide'},
    };
  if (line !== '0.1' && guess.line === '0.1')
    return {
      text: `This document is in the UTCP 0.1 format: ${guess.reason} Choose version 0.1, or move it to 1.0 with the migration guide.`,
      link: {to: '/migration-v0.1-to-v1.0', label: 'Migration guide'},
    };
  if (line === '0.1' && guess.line !== '0.1' && !valid)
    return {
      text: `This document has no 0.1 construct (provider_type, tool_provider): it may be a ${LINE_LABELS[guess.line]} document.`,
    };
  if (line === '1.0' && guess.line === 'next' && !valid)
    return {
      text: `This document uses what only ${LINE_LABELS.next} knows (${guess.nextOnly.join('; ')}). Choose ${NEXT_NAME}, or keep to 1.0 constructs.`,
    };
  return undefined;
}

/** The result for a document that does not parse: one finding where the parser stopped. */
export function syntaxErrorResult(
  options: ValidateOptions,
  position: {line: number; column: number},
  message: string,
): ValidationResult {
  return {
    line: options.line === 'auto' ? '1.0' : options.line,
    kind: options.kind === 'auto' ? 'manual' : options.kind,
    detected: {line: options.line === 'auto', kind: options.kind === 'auto'},
    valid: false,
    syntaxError: {pointer: '', path: '(document)', line: position.line, column: position.column, message},
    errors: [],
    warnings: [],
  };
}

/** Where a parser stopped and what it says: the one finding for a document that does not parse. */
export interface SyntaxProblem {
  position: {line: number; column: number};
  message: string;
}

/**
 * Parses `text` with `parse` and checks the document; when `syntaxProblem` recognises what the
 * parser threw, the result is that one finding (anything else it throws is thrown on).
 */
export async function validateText(
  text: string,
  options: ValidateOptions,
  parse: (text: string) => ParsedJson,
  syntaxProblem: (error: unknown) => SyntaxProblem | undefined,
): Promise<ValidationResult> {
  let parsed: ParsedJson;
  try {
    parsed = parse(text);
  } catch (error) {
    const problem = syntaxProblem(error);
    if (!problem) throw error;
    return syntaxErrorResult(options, problem.position, problem.message);
  }
  return validateParsed(parsed, options);
}

export async function validateDocument(text: string, options: ValidateOptions): Promise<ValidationResult> {
  return validateText(text, options, parseJsonWithPositions, (error) =>
    error instanceof JsonSyntaxError
      ? {position: error.position, message: `Not valid JSON: ${error.message}`}
      : undefined,
  );
}

/**
 * Checks a document already parsed, with the positions of its keys and values:
 * the JSON parser's, or another format's (the studio's YAML editor).
 */
export async function validateParsed(parsed: ParsedJson, options: ValidateOptions): Promise<ValidationResult> {
  const value = parsed.value;
  const guess = guessLine(value);
  const kind = options.kind === 'auto' ? detectKind(value) : options.kind;
  const line = lineFor(kind, options.line === 'auto' ? guess.line : options.line);
  const validate = (await LOADERS[line]())[kind];
  if (!validate) throw new Error(`no ${kind} validator for ${line}`);
  const valid = validate(value);
  const errors = valid
    ? []
    : preciseErrors(validate.errors ?? []).map((error) =>
        error.keyword === 'additionalProperties'
          ? // Point at the unknown key itself, not at the object that holds it.
            finding(
              parsed,
              `${error.instancePath}/${escapePointer(String(error.params.additionalProperty))}`,
              error.instancePath === '' && kind === 'manual'
                ? `${describeError(error, undefined)} python-utcp and @utcp/sdk both refuse a manual with a key it does not define; to tie a manual to its schema, map the file in your editor instead of adding "$schema".`
                : describeError(error, undefined),
              true,
            )
          : finding(parsed, error.instancePath, describeError(error, valueAt(value, error.instancePath))),
      );
  const uniqueErrors = errors.filter(
    (item, i) => errors.findIndex((other) => other.pointer === item.pointer && other.message === item.message) === i,
  );
  uniqueErrors.sort((a, b) => a.line - b.line || a.column - b.column);
  // A "__proto__" key keeps its warning beside an error at the same key: the error does not say why it is risky.
  const warnings = sdkWarnings(parsed, kind, line).filter(
    (warning) => warning.rule === 'proto-member' || !errors.some((error) => error.pointer === warning.pointer),
  );
  warnings.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    line,
    kind,
    detected: {line: options.line === 'auto', kind: options.kind === 'auto'},
    valid,
    errors: uniqueErrors,
    warnings,
    summary: valid && kind === 'manual' ? summarizeManual(value) : undefined,
    hint: hintFor(line, kind, guess, valid, options.line),
    lineReason: options.line === 'auto' ? guess.reason : undefined,
  };
}
