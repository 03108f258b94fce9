/** Builds a CodeMirror 6 view; loaded only once the studio runs in the browser. */
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {json} from '@codemirror/lang-json';
import {yaml} from '@codemirror/lang-yaml';
import {bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {classHighlighter} from '@lezer/highlight';
import {lintKeymap} from '@codemirror/lint';
import {completionKeymap, closeBrackets, closeBracketsKeymap} from '@codemirror/autocomplete';
import {Compartment, EditorState, type Extension} from '@codemirror/state';
import {EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view';

export interface EditorHandle {
  view: EditorView;
  /** Replaces the UTCP-specific extensions (completion, hover, lint) of the view. */
  setSupport(extension: Extension): void;
  setLanguage(language: 'json' | 'yaml'): void;
  /** Renames the editing area (its label names the language). */
  setLabel(label: string): void;
  setText(text: string): void;
  destroy(): void;
}

export interface EditorOptions {
  parent: HTMLElement;
  text: string;
  language: 'json' | 'yaml';
  label: string;
  describedBy?: string;
  onChange(text: string): void;
}

export function createEditor(options: EditorOptions): EditorHandle {
  const support = new Compartment();
  const language = new Compartment();
  const attributes = new Compartment();
  const attributesOf = (label: string) =>
    EditorView.contentAttributes.of({
      'aria-label': label,
      ...(options.describedBy ? {'aria-describedby': options.describedBy} : {}),
    });
  const languageOf = (name: 'json' | 'yaml') => (name === 'json' ? json() : yaml());
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
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
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    setSupport: (extension) => view.dispatch({effects: support.reconfigure(extension)}),
    setLanguage: (name) => view.dispatch({effects: language.reconfigure(languageOf(name))}),
    setLabel: (label) => view.dispatch({effects: attributes.reconfigure(attributesOf(label))}),
    setText: (text) => {
      if (text !== view.state.doc.toString()) {
        view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text}});
      }
    },
    destroy: () => view.destroy(),
  };
}
