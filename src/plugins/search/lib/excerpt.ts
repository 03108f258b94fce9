/**
 * Pagefind's excerpts are HTML-escaped text with the matched words wrapped in
 * <mark>. They become plain segments here, so the results render as React
 * text, never as HTML. Stop words ("a", "the", "how") are never marked.
 */
import {isStopWord} from './stopWords';

export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function parseExcerpt(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let highlighted = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') highlighted = true;
    else if (part === '</mark>') highlighted = false;
    else if (part !== '') {
      const text = decodeEntities(part);
      const marked = highlighted && !isStopWord(text.trim().replace(/[^\p{L}\p{N}']+/gu, ''));
      const previous = segments[segments.length - 1];
      if (previous && previous.highlighted === marked) previous.text += text;
      else segments.push({text, highlighted: marked});
    }
  }
  return segments;
}

/** The plain text of an excerpt, for accessible names and tests. */
export function excerptText(excerpt: string): string {
  return parseExcerpt(excerpt)
    .map((segment) => segment.text)
    .join('');
}
