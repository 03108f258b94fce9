/**
 * The fields each UTCP object defines, per line, read from the built schemas.
 * python-utcp ignores any other key, so the /validate page reports them as
 * warnings (a misspelt field is silently dropped) rather than errors.
 */
import type {JsonSchema} from './build';
import {LINES, type Line} from './facts';

export interface LineFields {
  /** Key that names a template's transport: call_template_type (1.0, Next) or provider_type (0.1). */
  templateType: string;
  /** Key of a tool's template: tool_call_template (1.0, Next) or tool_provider (0.1). */
  toolTemplate: string;
  manual: string[];
  tool: string[];
  clientConfig: string[];
  /** Fields per template type. */
  templates: Record<string, string[]>;
  /** Fields per auth_type. */
  auth: Record<string, string[]>;
  /** Fields of one entry of a cli template's `commands` (1.0, Next). */
  cliCommand: string[];
}

const propertiesOf = (schema: unknown): string[] =>
  Object.keys(((schema as JsonSchema | undefined)?.properties ?? {}) as JsonSchema);

export function knownFields(schemas: Record<string, JsonSchema>): Record<Line, LineFields> {
  const result = {} as Record<Line, LineFields>;
  for (const line of LINES) {
    const file = (name: string): JsonSchema => schemas[`${line}/${name}.json`];
    const defs = (name: string): Record<string, JsonSchema> => (file(name).$defs ?? {}) as Record<string, JsonSchema>;
    const templateType = line === '0.1' ? 'provider_type' : 'call_template_type';
    const templateDefs = line === '0.1' ? defs('provider') : defs('call-template');
    const templates = Object.fromEntries(
      Object.entries(templateDefs)
        .filter(([, schema]) => propertiesOf(schema).includes(templateType))
        .map(([type, schema]) => [type, propertiesOf(schema)]),
    );
    result[line] = {
      templateType,
      toolTemplate: line === '0.1' ? 'tool_provider' : 'tool_call_template',
      manual: propertiesOf(file('manual')),
      tool: propertiesOf(file('tool')),
      clientConfig: propertiesOf(file('client-config')),
      templates,
      auth: Object.fromEntries(Object.entries(defs('auth')).map(([type, schema]) => [type, propertiesOf(schema)])),
      cliCommand: propertiesOf(templateDefs.cli_command),
    };
  }
  return result;
}
