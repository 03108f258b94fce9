import path from 'node:path';
import {extractJsonBlocks, findDocFiles, type CodeBlock} from './extract';
import {checkValue, classify, KINDS, withLine, type Kind, type Line, type Problem} from './validate';

export type BlockStatus = 'validated' | 'partial' | 'legacy' | 'other' | 'failed';

export interface BlockResult {
  block: CodeBlock;
  status: BlockStatus;
  /** The UTCP kind of the block (of its first classified element for a top-level array). */
  kind: Kind | null;
  /** One line per problem: `file:line [kind] path: message`. */
  failures: string[];
}

export interface Report {
  results: BlockResult[];
  validatedByKind: Record<Kind, number>;
  validated: number;
  partial: number;
  legacy: number;
  other: number;
  failed: number;
  failures: string[];
  summary: string;
}

/** The documentation trees whose JSON blocks are checked (Next and 1.0). */
export const DOC_DIRS = ['docs', path.join('versioned_docs', 'version-1.0')];

/** Line (1-based, within the block's content) of a JSON.parse error, when the message gives one. */
function parseErrorLine(content: string, message: string): number | null {
  const lineCol = /line (\d+) column \d+/.exec(message);
  if (lineCol) return Number(lineCol[1]);
  const position = /position (\d+)/.exec(message);
  if (position) return content.slice(0, Number(position[1])).split('\n').length;
  return null;
}

/** Blocks under docs/ document Next (the 1.1 line); everything else is checked as 1.0. */
export function lineOf(file: string): Line {
  return /^docs[\\/]/.test(file) ? 'next' : '1.0';
}

function label(block: CodeBlock, kind: Kind | null): string {
  const parts = [kind ?? 'json'];
  if (block.impl !== 'both') parts.push(`impl=${block.impl}`);
  return `[${parts.join(', ')}]`;
}

function formatProblem(block: CodeBlock, kind: Kind | null, problem: Problem): string {
  return `${block.file}:${block.line} ${label(block, kind)} ${problem.path || '(root)'}: ${problem.message}`;
}

export function checkBlock(block: CodeBlock): BlockResult {
  const failures = block.metaErrors.map((message) => `${block.file}:${block.line} ${label(block, null)} ${message}`);
  if (block.partial) return {block, status: failures.length ? 'failed' : 'partial', kind: null, failures};

  let value: unknown;
  try {
    value = JSON.parse(block.content);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = parseErrorLine(block.content, message);
    const where = line === null ? `${block.file}:${block.line}` : `${block.file}:${block.line + line}`;
    failures.push(`${where} [json] not valid JSON: ${message} (mark a deliberately incomplete block "partial")`);
    return {block, status: 'failed', kind: null, failures};
  }
  if (block.legacy) return {block, status: failures.length ? 'failed' : 'legacy', kind: null, failures};

  const items: {value: unknown; base: string}[] = Array.isArray(value)
    ? value.map((item, i) => ({value: item, base: `[${i}]`}))
    : [{value, base: ''}];
  let blockKind: Kind | null = null;
  for (const item of items) {
    const kind = classify(item.value);
    if (!kind) continue;
    blockKind ??= kind;
    for (const problem of withLine(lineOf(block.file), () => checkValue(item.value, kind, block.impl, item.base))) {
      failures.push(formatProblem(block, kind, problem));
    }
  }
  if (failures.length > 0) return {block, status: 'failed', kind: blockKind, failures};
  return {block, status: blockKind ? 'validated' : 'other', kind: blockKind, failures};
}

export function summarize(results: BlockResult[]): Report {
  const validatedByKind = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  const count = (status: BlockStatus): number => results.filter((r) => r.status === status).length;
  for (const result of results) {
    if (result.status === 'validated' && result.kind) validatedByKind[result.kind] += 1;
  }
  const validated = count('validated');
  const byKind = KINDS.filter((kind) => validatedByKind[kind] > 0)
    .map((kind) => `${validatedByKind[kind]} ${kind}`)
    .join(', ');
  const report: Omit<Report, 'summary'> = {
    results,
    validatedByKind,
    validated,
    partial: count('partial'),
    legacy: count('legacy'),
    other: count('other'),
    failed: count('failed'),
    failures: results.flatMap((r) => r.failures),
  };
  const summary =
    `doc examples: validated ${validated} JSON block${validated === 1 ? '' : 's'}` +
    (byKind ? ` (${byKind})` : '') +
    `; skipped ${report.partial} partial, ${report.legacy} legacy; ` +
    `${report.other} other JSON block${report.other === 1 ? '' : 's'} parsed; ${report.failed} failed`;
  return {...report, summary};
}

/** Checks every ```json block of the documentation below `root`. */
export function checkDocExamples(root: string, dirs: string[] = DOC_DIRS): Report {
  const files = findDocFiles(dirs.map((dir) => path.join(root, dir)));
  return summarize(extractJsonBlocks(files, root).map(checkBlock));
}
