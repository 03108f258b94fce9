/**
 * Citation markers (`{/* behaviour: … *\/}`, `{/* trace: … *\/}`, `{/* site: … *\/}`) that the behaviour check
 * (scripts/behaviour/citations.ts) reads in prose kept in TypeScript strings; readers never see them.
 */
const CITATION_MARKER = /\s*\{\/\*\s*(?:behaviour|trace|site):[^*]*\*\/\}/g;

export function withoutCitationMarkers(text: string): string {
  return text.replace(CITATION_MARKER, '');
}
