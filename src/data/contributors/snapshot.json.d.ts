// The snapshot is typed `unknown` on purpose: index.ts validates it before use.
declare const snapshot: unknown;
export default snapshot;
