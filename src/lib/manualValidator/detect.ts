/** Guesses what a parsed document is and which UTCP line it follows. */

export type DocumentKind = 'manual' | 'callTemplate' | 'clientConfig';
export type UtcpLine = '1.0' | 'next' | '0.1';

export const KIND_LABELS: Record<DocumentKind, string> = {
  manual: 'manual',
  callTemplate: 'call template',
  clientConfig: 'client configuration',
};

export const LINE_LABELS: Record<UtcpLine, string> = {
  '1.0': 'UTCP 1.0',
  next: 'UTCP Next (1.1)',
  '0.1': 'UTCP 0.1',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when a key occurs anywhere in the value. */
export function hasKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKey(item, key));
  if (!isObject(value)) return false;
  return key in value || Object.values(value).some((child) => hasKey(child, key));
}

/** 0.1 named transports `provider_type` (and tools' `tool_provider`); 1.0 and later say `call_template_type`. */
export function detectLine(value: unknown): UtcpLine {
  return hasKey(value, 'provider_type') || hasKey(value, 'tool_provider') ? '0.1' : '1.0';
}

/** Keys only a 1.0 client configuration has. */
export const CLIENT_CONFIG_ONLY_KEYS = [
  'manual_call_templates',
  'load_variables_from',
  'tool_repository',
  'tool_search_strategy',
  'post_processing',
];

/** Also `providers_file_path` (0.1) and `variables`, which a lone config may have. */
const CLIENT_CONFIG_KEYS = [...CLIENT_CONFIG_ONLY_KEYS, 'providers_file_path', 'variables'];

export function detectKind(value: unknown): DocumentKind {
  if (!isObject(value)) return 'manual';
  if ('tools' in value) return 'manual';
  if ('call_template_type' in value || 'provider_type' in value) return 'callTemplate';
  if (CLIENT_CONFIG_KEYS.some((key) => key in value)) return 'clientConfig';
  return 'manual';
}
