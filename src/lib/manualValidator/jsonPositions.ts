/**
 * A small JSON parser that remembers where each value and each key starts, so
 * that a schema error (a JSON pointer) can be shown with its line and column.
 * It accepts exactly JSON (RFC 8259) and reports syntax errors with a position.
 *
 * Lines end at LF, CRLF or a lone CR; columns count Unicode code points, so an
 * emoji is one column. Every member becomes an own property (as JSON.parse
 * does), so a `"__proto__"` key never changes an object's prototype.
 */
import {escapePointer} from '../jsonPointer';

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column, in code points. */
  column: number;
  /** 0-based offset in the text. */
  offset: number;
}

export interface ParsedJson {
  value: unknown;
  /** JSON pointer (`/tools/0/name`, '' for the root) => where its value starts. */
  values: Map<string, Position>;
  /** JSON pointer of a member => where its key starts. */
  keys: Map<string, Position>;
  /** Pointers of members named `__proto__`, which some JavaScript tools treat as the prototype. */
  protoKeys: string[];
}

/** Deeper nesting is refused: no UTCP document needs it, and it keeps the parser off the stack limit. */
export const MAX_DEPTH = 512;

const NUMBER_OR_LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Sets a member as an own, enumerable property, whatever its name. */
function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, {value, enumerable: true, writable: true, configurable: true});
}

/** The code-unit offset of a 1-based line and code-point column, as the parser counts them. */
export function offsetOfPosition(text: string, line: number, column: number): number {
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  for (let current = 1; current < line && i < text.length; i += 1) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) current += 1;
  }
  for (let col = 1; col < column && i < text.length; col += 1) {
    i += isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
  }
  return i;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

export {escapePointer};

export function parseJsonWithPositions(text: string): ParsedJson {
  let i = 0;
  let line = 1;
  let lineStart = 0;
  /** Surrogate pairs between lineStart and i: each is two code units but one column. */
  let pairs = 0;
  let depth = 0;
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();
  const protoKeys: string[] = [];

  const here = (): Position => ({line, column: i - lineStart - pairs + 1, offset: i});
  const fail = (message: string): never => {
    throw new JsonSyntaxError(message, here());
  };
  const describe = (): string =>
    i >= text.length ? 'the end of the text' : `"${String.fromCodePoint(text.codePointAt(i)!)}"`;

  const skipWhitespace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\n' || c === '\r') {
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line += 1;
        lineStart = i;
        pairs = 0;
      } else if (c === ' ' || c === '\t') {
        i += 1;
      } else {
        break;
      }
    }
  };

  const parseString = (): string => {
    i += 1; // opening quote
    let out = '';
    while (true) {
      if (i >= text.length) fail('This string is never closed (a " is missing).');
      const c = text[i];
      if (c === '"') {
        i += 1;
        return out;
      }
      if (c === '\n' || c === '\r') fail('A string cannot span lines; close it with " or write \\n.');
      if (c === '\\') {
        const next = text[i + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (next in simple) {
          out += simple[next];
          i += 2;
        } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          fail('Unknown escape in a string.');
        }
        continue;
      }
      if (c < ' ') fail('A control character must be escaped inside a string.');
      if (isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1))) {
        out += text.slice(i, i + 2);
        i += 2;
        pairs += 1;
        continue;
      }
      out += c;
      i += 1;
    }
  };

  /** Steps over `close` when it comes next, leaving the object or list it ends. */
  const closes = (close: '}' | ']'): boolean => {
    if (text[i] !== close) return false;
    i += 1;
    depth -= 1;
    return true;
  };

  const parseValue = (pointer: string): unknown => {
    skipWhitespace();
    values.set(pointer, here());
    const c = text[i];
    if ((c === '{' || c === '[') && depth >= MAX_DEPTH)
      fail(`Objects and lists are nested more than ${MAX_DEPTH} levels deep here; no UTCP document needs that.`);
    if (c === '{') {
      i += 1;
      depth += 1;
      const object: Record<string, unknown> = {};
      skipWhitespace();
      if (closes('}')) return object;
      while (true) {
        skipWhitespace();
        if (text[i] === "'") fail('JSON strings use double quotes, not single quotes.');
        if (text[i] !== '"')
          fail(
            text[i] === '}'
              ? 'A comma before } is not allowed in JSON.'
              : `Expected a quoted key here, found ${describe()}.`,
          );
        const keyPosition = here();
        const key = parseString();
        const memberPointer = `${pointer}/${escapePointer(key)}`;
        keys.set(memberPointer, keyPosition);
        if (key === '__proto__') protoKeys.push(memberPointer);
        skipWhitespace();
        if (text[i] !== ':') fail(`Expected ":" after the key "${key}", found ${describe()}.`);
        i += 1;
        setMember(object, key, parseValue(memberPointer));
        skipWhitespace();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (closes('}')) return object;
        fail(`Expected "," or "}" after a value, found ${describe()}.`);
      }
    }
    if (c === '[') {
      i += 1;
      depth += 1;
      const array: unknown[] = [];
      skipWhitespace();
      if (closes(']')) return array;
      while (true) {
        array.push(parseValue(`${pointer}/${array.length}`));
        skipWhitespace();
        if (text[i] === ',') {
          i += 1;
          skipWhitespace();
          if (text[i] === ']') fail('A comma before ] is not allowed in JSON.');
          continue;
        }
        if (closes(']')) return array;
        fail(`Expected "," or "]" after an item, found ${describe()}.`);
      }
    }
    if (c === '"') return parseString();
    NUMBER_OR_LITERAL.lastIndex = i;
    const literal = NUMBER_OR_LITERAL.exec(text);
    if (literal) {
      i += literal[0].length;
      return JSON.parse(literal[0]) as unknown;
    }
    if (c === "'") fail('JSON strings use double quotes, not single quotes.');
    return fail(`Expected a value here, found ${describe()}.`);
  };

  // A byte order mark, as some Windows editors write, is skipped and not counted as a column.
  if (text.startsWith('\uFEFF')) {
    i = 1;
    lineStart = 1;
  }
  skipWhitespace();
  if (i >= text.length) fail('The text is empty.');
  const value = parseValue('');
  skipWhitespace();
  if (i < text.length) fail(`Unexpected ${describe()} after the end of the JSON value.`);
  return {value, values, keys, protoKeys};
}
