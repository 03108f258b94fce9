/**
 * The published schema files and what each covers, without the generator's
 * dependencies, so that the site's plugins (llms.txt) and the schema
 * generator (scripts/schemas) share them.
 */

export type SchemaLine = '1.0' | 'next' | '0.1';

export const SCHEMA_SITE = 'https://utcp.io';

/** The files of each line, in the order the docs list them. */
export const SCHEMA_FILES: Record<SchemaLine, string[]> = {
  '1.0': ['manual', 'tool', 'call-template', 'auth', 'client-config'],
  next: ['manual', 'tool', 'call-template', 'auth', 'client-config'],
  '0.1': ['manual', 'tool', 'provider', 'auth', 'client-config', 'providers'],
};

const LINE_NAMES: Record<SchemaLine, string> = {'1.0': 'UTCP 1.0', next: 'UTCP Next (1.1)', '0.1': 'UTCP 0.1'};

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
  return (Object.keys(SCHEMA_FILES) as SchemaLine[]).flatMap((line) =>
    SCHEMA_FILES[line].map((name) => ({
      title: `${LINE_NAMES[line]} ${name}.json`,
      url: schemaFileUrl(line, name),
      description: `JSON Schema (draft 2020-12) of ${COVERS[name]}`,
    })),
  );
}
