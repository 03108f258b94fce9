/**
 * Links into the studio from other pages. Kept apart from urlState so that a
 * page linking here (the registry) does not bundle the compression code.
 */
export const MANUAL_PARAM = 'manual';

/** The query that makes /studio open a manual the site serves, such as a registry download. */
export function manualLinkQuery(manualPath: string): string {
  return `?${MANUAL_PARAM}=${encodeURIComponent(manualPath)}`;
}
