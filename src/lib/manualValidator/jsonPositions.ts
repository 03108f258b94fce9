/**
 * A small JSON parser that remembers where each value and each key starts, so
 * that a schema error (a JSON pointer) can be shown with its line and column.
 * It accepts exactly JSON (RFC 8259) and reports syntax errors with a position.
 */
import {escapePointer} from '../jsonPointer';

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column. */
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
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();

  const here = (): Position => ({line, column: i - lineStart + 1, offset: i});
  const fail = (message: string): never => {
    throw new JsonSyntaxError(message, here());
  };
  const describe = (): string => (i >= text.length ? 'the end of the text' : `"${text[i]}"`);

  const skipWhitespace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\n') {
        i += 1;
        line += 1;
        lineStart = i;
      } else if (c === ' ' || c === '\t' || c === '\r') {
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
      if (c === '\n') fail('A string cannot span lines; close it with " or write \\n.');
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
      out += c;
      i += 1;
    }
  };

  const parseValue = (pointer: string): unknown => {
    skipWhitespace();
    values.set(pointer, here());
    const c = text[i];
    if (c === '{') {
      i += 1;
      const object: Record<string, unknown> = {};
      skipWhitespace();
      if (text[i] === '}') {
        i += 1;
        return object;
      }
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
        skipWhitespace();
        if (text[i] !== ':') fail(`Expected ":" after the key "${key}", found ${describe()}.`);
        i += 1;
        object[key] = parseValue(memberPointer);
        skipWhitespace();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === '}') {
          i += 1;
          return object;
        }
        fail(`Expected "," or "}" after a value, found ${describe()}.`);
      }
    }
    if (c === '[') {
      i += 1;
      const array: unknown[] = [];
      skipWhitespace();
      if (text[i] === ']') {
        i += 1;
        return array;
      }
      while (true) {
        array.push(parseValue(`${pointer}/${array.length}`));
        skipWhitespace();
        if (text[i] === ',') {
          i += 1;
          skipWhitespace();
          if (text[i] === ']') fail('A comma before ] is not allowed in JSON.');
          continue;
        }
        if (text[i] === ']') {
          i += 1;
          return array;
        }
        fail(`Expected "," or "]" after an item, found ${describe()}.`);
      }
    }
    if (c === '"') return parseString();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 64));
    if (literal) {
      i += literal[0].length;
      return JSON.parse(literal[0]) as unknown;
    }
    if (c === "'") fail('JSON strings use double quotes, not single quotes.');
    return fail(`Expected a value here, found ${describe()}.`);
  };

  skipWhitespace();
  if (i >= text.length) fail('The text is empty.');
  const value = parseValue('');
  skipWhitespace();
  if (i < text.length) fail(`Unexpected ${describe()} after the end of the JSON value.`);
  return {value, values, keys};
}
