/**
 * Which kind of UTCP object a JSON example shows, from its keys alone. Kept
 * apart from validate.ts, which registers checks in @utcp/sdk's registries
 * when imported, so that the schema tests can classify without that.
 */

import {CLIENT_CONFIG_ONLY_KEYS} from '../../../src/lib/manualValidator/detect';

export type Kind = 'manual' | 'tool' | 'call template' | 'auth' | 'client config';
export const KINDS: Kind[] = ['manual', 'tool', 'call template', 'auth', 'client config'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Which kind of UTCP object a parsed JSON value is, or null for other JSON. */
export function classify(value: unknown): Kind | null {
  if (!isObject(value)) return null;
  if ('utcp_version' in value && 'tools' in value) return 'manual';
  if (CLIENT_CONFIG_ONLY_KEYS.some((key) => key in value)) return 'client config';
  if ('tool_call_template' in value) return 'tool';
  if ('call_template_type' in value) return 'call template';
  if ('auth_type' in value) return 'auth';
  return null;
}
