/**
 * CodeMirror 6 extensions that make the manual editor know UTCP: completion of
 * keys and enum values and hover help from the published schemas of the chosen
 * line (the checks, the messages /validate shows, come from the Studio's worker). They work on JSON and on YAML: the syntax tree the
 * editor's language built says which one the text is.
 */
import {autocompletion, type CompletionContext, type CompletionResult} from '@codemirror/autocomplete';
import {syntaxTree} from '@codemirror/language';
import type {EditorState, Extension} from '@codemirror/state';
import {hoverTooltip} from '@codemirror/view';
import type {Tree} from '@lezer/common';
import * as jsonCursor from './jsonCursor';
import {describeAt, keySuggestions, valueSuggestions, type SchemaBundle, type ValueSuggestion} from './schemaNav';
import * as yamlCursor from './yamlCursor';

/** The cursor reader for the language of the editor: lang-yaml's tree starts with a Stream node. */
function cursorFor(tree: Tree): {yaml: boolean; cursor: typeof jsonCursor} {
  const yaml = tree.topNode.name === 'Stream';
  return {yaml, cursor: yaml ? yamlCursor : jsonCursor};
}

/** A YAML scalar for an enum value: plain when YAML reads it back as the same string, else quoted. */
export function yamlScalar(value: ValueSuggestion['value']): string {
  if (typeof value !== 'string') return String(value);
  const plain = /^[A-Za-z_/][\w./-]*$/.test(value) && !/^(?:true|false|null|yes|no|on|off|y|n|~)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}

function treeAndText(state: EditorState): {tree: Tree; text: string} {
  return {tree: syntaxTree(state), text: state.doc.toString()};
}

export function schemaCompletion(bundle: SchemaBundle) {
  return (context: CompletionContext): CompletionResult | null => {
    if (!context.explicit && context.state.doc.length > LARGE_DOCUMENT) return null;
    const {tree, text} = treeAndText(context.state);
    const {yaml, cursor} = cursorFor(tree);
    const where = cursor.contextAt(tree, text, context.pos);
    if (!where) return null;
    const value = cursor.readableValue(tree, text);
    if (where.kind === 'key') {
      const present = where.path.reduce<unknown>(
        (current, token) => (current as Record<string, unknown> | undefined)?.[token as string],
        value,
      );
      const existing = new Set(present && typeof present === 'object' ? Object.keys(present) : []);
      // Keys the object already has are left out, except the one being typed.
      const typed = context.state.sliceDoc(where.from, where.to).replace(/"/g, '');
      const keys = keySuggestions(bundle, value, where.path).filter(
        (key) => !existing.has(key.key) || key.key === typed,
      );
      if (keys.length === 0) return null;
      return {
        from: where.from,
        to: where.to,
        options: keys.map((key) => ({
          label: yaml ? key.key : JSON.stringify(key.key),
          apply: yaml ? `${key.key}: ` : `${JSON.stringify(key.key)}: `,
          type: 'property',
          detail: key.required ? 'required' : undefined,
          info: key.description,
          boost: key.required ? 1 : 0,
        })),
        validFor: /^"?[\w$-]*"?$/,
      };
    }
    const values = valueSuggestions(bundle, value, where.path);
    if (values.length === 0) return null;
    return {
      from: where.from,
      to: where.to,
      options: values.map((item) => ({
        label: yaml ? yamlScalar(item.value) : JSON.stringify(item.value),
        type: 'enum',
        info: item.description,
      })),
      validFor: /^"?[\w$.-]*"?$/,
    };
  };
}

export function schemaHover(bundle: SchemaBundle): Extension {
  return hoverTooltip((view, pos) => {
    if (view.state.doc.length > LARGE_DOCUMENT) return null;
    const {tree, text} = treeAndText(view.state);
    const {cursor} = cursorFor(tree);
    const at = cursor.keyPathAt(tree, text, pos);
    if (!at) return null;
    const description = describeAt(bundle, cursor.readableValue(tree, text), at.path);
    if (!description) return null;
    return {
      pos: at.from,
      end: at.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-utcp-hover';
        dom.textContent = description;
        return {dom};
      },
    };
  });
}

export interface LintSummary {
  errors: number;
  warnings: number;
  valid: boolean;
}

/**
 * Above this many characters completion waits for Ctrl+Space and hover help is
 * off: both read the whole document, which costs more than a frame.
 */
export const LARGE_DOCUMENT = 500_000;

/** Completion and hover help; the checks come from the Studio's worker (setDiagnostics). */
export function utcpManualSupport(bundle: SchemaBundle): Extension {
  return [autocompletion({override: [schemaCompletion(bundle)], activateOnTyping: true}), schemaHover(bundle)];
}
