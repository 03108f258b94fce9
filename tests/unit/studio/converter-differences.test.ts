/**
 * The Studio's rules for python-utcp's converter (src/lib/studio/converterDifferences.ts)
 * against python-utcp's own output at fd30247 on the test fixtures, as
 * scripts/studio/record-python-conversions.ts recorded it: the predicted tools
 * must equal the recorded ones, tool by tool.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OpenApiConverter} from 'utcp-http-11';
import {compareConverters, predictPythonTools} from '../../../src/lib/studio/converterDifferences';
import {
  ALL_FIXTURE_ENTRIES,
  FIXTURE_COMMAND,
  SCALE_ENTRIES,
  fixtureFile,
} from '../../../scripts/studio/registryFixtureLib';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'studio');

interface Recorded {
  commit: string;
  results: Array<{
    name: string;
    tools: Array<{name: string; body_field: string | null; properties: string[]; required: string[]}>;
  }>;
}

const recorded = JSON.parse(readFileSync(path.join(FIXTURES, 'python-conversions.json'), 'utf8')) as Recorded;

function description(name: string): Record<string, unknown> {
  const file =
    name === 'converter-cases'
      ? path.join(FIXTURES, 'converter-cases.json')
      : fixtureFile(
          ROOT,
          ALL_FIXTURE_ENTRIES.find((entry) => entry.name === name)!,
        );
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`${FIXTURE_COMMAND}\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function studioTools(spec: Record<string, unknown>) {
  const quiet = console.warn;
  console.warn = () => undefined;
  try {
    return JSON.parse(JSON.stringify(new OpenApiConverter(spec).convert().tools)) as Array<
      Record<string, unknown> & {name: string}
    >;
  } finally {
    console.warn = quiet;
  }
}

describe("python-utcp's converter, predicted and recorded", () => {
  it('was recorded at the Next pin and for every fixture', () => {
    expect(recorded.commit.startsWith('fd30247')).toBe(true);
    expect(recorded.results.map((result) => result.name)).toEqual([
      'converter-cases',
      ...ALL_FIXTURE_ENTRIES.map((entry) => entry.name),
    ]);
  });

  for (const result of recorded.results) {
    it(`predicts every tool python-utcp makes of ${result.name}`, () => {
      const predicted = predictPythonTools(description(result.name)).map((tool) => ({
        name: tool.name,
        body_field: tool.bodyField,
        properties: tool.properties,
        required: tool.required,
      }));
      expect(predicted).toEqual(result.tools);
    });
  }

  it('names the rule behind each difference of the small cases', () => {
    const spec = description('converter-cases');
    const {tools} = compareConverters(spec, studioTools(spec));
    const rules = Object.fromEntries(Object.entries(tools).map(([name, list]) => [name, list.map((d) => d.rule)]));
    expect(rules).toEqual({
      addNoteForm: ['body-form-only'],
      replaceNotes: ['required-body'],
      editNote: ['body-ref-escaped'],
      deleteNote: ['body-request-ref'],
    });
  });

  it('counts the tools whose body python-utcp leaves out in the five large descriptions', () => {
    let bodies = 0;
    for (const entry of SCALE_ENTRIES) {
      const spec = description(entry.name);
      const tools = studioTools(spec);
      expect(tools).toHaveLength(entry.tools);
      const comparison = compareConverters(spec, tools);
      bodies += Object.values(comparison.tools).filter((list) => list.some((d) => d.rule.startsWith('body-'))).length;
      expect(comparison.missing).toEqual([]);
    }
    // Issue 37 counted 45 by hand; the rules find the same number.
    expect(bodies).toBe(45);
  }, 120_000);
});
