/**
 * Source references written by reading: MDX comments on the hand-written pages such as
 * `{/* core/src/utcp/data/tool.py:54@fd30247 *\/}` that name a python-utcp file but are neither a
 * `probe:` marker (run by python:verify) nor a `trace:` marker (checked against the mirror).
 * Such a comment backs nothing by itself: its paragraph needs a probe marker too, or the comment
 * becomes a trace (only for what cannot run here). Generated API pages are left out: their prose
 * lives in data/api-reference, where tests/unit/python-utcp/claim-coverage.test.ts covers it.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './probeMarkers';

export const PAGE_ROOTS = ['docs', 'versioned_docs', 'about', 'blog'] as const;

export interface ReadingReference {
  /** Repository-relative page. */
  file: string;
  line: number;
  /** The comment's text, without the braces and the comment delimiters. */
  reference: string;
  /** The paragraph (blank-line separated) holding it, whitespace folded. */
  paragraph: string;
  /** Whether the paragraph also carries a probe marker. */
  probed: boolean;
}

const COMMENT = /\{\/\*\s*([\s\S]*?)\s*\*\/\}/g;
const PYTHON_SOURCE = /\.py\b/;

/** The blank-line separated paragraph of `text` around offset `at`. */
function paragraphAround(text: string, at: number): string {
  const before = text.lastIndexOf('\n\n', at);
  const after = text.indexOf('\n\n', at);
  return text.slice(before < 0 ? 0 : before, after < 0 ? text.length : after);
}

/** The reading-only references of one page's text. */
export function findReadingReferences(text: string, file: string): ReadingReference[] {
  return [...text.matchAll(COMMENT)]
    .filter(([, reference]) => !/^(probe|trace):/.test(reference!) && PYTHON_SOURCE.test(reference!))
    .map((match) => {
      const paragraph = paragraphAround(text, match.index!);
      return {
        file,
        line: text.slice(0, match.index).split('\n').length,
        reference: match[1]!,
        paragraph: paragraph.replace(/\s+/g, ' ').trim(),
        probed: /\{\/\*\s*probe:/.test(paragraph),
      };
    });
}

function pages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pages(child);
    return /\.mdx?$/.test(entry.name) ? [child] : [];
  });
}

/** Every reading-only reference of the hand-written pages whose paragraph has no probe marker. */
export function referencesWithoutProbe(root = ROOT): ReadingReference[] {
  return PAGE_ROOTS.flatMap((dir) => pages(path.join(root, dir)))
    .flatMap((file) =>
      findReadingReferences(readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/')),
    )
    .filter((reference) => !reference.probed);
}
