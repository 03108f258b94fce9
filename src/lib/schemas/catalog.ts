/**
 * The published schema files and what each covers, without the generator's
 * dependencies, so that the site's plugins (llms.txt) and the schema
 * generator (scripts/schemas) share them.
 */

import {NEXT_PIN_KEY, PINNED_VERSIONS, versionPin} from '../../config/versionPins';
import {NEXT_NAME} from '../../config/versions';

/** A docs version with published schemas, as /schema/<line>/ names it: 'next', '1.0', '0.1'... */
export type SchemaLine = string;

export const SCHEMA_SITE = 'https://utcp.io';

/** Every docs version of src/config/version-pins.json publishes its schemas. */
export const SCHEMA_LINES: readonly SchemaLine[] = PINNED_VERSIONS;

/** Whether a line still has 0.1's provider documents. */
export const isProviderLine = (line: SchemaLine): boolean => versionPin(line).line.startsWith('0.');

/** The files of each line, in the order the docs list them. */
export const SCHEMA_FILES: Readonly<Record<SchemaLine, string[]>> = Object.fromEntries(
  SCHEMA_LINES.map((line) => [
    line,
    isProviderLine(line)
      ? ['manual', 'tool', 'provider', 'auth', 'client-config', 'providers']
      : ['manual', 'tool', 'call-template', 'auth', 'client-config'],
  ]),
);

/** "UTCP 1.0", "UTCP Next (1.1)": how titles name a line. */
export function schemaLineName(line: SchemaLine): string {
  return line === NEXT_PIN_KEY ? `UTCP ${NEXT_NAME}` : `UTCP ${line}`;
}

const COVERS: Record<string, string> = {
  manual: 'a whole manual and its tools',
  tool: 'one tool with its call template',
  'call-template': 'a call template, one branch per call_template_type',
  provider: 'a provider, one branch per provider_type',
  auth: 'an auth object (api_key, basic, oauth2)',
  'client-config': 'a client configuration',
  providers: 'a providers file (list of providers)',
};

export const schemaFileUrl = (line: SchemaLine, name: string): string => `${SCHEMA_SITE}/schema/${line}/${name}.json`;

/** One entry per published schema: title, URL and what it covers. */
export function schemaCatalog(): {title: string; url: string; description: string}[] {
  return SCHEMA_LINES.flatMap((line) =>
    SCHEMA_FILES[line]!.map((name) => ({
      title: `${schemaLineName(line)} ${name}.json`,
      url: schemaFileUrl(line, name),
      description: `JSON Schema (draft 2020-12) of ${COVERS[name]}`,
    })),
  );
}
