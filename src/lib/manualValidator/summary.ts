/** What a valid manual contains, for the page's summary. */

export interface ManualSummary {
  toolCount: number;
  /** Transport name => number of tools using it. */
  callTemplateTypes: Record<string, number>;
  /** Auth kind => number of tools using it (`none` for tools without auth). */
  authKinds: Record<string, number>;
  /** Tags in use, most frequent first (at most ten). */
  tags: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bump = (counts: Record<string, number>, key: string): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export function summarizeManual(manual: unknown): ManualSummary {
  const tools = isObject(manual) && Array.isArray(manual.tools) ? manual.tools : [];
  const callTemplateTypes: Record<string, number> = {};
  const authKinds: Record<string, number> = {};
  const tagCounts: Record<string, number> = {};
  for (const tool of tools) {
    if (!isObject(tool)) continue;
    const template = isObject(tool.tool_call_template)
      ? tool.tool_call_template
      : isObject(tool.tool_provider)
        ? tool.tool_provider
        : {};
    const type = template.call_template_type ?? template.provider_type;
    bump(callTemplateTypes, typeof type === 'string' ? type : 'unknown');
    bump(
      authKinds,
      isObject(template.auth) && typeof template.auth.auth_type === 'string' ? template.auth.auth_type : 'none',
    );
    if (Array.isArray(tool.tags)) for (const tag of tool.tags) if (typeof tag === 'string') bump(tagCounts, tag);
  }
  const tags = Object.entries(tagCounts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([tag]) => tag);
  return {toolCount: tools.length, callTemplateTypes, authKinds, tags};
}
