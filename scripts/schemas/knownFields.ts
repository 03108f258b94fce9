/**
 * The fields each UTCP object defines, per line, read from the built schemas.
 * python-utcp ignores any other key, so the /validate page reports them as
 * warnings (a misspelt field is silently dropped) rather than errors.
 */
import type {JsonSchema} from './build';
import type {Line} from './facts';
import {VALIDATED_LINES} from './validatedLines';
import type {LineFields} from '../../src/lib/schemas/lineFields';

const propertiesOf = (schema: unknown): string[] =>
  Object.keys(((schema as JsonSchema | undefined)?.properties ?? {}) as JsonSchema);

export function knownFields(schemas: Record<string, JsonSchema>): Record<Line, LineFields> {
  const result = {} as Record<Line, LineFields>;
  for (const line of VALIDATED_LINES) {
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
