/** Builds a CodeMirror 6 view; loaded only once the studio runs in the browser. */
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {json} from '@codemirror/lang-json';
import {yaml} from '@codemirror/lang-yaml';
import {bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {classHighlighter} from '@lezer/highlight';
import {lintKeymap, setDiagnostics, type Diagnostic} from '@codemirror/lint';
import {completionKeymap, closeBrackets, closeBracketsKeymap} from '@codemirror/autocomplete';
import {
  Annotation,
  Compartment,
  EditorState,
  Transaction,
  type ChangeSet,
  type Extension,
  type Text,
} from '@codemirror/state';
import {EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';
import type {TextEdit} from '@site/src/lib/studio/textEdits';
import type {LintFinding} from '@site/src/lib/studio/worker/protocol';

export interface EditorHandle {
  view: EditorView;
  /** Replaces the UTCP-specific extensions (completion, hover) of the view. */
  setSupport(extension: Extension): void;
  setLanguage(language: 'json' | 'yaml'): void;
  /** Renames the editing area (its label names the language). */
  setLabel(label: string): void;
  /** Loads a text from outside (an import, an example); large texts go in slices, one per frame. */
  setText(text: string): Promise<void>;
  /** Shows the checks of the text the editor had at `version`; ignored if it changed since. */
  showFindings(findings: LintFinding[], version: number): void;
  destroy(): void;
}

export interface EditorOptions {
  parent: HTMLElement;
  text: string;
  language: 'json' | 'yaml';
  label: string;
  describedBy?: string;
  /**
   * The text, once typing pauses or a load from outside ends; `version` counts
   * the changes, so that late checks of an older text are not shown.
   */
  onText(text: string, version: number, external: boolean): void;
  /**
   * When given, typing is reported as the edits since the last report instead
   * of the whole text (which onText still gets after a load from outside).
   */
  onEdits?(edits: TextEdit[], version: number): void;
}

/** Milliseconds of quiet after a keystroke before the text is read and checked. */
const QUIET_MS = 300;
/** Characters loaded per frame: a slice is parsed and measured well within one frame's budget. */
const SLICE = 400_000;

const external = Annotation.define<boolean>();

/** The end of the line that holds `index`, so that slices never split a line. */
function sliceEnd(text: string, index: number): number {
  if (index >= text.length) return text.length;
  const newline = text.indexOf('\n', index);
  return newline === -1 ? text.length : newline + 1;
}

function offsetOf(doc: Text, line: number, column: number): number {
  const safeLine = Math.min(Math.max(line, 1), doc.lines);
  const start = doc.line(safeLine);
  return Math.min(start.from + Math.max(column - 1, 0), start.to);
}

export function createEditor(options: EditorOptions): EditorHandle {
  const support = new Compartment();
  const language = new Compartment();
  const attributes = new Compartment();
  let version = 0;
  let loading = 0;
  let loadingNow = false;
  let typedDuringLoad = false;
  /** The user's changes since the last report, when they are reported as edits. */
  let pending: ChangeSet | undefined;
  let quiet: number | undefined;
  const report = () => {
    if (!options.onEdits) {
      options.onText(view.state.doc.toString(), version, false);
      return;
    }
    const edits: TextEdit[] = [];
    pending?.iterChanges((fromA, toA, _fromB, _toB, inserted) => edits.push([fromA, toA, inserted.toString()]));
    pending = undefined;
    options.onEdits(edits, version);
  };
  const attributesOf = (label: string) =>
    EditorView.contentAttributes.of({
      'aria-label': label,
      ...(options.describedBy ? {'aria-describedby': options.describedBy} : {}),
    });
  const languageOf = (name: 'json' | 'yaml') => (name === 'json' ? json() : yaml());
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: '',
      extensions: [
        lineNumbers(),
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        // Token classes (tok-string, ...) coloured by the CSS module, in light and dark mode alike.
        syntaxHighlighting(classHighlighter),
        // No indentWithTab: Tab keeps moving the focus, so keyboard users are never trapped.
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap]),
        attributes.of(attributesOf(options.label)),
        EditorView.lineWrapping,
        language.of(languageOf(options.language)),
        support.of([]),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          version += 1;
          if (update.transactions.some((transaction) => transaction.annotation(external))) return;
          // Keys typed while a load is in slices are part of the text the load reports at its end.
          if (loadingNow) {
            typedDuringLoad = true;
            return;
          }
          if (options.onEdits) pending = pending ? pending.compose(update.changes) : update.changes;
          // Reporting is the costly part for a large document: once per pause, never per key.
          window.clearTimeout(quiet);
          quiet = window.setTimeout(report, QUIET_MS);
        }),
      ],
    }),
  });

  const setText = async (text: string): Promise<void> => {
    loading += 1;
    const mine = loading;
    loadingNow = true;
    typedDuringLoad = false;
    pending = undefined;
    window.clearTimeout(quiet);
    const annotations = [external.of(true), Transaction.addToHistory.of(false)];
    let at = sliceEnd(text, SLICE);
    view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text.slice(0, at)}, annotations});
    while (at < text.length) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (mine !== loading) return;
      const end = sliceEnd(text, at + SLICE);
      view.dispatch({changes: {from: view.state.doc.length, insert: text.slice(at, end)}, annotations});
      at = end;
    }
    loadingNow = false;
    // The very string given, unless keys were typed meanwhile: the page can tell a text it already has by identity.
    options.onText(typedDuringLoad ? view.state.doc.toString() : text, version, true);
  };

  // The editor scrolls inside its bounded box: keyboard users reach the scrolling area itself too.
  view.scrollDOM.tabIndex = 0;
  void setText(options.text);

  return {
    view,
    setSupport: (extension) => view.dispatch({effects: support.reconfigure(extension)}),
    setLanguage: (name) => view.dispatch({effects: language.reconfigure(languageOf(name))}),
    setLabel: (label) => view.dispatch({effects: attributes.reconfigure(attributesOf(label))}),
    setText,
    showFindings: (findings, at) => {
      if (at !== version) return;
      const doc = view.state.doc;
      const diagnostics: Diagnostic[] = findings.map((finding) => {
        const from = offsetOf(doc, finding.line, finding.column);
        return {from, to: Math.min(from + 1, doc.length), severity: finding.severity, message: finding.message};
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    destroy: () => {
      window.clearTimeout(quiet);
      loading += 1;
      view.destroy();
    },
  };
}
