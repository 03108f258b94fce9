/** Where each docs version's API reference lives: the folder in the repository and the URL prefix. */
export type ApiVersion = '1.0' | 'next';

export const API_DIRS: Record<ApiVersion, string> = {
  '1.0': 'versioned_docs/version-1.0/api',
  next: 'docs/api',
};

export const API_URL_PREFIX: Record<ApiVersion, string> = {
  '1.0': '/api',
  next: '/next/api',
};

/** The same map with `/<sub>` appended to every path (the TypeScript reference sits below the Python one). */
export function below(paths: Record<ApiVersion, string>, sub: string): Record<ApiVersion, string> {
  return {'1.0': `${paths['1.0']}/${sub}`, next: `${paths.next}/${sub}`};
}
