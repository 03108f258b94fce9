/**
 * The shapes shared by the python-utcp runner (`npm run python:verify`), the claim collectors and
 * the offline record check. A page's Python behaviour is backed three ways:
 *
 * - a code block that runs as a program (its printed output is asserted),
 * - a claim whose probe (tests/python/probes/<id>.py) runs and observes what the sentence says,
 * - a claim that cannot run here, with a `path:line@commit` trace instead.
 *
 * Markers in MDX pages, right after the sentence they back (the sentence is the text of the
 * paragraph or list item that holds the marker):
 *   {/* probe: mcp-session-not-reused *\/}
 *   {/* trace: plugins/communication_protocols/mcp/src/utcp_mcp/mcp_communication_protocol.py:88@0150a3b *\/}
 * A fenced block that is only a fragment says so in its meta: ```python fragment
 */
import type {PythonVersion} from './environment';

export type EvidenceKind = 'block' | 'probe' | 'trace';

/** One sentence on a page (or one prose string in the API YAML) that states Python behaviour. */
export interface Claim {
  /** The probe id, or for a trace a stable id derived from the file and the trace. */
  id: string;
  kind: 'probe' | 'trace';
  /** Repository-relative file that holds the sentence (MDX page or API prose YAML). */
  file: string;
  /** The docs versions whose python-utcp the claim is about. */
  versions: PythonVersion[];
  /** The sentence as a reader sees it, whitespace folded: its hash detects edits. */
  sentence: string;
  /** For kind 'trace': `path:line@commit`. */
  trace?: string;
}

/** One Python (or TypeScript) code block that runs as a program. */
export interface CodeBlock {
  id: string;
  file: string;
  language: 'python' | 'typescript';
  versions: PythonVersion[];
  code: string;
  /** A fragment is counted, not run. */
  fragment: boolean;
}

/** What the runner saw, committed per version in tests/python/records/<version>.json. */
export interface RecordEntry {
  id: string;
  kind: EvidenceKind | 'fragment';
  file: string;
  /** sha256 of the block's code or the probe's source. */
  codeHash?: string;
  /** sha256 of the folded sentence a claim backs. */
  sentenceHash?: string;
  commit: string;
  /** 'pass' when the run matched what the page says. */
  status: 'pass' | 'fail' | 'traced' | 'fragment';
  /** What the run printed or returned, trimmed, for the reader of a diff. */
  observed?: string;
}

export interface VerificationRecord {
  format: 1;
  version: PythonVersion;
  commit: string;
  entries: RecordEntry[];
}
