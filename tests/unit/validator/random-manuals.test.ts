/**
 * Random and hostile documents for the /validate parser and validator, from a
 * seeded generator (the same documents on every run): deep nesting, `__proto__`
 * and `constructor` keys, lone surrogates, emoji, a byte order mark, LF, CRLF
 * and CR-only line breaks, and a 5 MB manual. Each must parse as JSON.parse
 * does (or fail with a position), keep positions that point at the value they
 * name, and get the verdict of the standalone published schema.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {validateDocument} from '../../../src/lib/manualValidator';
import {
  JsonSyntaxError,
  offsetOfPosition,
  parseJsonWithPositions,
} from '../../../src/lib/manualValidator/jsonPositions';
import {pointerTokens} from '../../../src/lib/jsonPointer';
import {checkSchema} from '../../schemas/published';

/** mulberry32: a small seeded generator, so failures reproduce. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['__proto__', 'constructor', 'tools', 'name', 'provider_type', '\u{1F600}', 'a/b~c', '', 'toString'];
const STRINGS = ['x', '\u{1F600}\u{1F600}', '\ud800', 'line\nbreak', 'https://api.example/x', '"quoted"', ''];

function value(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth > 5 || pick < 0.35) {
    const scalars = [null, true, false, 0, -1.5e3, 1234567890123, ...STRINGS];
    return scalars[Math.floor(next() * scalars.length)];
  }
  if (pick < 0.6) return Array.from({length: Math.floor(next() * 4)}, () => value(next, depth + 1));
  const object: Record<string, unknown> = {};
  for (let n = Math.floor(next() * 4); n > 0; n -= 1) {
    Object.defineProperty(object, KEYS[Math.floor(next() * KEYS.length)], {
      value: value(next, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

const BREAKS = ['\n', '\r\n', '\r'];

/** JSON text with the given line break and indentation, and sometimes a byte order mark. */
function serialize(input: unknown, next: () => number): string {
  const lineBreak = BREAKS[Math.floor(next() * BREAKS.length)];
  const text = JSON.stringify(input, null, next() < 0.5 ? 2 : '\t').replace(/\n/g, lineBreak);
  return next() < 0.2 ? `\uFEFF${text}` : text;
}

const valueAt = (root: unknown, pointer: string): unknown =>
  pointerTokens(pointer).reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object' && Object.prototype.hasOwnProperty.call(current, key)
        ? (current as Record<string, unknown>)[key]
        : undefined,
    root,
  );

describe('the validator on random and hostile JSON', () => {
  it('parses like JSON.parse and keeps every position on the value it names', () => {
    const next = random(20261125);
    for (let round = 0; round < 300; round += 1) {
      const text = serialize(value(next, 0), next);
      const parsed = parseJsonWithPositions(text);
      expect(parsed.value, `round ${round}`).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
      for (const [pointer, position] of parsed.values) {
        const offset = offsetOfPosition(text, position.line, position.column);
        expect(offset, `round ${round} ${pointer}`).toBe(position.offset);
        const first = JSON.stringify(valueAt(parsed.value, pointer))[0];
        expect(text[offset], `round ${round} ${pointer}`).toBe(first);
      }
      if (parsed.value !== null && typeof parsed.value === 'object')
        expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(parsed.value));
    }
  });

  it('reports broken text with a position inside it instead of throwing anything else', () => {
    const next = random(7);
    for (let round = 0; round < 300; round += 1) {
      const text = serialize(value(next, 0), next);
      const cut = text.slice(0, Math.floor(next() * text.length));
      const broken = cut + ['}', ',', "'", '\r', '\u0001'][Math.floor(next() * 5)];
      try {
        parseJsonWithPositions(broken);
      } catch (error) {
        expect(error, `round ${round}`).toBeInstanceOf(JsonSyntaxError);
        const {line, column, offset} = (error as JsonSyntaxError).position;
        expect(offsetOfPosition(broken, line, column), `round ${round}`).toBe(offset);
      }
    }
  });

  it('gives the verdict of the standalone schema, for random tools and hostile keys', async () => {
    const next = random(99);
    const template = {name: 'w', call_template_type: 'http', url: 'https://api.example/x'};
    for (let round = 0; round < 150; round += 1) {
      const manual: Record<string, unknown> = {
        tools: [{name: 't', description: 'd', tool_call_template: template, inputs: value(next, 2)}],
      };
      if (next() < 0.3)
        Object.defineProperty(manual, KEYS[Math.floor(next() * 3)], {value: value(next, 4), enumerable: true});
      const text = serialize(manual, next);
      const result = await validateDocument(text, {kind: 'manual', line: '1.0'});
      const expected = checkSchema('1.0', 'manual', JSON.parse(text.replace(/^\uFEFF/, ''))).valid;
      expect(result.valid, `round ${round}: ${text.slice(0, 200)}`).toBe(expected);
    }
  });

  it('handles deep nesting and a 5 MB manual', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const result = await validateDocument(deep, {kind: 'auto', line: 'auto'});
    expect(result.syntaxError?.message).toMatch(/nested more than/);

    const ably = JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', '..', 'static', 'manuals', 'ably.json'), 'utf8'),
    ) as {
      tools: unknown[];
    };
    const tools: unknown[] = [];
    let text = '';
    while (text.length < 5_000_000) {
      tools.push(...ably.tools);
      text = JSON.stringify({...ably, tools}, null, 1);
    }
    const big = await validateDocument(text, {kind: 'auto', line: 'auto'});
    expect(big.valid).toBe(true);
    expect(big.summary!.toolCount).toBe(tools.length);
  }, 60_000);
});
