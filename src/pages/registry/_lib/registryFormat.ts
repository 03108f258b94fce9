/** Display helpers of the Tool Registry cards. */
import type {RegistryAuthKind, RegistryManualTrim} from '../../../data/registry/types';

const AUTH_LABELS: Record<RegistryAuthKind, string> = {
  none: 'No authentication declared',
  api_key: 'API key',
  bearer: 'Bearer token',
  basic: 'Basic auth',
  oauth2: 'OAuth 2.0',
  openid_connect: 'OpenID Connect',
};

export function authLabel(kinds: readonly RegistryAuthKind[]): string {
  return kinds.map((kind) => AUTH_LABELS[kind]).join(', ');
}

/** Sizes of downloads: '812 B', '14 KB', '1.4 MB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What a trimmed download leaves out, or null for a complete manual. */
export function trimNote(trim: RegistryManualTrim): string | null {
  switch (trim) {
    case 'outputs':
      return 'Output schemas removed to fit the download budget; registering the call template yields them.';
    case 'schemas':
      return 'Output schemas removed and deep input schemas shortened to fit the download budget; registering the call template yields the full manual.';
    default:
      return null;
  }
}

/** The call template as it goes on the clipboard: pretty-printed JSON. */
export function callTemplateJson(template: object): string {
  return JSON.stringify(template, null, 2);
}
