/**
 * Structural check of the generated registry index (index.json). The unit
 * tests run it on the committed file; it returns every problem found rather
 * than stopping at the first, so one run of the tests shows them all.
 */
import {isRegistryCategoryId} from './categories';
import type {RegistryAuthKind, RegistryIndex} from './types';

const AUTH_KINDS: readonly RegistryAuthKind[] = ['none', 'api_key', 'bearer', 'basic', 'oauth2', 'openid_connect'];
const NAME = /^[a-z][a-z0-9_]*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

export function validateRegistryIndex(data: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(data)) {
    return ['the index is not an object'];
  }
  const budget = data.budget;
  if (!isObject(budget) || typeof budget.manualMaxBytes !== 'number' || typeof budget.totalMaxBytes !== 'number') {
    problems.push('budget: manualMaxBytes and totalMaxBytes must be numbers');
  }
  for (const key of ['source', 'converter'] as const) {
    const value = data[key];
    if (!isObject(value) || !nonEmpty(value.package) || !nonEmpty(value.version)) {
      problems.push(`${key}: package and version are required`);
    }
  }
  if (!Array.isArray(data.entries)) {
    problems.push('entries: must be an array');
    return problems;
  }
  const names = new Set<string>();
  data.entries.forEach((raw: unknown, i: number) => {
    const at = isObject(raw) && typeof raw.name === 'string' ? raw.name : `entries[${i}]`;
    if (!isObject(raw)) {
      problems.push(`${at}: not an object`);
      return;
    }
    const e = raw;
    if (typeof e.name !== 'string' || !NAME.test(e.name)) problems.push(`${at}: name must match ${NAME}`);
    else if (names.has(e.name)) problems.push(`${at}: duplicate name`);
    else names.add(e.name);
    for (const field of ['title', 'description', 'maintainer', 'version', 'specFormat'] as const) {
      if (!nonEmpty(e[field])) problems.push(`${at}: ${field} is empty`);
    }
    if (typeof e.category !== 'string' || !isRegistryCategoryId(e.category))
      problems.push(`${at}: unknown category ${String(e.category)}`);
    if (!isWebUrl(e.docsUrl)) problems.push(`${at}: docsUrl is not a web URL`);
    if (!isHttpsUrl(e.openapiUrl)) problems.push(`${at}: openapiUrl must be HTTPS`);
    if (e.upstreamUrl !== null && !isHttpsUrl(e.upstreamUrl)) problems.push(`${at}: upstreamUrl must be HTTPS or null`);
    if (e.protocol !== 'http') problems.push(`${at}: protocol must be http`);
    if (typeof e.unofficial !== 'boolean') problems.push(`${at}: unofficial must be a boolean`);
    if (
      !Array.isArray(e.auth) ||
      e.auth.length === 0 ||
      !e.auth.every((k) => AUTH_KINDS.includes(k as RegistryAuthKind))
    ) {
      problems.push(`${at}: auth must list known kinds`);
    }
    if (typeof e.toolCount !== 'number' || !Number.isInteger(e.toolCount) || e.toolCount < 1)
      problems.push(`${at}: toolCount must be a positive integer`);
    if (
      !Array.isArray(e.tools) ||
      e.tools.length === 0 ||
      e.tools.length > (typeof e.toolCount === 'number' ? e.toolCount : 0)
    ) {
      problems.push(`${at}: tools must preview between 1 and toolCount tools`);
    } else if (!e.tools.every((t) => isObject(t) && nonEmpty(t.name) && typeof t.description === 'string')) {
      problems.push(`${at}: every previewed tool needs a name and a description string`);
    }
    if (e.manual !== null) {
      const m = e.manual;
      if (
        !isObject(m) ||
        m.path !== `/manuals/${String(e.name)}.json` ||
        typeof m.bytes !== 'number' ||
        !['none', 'outputs', 'schemas'].includes(String(m.trim))
      ) {
        problems.push(`${at}: manual must be null or {path: /manuals/<name>.json, bytes, trim}`);
      }
    }
    const t = e.callTemplate;
    if (
      !isObject(t) ||
      t.name !== e.name ||
      t.call_template_type !== 'http' ||
      t.http_method !== 'GET' ||
      t.url !== e.openapiUrl
    ) {
      problems.push(`${at}: callTemplate must be {name, call_template_type: http, http_method: GET, url: openapiUrl}`);
    }
  });
  return problems;
}

export function assertRegistryIndex(data: unknown): asserts data is RegistryIndex {
  const problems = validateRegistryIndex(data);
  if (problems.length > 0) {
    throw new Error(`Invalid registry index:\n${problems.join('\n')}`);
  }
}
