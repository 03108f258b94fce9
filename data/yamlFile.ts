/** Reading the YAML files of the data folders (prose of the reference pages). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

/**
 * The parsed content of a YAML file, and its path from the working directory (`source`, for the
 * messages of the schema check that follows); a syntax error throws with that path.
 */
export function readYamlFile(filePath: string): {source: string; data: unknown} {
  const source = path.relative(process.cwd(), filePath);
  try {
    return {source, data: parse(readFileSync(filePath, 'utf8')) as unknown};
  } catch (error) {
    throw new Error(`${source}: not valid YAML: ${(error as Error).message}`);
  }
}
