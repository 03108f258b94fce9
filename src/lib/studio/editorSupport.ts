/**
 * CodeMirror 6 extensions that make the manual editor know UTCP: completion of
 * keys and enum values and hover help from the published schemas of the chosen
 * line, and lint markers from the site's validator (the messages, lines and
 * columns /validate shows).
 */
import {autocompletion, type CompletionContext, type CompletionResult} from '@codemirror/autocomplete';
import {syntaxTree} from '@codemirror/language';
import {linter, type Diagnostic} from '@codemirror/lint';
import type {Extension, Text} from '@codemirror/state';
import {hoverTooltip} from '@codemirror/view';
import {validateDocument} from '../manualValidator';
import {contextAt, keyPathAt, readableValue} from './jsonCursor';
import {describeAt, keySuggestions, valueSuggestions, type SchemaBundle} from './schemaNav';
import type {StudioLine} from './utcpLine';

export function schemaCompletion(bundle: SchemaBundle) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const tree = syntaxTree(context.state);
    const where = contextAt(tree, text, context.pos);
    if (!where) return null;
    const value = readableValue(tree, text);
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
          label: JSON.stringify(key.key),
          apply: `${JSON.stringify(key.key)}: `,
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
        label: JSON.stringify(item.value),
        type: 'enum',
        info: item.description,
      })),
      validFor: /^"?[\w$.-]*"?$/,
    };
  };
}

export function schemaHover(bundle: SchemaBundle): Extension {
  return hoverTooltip((view, pos) => {
    const text = view.state.doc.toString();
    const tree = syntaxTree(view.state);
    const at = keyPathAt(tree, text, pos);
    if (!at) return null;
    const description = describeAt(bundle, readableValue(tree, text), at.path);
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
      const result = await validateDocument(doc.toString(), {kind: 'manual', line});
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
