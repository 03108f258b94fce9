/**
 * A manual in the studio is JSON or YAML text. The format follows the text (a
 * document that opens with `{` or `[` is JSON), so pasting YAML switches the
 * editor to YAML; converting rewrites the text in the other format.
 */
import {CORE_SCHEMA, dump, load} from 'js-yaml';

export type ManualFormat = 'json' | 'yaml';

export const FORMAT_LABELS: Record<ManualFormat, string> = {json: 'JSON', yaml: 'YAML'};

export function detectFormat(text: string): ManualFormat {
  const trimmed = text.trimStart();
  return trimmed === '' || trimmed.startsWith('{') || trimmed.startsWith('[') ? 'json' : 'yaml';
}

/**
 * Reads YAML the way JSON tools expect: the YAML 1.2 core schema (no dates,
 * no `yes`/`no` booleans), so a value means the same as in the JSON form.
 */
export function loadYaml(text: string): unknown {
  return load(text, {schema: CORE_SCHEMA});
}

/** The manual's value, or undefined when the text does not parse in its format. */
export function readManual(text: string): unknown {
  try {
    return detectFormat(text) === 'json' ? (JSON.parse(text) as unknown) : loadYaml(text);
  } catch {
    return undefined;
  }
}

export function formatManual(value: unknown, format: ManualFormat): string {
  return format === 'json'
    ? `${JSON.stringify(value, null, 2)}\n`
    : dump(value, {schema: CORE_SCHEMA, lineWidth: -1, noRefs: true});
}

export const FORMAT_FILES: Record<ManualFormat, {name: string; type: string}> = {
  json: {name: 'manual.json', type: 'application/json'},
  yaml: {name: 'manual.yaml', type: 'application/yaml'},
};
