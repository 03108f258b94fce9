/**
 * Validation of a manual written in YAML: js-yaml reads the value (YAML 1.2
 * core schema), the Lezer YAML parser tells where each key and value starts,
 * and the site's validator checks the value, so the studio shows the same
 * messages as for JSON, at the YAML line and column.
 */
import {yamlLanguage} from '@codemirror/lang-yaml';
import {YAMLException} from 'js-yaml';
import {
  validateText,
  type ParsedJson,
  type Position,
  type ValidateOptions,
  type ValidationResult,
} from '../manualValidator';
import {loadYaml} from './manualFormat';
import {yamlPositions} from './yamlCursor';

/** Line and column (1-based; columns in code points, as the JSON validator counts) of each offset. */
function positionFinder(text: string): (offset: number) => Position {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return {line: low + 1, column: [...text.slice(starts[low], offset)].length + 1, offset};
  };
}

/** A block mapping or sequence starts where its first entry does, not after the colon of its key. */
function skipSpace(text: string, offset: number): number {
  let at = offset;
  while (at < text.length && /\s/.test(text[at])) at += 1;
  return at;
}

/** Parses YAML into the validator's form; throws js-yaml's YAMLException on a syntax error. */
export function parseYamlWithPositions(text: string): ParsedJson {
  const value = loadYaml(text);
  const {values, keys} = yamlPositions(yamlLanguage.parser.parse(text), text);
  const at = positionFinder(text);
  const toPositions = (offsets: Map<string, number>) =>
    new Map([...offsets].map(([pointer, offset]) => [pointer, at(skipSpace(text, offset))]));
  return {value, values: toPositions(values), keys: toPositions(keys), protoKeys: []};
}

export async function validateYaml(text: string, options: ValidateOptions): Promise<ValidationResult> {
  return validateText(text, options, parseYamlWithPositions, (error) => {
    if (!(error instanceof YAMLException)) return undefined;
    const mark = (error as YAMLException & {mark?: {line: number; column: number}}).mark;
    return {
      position: {line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1},
      message: `Not valid YAML: ${error.reason}`,
    };
  });
}
