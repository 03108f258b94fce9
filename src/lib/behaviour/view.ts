/**
 * What a reader sees of the behaviour dataset: one table per key, implementations as columns,
 * cases as rows, each cell the observed outcome as short text. Built at build time (by the
 * remark plugin for the tables beside the prose, by the behaviour plugin for /behaviour), so
 * the pages carry only the text they show.
 */
import type {Implementation, ImplementationId} from '../../../data/behaviour/implementations';
import type {BehaviourKey, Outcome, ResultsFile} from '../../../data/behaviour/types';

export type CellKind = 'value' | 'error' | 'skipped' | 'missing';

export interface BehaviourCell {
  kind: CellKind;
  text: string;
}

export interface BehaviourColumn {
  id: ImplementationId;
  label: string;
  pinned: string;
}

export interface BehaviourRow {
  id: string;
  what: string;
  cells: BehaviourCell[];
  /** The implementations observed different outcomes for this case. */
  differs: boolean;
}

export interface BehaviourKeyView {
  key: string;
  mechanism: string;
  title: string;
  columns: BehaviourColumn[];
  rows: BehaviourRow[];
  differs: boolean;
}

/** Longest cell text shown; the full outcome stays in /behaviour/index.json. */
export const CELL_TEXT_LIMIT = 240;

/**
 * Control characters as `\uXXXX`: JSON.stringify leaves DEL and the C1 range as they are, error messages leave
 * every one, and in HTML they are invisible and a parse error. Tab and line breaks stay.
 */
export function showControls(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function shorten(text: string): string {
  const shown = showControls(text);
  return shown.length > CELL_TEXT_LIMIT ? `${shown.slice(0, CELL_TEXT_LIMIT - 1)}…` : shown;
}

/** The case does not run in this implementation (its `only` leaves it out). */
const NOT_THIS_ONE: Outcome = {skipped: 'this case is not run here'};

export function cellOf(outcome: Outcome | undefined): BehaviourCell {
  if (!outcome) return {kind: 'missing', text: 'not recorded'};
  if ('skipped' in outcome) return {kind: 'skipped', text: shorten(`not run: ${outcome.skipped}`)};
  if ('error' in outcome) return {kind: 'error', text: shorten(`${outcome.error.type}: ${outcome.error.message}`)};
  return {kind: 'value', text: shorten(JSON.stringify(outcome.value) ?? 'undefined')};
}

export function keyView(
  key: BehaviourKey,
  implementations: readonly Implementation[],
  results: ReadonlyMap<ImplementationId, ResultsFile>,
  pinnedShort: (impl: Implementation) => string,
): BehaviourKeyView {
  const columns = implementations
    .filter((impl) => key.applies.includes(impl.id))
    .map((impl) => ({id: impl.id, label: impl.label, pinned: pinnedShort(impl)}));
  const rows = key.cases.map((c) => {
    const outcomes = columns.map((column) =>
      !c.only || c.only.includes(column.id) ? results.get(column.id)?.results[key.key]?.[c.id] : NOT_THIS_ONE,
    );
    const compared = new Set(
      outcomes.filter((o): o is Outcome => o !== undefined && !('skipped' in o)).map((o) => JSON.stringify(o)),
    );
    return {id: c.id, what: c.what, cells: outcomes.map(cellOf), differs: compared.size > 1};
  });
  return {
    key: key.key,
    mechanism: key.key.split('.')[0],
    title: key.title,
    columns,
    rows,
    differs: rows.some((row) => row.differs),
  };
}

/** Keys whose implementations differ first, then by id. */
export function differencesFirst(views: readonly BehaviourKeyView[]): BehaviourKeyView[] {
  return [...views].sort((a, b) => Number(b.differs) - Number(a.differs) || (a.key < b.key ? -1 : 1));
}
