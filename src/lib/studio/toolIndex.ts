/**
 * What the tool list shows of each tool, and its filter. The list keeps only
 * these summaries (a 1,200-tool manual's full tools stay in the worker) and
 * asks for the full tools of the page it shows.
 */
export interface ToolSummary {
  name: string;
  description: string;
  tags: string[];
  /** `GET`, or the call template type when it is not HTTP. */
  method: string;
  /** The URL or path the call template names, '' when it has none. */
  path: string;
  templateType: string;
}

export interface ToolFilter {
  /** Matched, case-insensitively, against the name, the description and the path. */
  text: string;
  /** An exact tag, or '' for any. */
  tag: string;
}

export const TOOLS_PER_PAGE = 20;

/** Descriptions are cut for the list; the card asks for the whole tool. */
const DESCRIPTION_CHARS = 240;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tools of a parsed manual; undefined when it has no tools list. */
export function toolsOf(manual: unknown): Array<Record<string, unknown> & {name: string}> | undefined {
  if (!isObject(manual) || !Array.isArray(manual.tools)) return undefined;
  return manual.tools.filter(
    (tool): tool is Record<string, unknown> & {name: string} => isObject(tool) && typeof tool.name === 'string',
  );
}

export function summarizeTool(tool: Record<string, unknown> & {name: string}): ToolSummary {
  const template = isObject(tool.tool_call_template) ? tool.tool_call_template : {};
  const templateType = typeof template.call_template_type === 'string' ? template.call_template_type : '';
  const method = typeof template.http_method === 'string' ? template.http_method : templateType;
  const description = typeof tool.description === 'string' ? tool.description : '';
  return {
    name: tool.name,
    description: description.length > DESCRIPTION_CHARS ? `${description.slice(0, DESCRIPTION_CHARS)}…` : description,
    tags: Array.isArray(tool.tags) ? tool.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    method,
    path: typeof template.url === 'string' ? template.url : '',
    templateType,
  };
}

/** Every tag once, in the order tools first use them. */
export function tagsOf(tools: readonly ToolSummary[]): string[] {
  return [...new Set(tools.flatMap((tool) => tool.tags))];
}

export function filterTools(tools: readonly ToolSummary[], filter: ToolFilter): ToolSummary[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((tool) => {
    if (filter.tag && !tool.tags.includes(filter.tag)) return false;
    if (words.length === 0) return true;
    const haystack = `${tool.name}\n${tool.path}\n${tool.method}\n${tool.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The page (0-based) that holds the tool `name` in a filtered list, or undefined. */
export function pageOf(tools: readonly ToolSummary[], name: string | undefined): number | undefined {
  if (name === undefined) return undefined;
  const index = tools.findIndex((tool) => tool.name === name);
  return index === -1 ? undefined : Math.floor(index / TOOLS_PER_PAGE);
}
