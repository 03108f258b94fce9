/** The messages between the Studio page and its workers (studio.worker.ts). */
import type {ConverterComparison} from '../converterDifferences';
import type {ManualFormat} from '../manualFormat';
import type {Skip} from '../openapi';
import type {PreviewInput, PreviewResult} from '../requestPreview';
import type {ToolSummary} from '../toolIndex';
import type {StudioState} from '../urlState';
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
}

export interface ConversionResult {
  text: string;
  toolCount: number;
  skipped: Skip[];
  python: ConverterComparison;
}

export interface Requests {
  convert: {args: {text: string; line: StudioLine; format: ManualFormat}; result: ConversionResult};
  analyse: {args: {text: string; line: StudioLine}; result: ManualAnalysis};
  tools: {args: {names: string[]}; result: Array<Record<string, unknown> & {name: string}>};
  preview: {args: PreviewInput; result: PreviewResult};
  variables: {args: {line: StudioLine; template: unknown; manualName: string}; result: string[]};
  link: {args: {base: string; state: StudioState}; result: {fits: true; url: string} | {fits: false; length: number}};
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
