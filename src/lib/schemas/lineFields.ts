/**
 * The fields each UTCP object defines on one protocol line, as
 * scripts/schemas/knownFields.ts derives them from the built schemas and the
 * /validate page reads them (src/lib/manualValidator/generated/known-fields.json).
 */
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
