import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

export const BLOG_DIR = path.join(__dirname, '..', '..', 'blog');

export interface BlogPostFacts {
  file: string;
  slug: string;
  title: string;
  /** Publication year, taken from the date prefix of the file name. */
  year: string;
  tags: string[];
}

/** The posts of blog/ as their front matter declares them (files named YYYY-MM-DD-name.md or .mdx). */
export function readBlogPosts(dir: string = BLOG_DIR): BlogPostFacts[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
      if (!frontMatter) throw new Error(`${file} has no front matter`);
      const data = parse(frontMatter[1]) as {slug?: string; title?: string; tags?: string[]};
      if (!data.slug || !data.title) throw new Error(`${file} needs slug and title front matter`);
      return {file, slug: data.slug, title: data.title, year: file.slice(0, 4), tags: data.tags ?? []};
    });
}

/** The tag keys defined in blog/tags.yml. */
export function readBlogTagKeys(dir: string = BLOG_DIR): string[] {
  const tags = parse(readFileSync(path.join(dir, 'tags.yml'), 'utf8')) as Record<string, unknown>;
  return Object.keys(tags);
}
