/**
 * CodeMirror 6 extensions that make the manual editor know UTCP: completion of
 * keys and enum values and hover help from the published schemas of the chosen
 * line, and lint markers from the site's validator (the messages, lines and
 * columns /validate shows). They work on JSON and on YAML: the syntax tree the
 * editor's language built says which one the text is.
 */
import {autocompletion, type CompletionContext, type CompletionResult} from '@codemirror/autocomplete';
import {syntaxTree} from '@codemirror/language';
import {linter, type Diagnostic} from '@codemirror/lint';
import type {EditorState, Extension, Text} from '@codemirror/state';
import {hoverTooltip} from '@codemirror/view';
import type {Tree} from '@lezer/common';
import {validateDocument} from '../manualValidator';
import * as jsonCursor from './jsonCursor';
import {detectFormat} from './manualFormat';
import {describeAt, keySuggestions, valueSuggestions, type SchemaBundle, type ValueSuggestion} from './schemaNav';
import type {StudioLine} from './utcpLine';
import * as yamlCursor from './yamlCursor';
import {validateYaml} from './yamlManual';

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

function offsetOf(doc: Text, line: number, column: number): number {
  const safeLine = Math.min(Math.max(line, 1), doc.lines);
  const start = doc.line(safeLine);
  return Math.min(start.from + Math.max(column - 1, 0), start.to);
}

export interface LintSummary {
  errors: number;
  warnings: number;
  valid: boolean;
}

/** Validation markers; `onResult` hears the counts for the status line. */
export function validatorLint(line: StudioLine, onResult?: (summary: LintSummary) => void): Extension {
  return linter(
    async (view) => {
      const doc = view.state.doc;
      const text = doc.toString();
      const options = {kind: 'manual', line} as const;
      const result = await (detectFormat(text) === 'yaml'
        ? validateYaml(text, options)
        : validateDocument(text, options));
      const findings = result.syntaxError ? [result.syntaxError] : result.errors;
      const diagnostics: Diagnostic[] = findings.map((finding) => {
        const from = offsetOf(doc, finding.line, finding.column);
        return {
          from,
          to: Math.min(from + 1, doc.length),
          severity: 'error',
          message: `${finding.path}: ${finding.message} (line ${finding.line}, column ${finding.column})`,
        };
      });
      for (const warning of result.warnings) {
        const from = offsetOf(doc, warning.line, warning.column);
        diagnostics.push({
          from,
          to: Math.min(from + 1, doc.length),
          severity: 'warning',
          message: `${warning.path}: ${warning.message}`,
        });
      }
      onResult?.({errors: findings.length, warnings: result.warnings.length, valid: result.valid});
      return diagnostics;
    },
    {delay: 300},
  );
}

export function utcpManualSupport(
  bundle: SchemaBundle,
  line: StudioLine,
  onLint?: (summary: LintSummary) => void,
): Extension {
  return [
    autocompletion({override: [schemaCompletion(bundle)], activateOnTyping: true}),
    schemaHover(bundle),
    validatorLint(line, onLint),
  ];
}
