/**
 * The categories of the Tool Registry. Their ids appear in URLs
 * (`/registry?category=payments`), so renaming an id breaks shared links:
 * change labels freely, ids only with care.
 */
export const registryCategories = [
  {id: 'developer-tools', label: 'Developer tools'},
  {id: 'cloud', label: 'Cloud & infrastructure'},
  {id: 'communication', label: 'Communication'},
  {id: 'payments', label: 'Payments & finance'},
  {id: 'commerce', label: 'Commerce & shipping'},
  {id: 'productivity', label: 'Productivity & collaboration'},
  {id: 'media', label: 'Media & entertainment'},
  {id: 'travel', label: 'Travel, maps & transport'},
  {id: 'open-data', label: 'Open data & government'},
  {id: 'science', label: 'Science & research'},
  {id: 'ai', label: 'AI & language'},
  {id: 'security', label: 'Security & identity'},
  {id: 'marketing', label: 'Marketing & analytics'},
  {id: 'iot', label: 'IoT & devices'},
] as const;

export type RegistryCategory = (typeof registryCategories)[number];
export type RegistryCategoryId = RegistryCategory['id'];

export const registryCategoryIds: readonly RegistryCategoryId[] = registryCategories.map((c) => c.id);

export function isRegistryCategoryId(value: string): value is RegistryCategoryId {
  return (registryCategoryIds as readonly string[]).includes(value);
}

export function categoryLabel(id: RegistryCategoryId): string {
  return registryCategories.find((c) => c.id === id)?.label ?? id;
}
