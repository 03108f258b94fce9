/** The messages between the Studio page and its workers (studio.worker.ts). */
import type {ConverterComparison} from '../converterDifferences';
import type {ManualFormat} from '../manualFormat';
import type {Skip} from '../openapi';
import type {PreviewInput, PreviewResult} from '../requestPreview';
import type {ShareLink} from '../shareLink';
import type {TextEdit} from '../textEdits';
import type {ToolSummary} from '../toolIndex';
import type {StudioLine} from '../utcpLine';

export interface LintFinding {
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

export interface ManualAnalysis {
  errors: number;
  warnings: number;
  valid: boolean;
  findings: LintFinding[];
  /** Undefined while the text does not parse or has no tools list. */
  tools?: ToolSummary[];
  /** The format the manual is written in. */
  format: ManualFormat;
}

/** The texts the manual worker keeps its own copy of. */
export type StudioDocument = 'manual' | 'openapi';

/** A whole new text, or the edits since the last update. */
export type DocumentUpdate = {doc: StudioDocument; text: string} | {doc: StudioDocument; edits: TextEdit[]};

/** What the Studio keeps besides its texts: they are the worker's copies. */
export interface StudioSettings {
  line: StudioLine;
  tool?: string;
}

export interface ConversionResult {
  text: string;
  toolCount: number;
  skipped: Skip[];
  python: ConverterComparison;
}

export interface Requests {
  convert: {args: {text: string; line: StudioLine; format: ManualFormat}; result: ConversionResult};
  update: {args: DocumentUpdate; result: number};
  analyse: {args: {line: StudioLine}; result: ManualAnalysis};
  tools: {args: {names: string[]}; result: Array<Record<string, unknown> & {name: string}>};
  preview: {args: PreviewInput; result: PreviewResult};
  variables: {args: {line: StudioLine; template: unknown; manualName: string}; result: string[]};
  link: {args: {base: string; settings: StudioSettings}; result: ShareLink};
  saveDraft: {args: StudioSettings; result: void};
  /** The manual rewritten in `format`, or undefined while it does not parse. */
  reformat: {args: {format: ManualFormat}; result: string | undefined};
  manualFile: {args: {type: string}; result: Blob};
}

export type RequestKind = keyof Requests;

export interface RequestMessage<K extends RequestKind = RequestKind> {
  id: number;
  kind: K;
  args: Requests[K]['args'];
}

export type ResponseMessage =
  | {id: number; type: 'progress'; text: string}
  | {id: number; type: 'result'; value: unknown}
  | {id: number; type: 'error'; message: string};
