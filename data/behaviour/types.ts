/** The shapes of the behaviour dataset (see data/behaviour/README.md). */
import type {ImplementationId} from './implementations';

export interface BehaviourCaseDefinition {
  id: string;
  /** What the case varies, in our own words. */
  what: string;
  /**
   * The implementations this case runs in, when not all the key applies to (a case that exists in one
   * language only, so that keys written for both languages can be merged into one).
   */
  only?: ImplementationId[];
}

export interface TriedEntry {
  /** Who tried the cases: "author" for the key's writer, or the reviewer's name. */
  by: string;
  cases: string[];
  note?: string;
}

export interface BehaviourKey {
  key: string;
  title: string;
  applies: ImplementationId[];
  cases: BehaviourCaseDefinition[];
  tried?: TriedEntry[];
}

export type Outcome = {value: unknown} | {error: {type: string; message: string}} | {skipped: string};

export interface ResultsFile {
  implementation: ImplementationId;
  pinned: string;
  results: Record<string, Record<string, Outcome>>;
  sources: Record<string, string>;
}
