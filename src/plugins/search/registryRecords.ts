import type {RegistryCategoryId} from '../../data/registry/categories';
import type {RegistryEntry} from '../../data/registry/types';

export interface RegistryRecord {
  url: string;
  content: string;
  language: 'en';
  meta: {title: string; section: 'Registry'};
  filters: {version: string[]; kind: ['registry']};
}

/**
 * One search record per API of the Tool Registry, opening the registry
 * filtered to that API: the registry page itself is indexed without its
 * cards, so a query about one API fetches a few hundred bytes, not the list.
 * Like the registry page, each record is found from every docs version.
 */
export function registryRecords(
  entries: readonly RegistryEntry[],
  categoryLabel: (id: RegistryCategoryId) => string,
  baseUrl: string,
  versions: readonly string[],
): RegistryRecord[] {
  return entries.map((entry) => ({
    url: `${baseUrl}registry?q=${encodeURIComponent(entry.name)}`,
    content: [
      `${entry.title}.`,
      entry.description,
      `Maintained by ${entry.maintainer}.`,
      `Category: ${categoryLabel(entry.category)}.`,
      `Manual name ${entry.name}, ${entry.toolCount} tools over ${entry.protocol.toUpperCase()}, described in ${entry.specFormat}.`,
      `Tools include ${entry.tools.map((tool) => tool.name).join(', ')}.`,
    ].join(' '),
    language: 'en',
    meta: {title: entry.title, section: 'Registry'},
    filters: {version: [...versions], kind: ['registry']},
  }));
}
