/**
 * The Studio's heavy work, off the page's main thread: reading and converting
 * OpenAPI descriptions, checking the manual, listing its tools, building the
 * request preview, compressing share links and writing drafts. The page starts
 * two of these (one converts, one follows the manual), so a long conversion
 * never delays the editor's checks, and Cancel ends the converting one.
 *
 * The one that follows the manual keeps its own copy of the manual and the
 * description: the page sends a text once and then only the edits typed, so a
 * many-megabyte manual is never copied between threads on a keystroke.
 */
import {compareConverters} from '../converterDifferences';
import {saveDraft} from '../drafts';
import {detectFormat, formatManual, readManual} from '../manualFormat';
import {validateDocument} from '../../manualValidator';
import {convertOpenApi, isOpenApi, parseDocument} from '../openapi';
import {previewCall, requiredVariables} from '../requestPreview';
import {shareLink, shareLinkFor} from '../shareLink';
import {applyEdits} from '../textEdits';
import {summarizeTool, toolsOf} from '../toolIndex';
import {LINE_PACKAGES} from '../utcpLine';
import {validateYaml} from '../yamlManual';
import type {
  LintFinding,
  ManualAnalysis,
  RequestKind,
  RequestMessage,
  Requests,
  ResponseMessage,
  StudioDocument,
  StudioSettings,
} from './protocol';

const scope = self as unknown as {
  postMessage(message: ResponseMessage): void;
  onmessage: ((event: MessageEvent<RequestMessage>) => void) | null;
};

/** The tools of the manual last analysed, by name, for the pages of the tool list and the preview. */
let currentTools = new Map<string, Record<string, unknown> & {name: string}>();

/** This worker's copies of the page's texts. */
const documents: Record<StudioDocument, string> = {manual: '', openapi: ''};
/** The description as last written to the draft, to write it again only when it changed. */
let savedDescription: string | undefined;

const stateOf = (settings: StudioSettings) => ({
  line: settings.line,
  manual: documents.manual,
  openapi: documents.openapi,
  tool: settings.tool,
});

const megabytes = (text: string) => `${(text.length / 1e6).toFixed(1)} MB`;

type Handler<K extends RequestKind> = (
  args: Requests[K]['args'],
  progress: (text: string) => void,
) => Promise<Requests[K]['result']>;

const handlers: {[K in RequestKind]: Handler<K>} = {
  async convert({text, line, format}, progress) {
    progress(`Reading the description (${megabytes(text)})…`);
    const spec = parseDocument(text);
    if (!isOpenApi(spec)) throw new Error('This is not an OpenAPI document: it has neither "openapi" nor "swagger".');
    const operations = Object.values((spec.paths ?? {}) as Record<string, object>).reduce(
      (sum, item) => sum + Object.keys(item ?? {}).length,
      0,
    );
    progress(`Converting about ${operations.toLocaleString('en')} operations with ${LINE_PACKAGES[line].http}…`);
    const result = await convertOpenApi(spec, line);
    progress(`Comparing with python-utcp's converter…`);
    const python = compareConverters(spec, result.manual.tools);
    progress(`Writing the manual (${result.manual.tools.length.toLocaleString('en')} tools)…`);
    return {
      text: formatManual(result.manual, format),
      toolCount: result.manual.tools.length,
      skipped: result.skipped,
      python,
    };
  },

  async update(update) {
    documents[update.doc] = 'text' in update ? update.text : applyEdits(documents[update.doc], update.edits);
    return documents[update.doc].length;
  },

  async analyse({line}) {
    const text = documents.manual;
    const options = {kind: 'manual', line} as const;
    const result = await (detectFormat(text) === 'yaml'
      ? validateYaml(text, options)
      : validateDocument(text, options));
    const errors = result.syntaxError ? [result.syntaxError] : result.errors;
    const findings: LintFinding[] = [
      ...errors.map((finding) => ({
        line: finding.line,
        column: finding.column,
        severity: 'error' as const,
        message: `${finding.path}: ${finding.message} (line ${finding.line}, column ${finding.column})`,
      })),
      ...result.warnings.map((warning) => ({
        line: warning.line,
        column: warning.column,
        severity: 'warning' as const,
        message: `${warning.path}: ${warning.message}`,
      })),
    ];
    const tools = result.syntaxError ? undefined : toolsOf(readManual(text));
    currentTools = new Map((tools ?? []).map((tool) => [tool.name, tool]));
    const analysis: ManualAnalysis = {
      errors: errors.length,
      warnings: result.warnings.length,
      valid: result.valid,
      findings,
      tools: tools?.map(summarizeTool),
      format: detectFormat(text),
    };
    return analysis;
  },

  async tools({names}) {
    return names.flatMap((name) => {
      const tool = currentTools.get(name);
      return tool ? [tool] : [];
    });
  },

  preview: (input) => previewCall(input),

  variables: ({line, template, manualName}) => requiredVariables(line, template, manualName),

  link: ({base, settings}) => shareLinkFor(base, stateOf(settings), async (url, state) => shareLink(url, state)),

  async saveDraft(settings) {
    const description = documents.openapi;
    await saveDraft(stateOf(settings), description === savedDescription ? undefined : description);
    savedDescription = description;
  },

  async reformat({format}) {
    const value = readManual(documents.manual);
    return value === undefined ? undefined : formatManual(value, format);
  },

  async manualFile({type}) {
    return new Blob([documents.manual], {type});
  },
};

scope.onmessage = (event) => {
  const {id, kind, args} = event.data;
  const handler = handlers[kind] as Handler<RequestKind>;
  handler(args, (text) => scope.postMessage({id, type: 'progress', text})).then(
    (value) => scope.postMessage({id, type: 'result', value}),
    (error: unknown) =>
      scope.postMessage({id, type: 'error', message: error instanceof Error ? error.message : String(error)}),
  );
};
