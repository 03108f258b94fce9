/** The Markdown pages below a folder. */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The .md and .mdx files below `dir` (every depth), relative to it with `/`, sorted. */
export function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (/\.mdx?$/.test(entry.name)) found.push(child);
    }
  };
  walk('');
  return found.sort();
}
