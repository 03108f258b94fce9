import React, {useId, useState, type ReactNode} from 'react';
import StudioEditor, {type EditorDocument} from '../StudioEditor';
import {
  PYTHON_CONVERTER,
  type ConverterComparison,
  type DifferenceRule,
} from '@site/src/lib/studio/converterDifferences';
import type {Skip} from '@site/src/lib/studio/openapi';
import clsx from 'clsx';
import toolFields from '@site/src/css/fields.module.css';
import styles from './styles.module.css';

export interface ConversionState {
  busy: boolean;
  /** What the worker is doing, while busy. */
  progress?: string;
  error?: string;
  skipped?: Skip[];
  converted?: number;
  python?: ConverterComparison;
}

interface Props {
  document: EditorDocument;
  onText: (text: string, version: number, external: boolean) => void;
  /** A file or URL was loaded; `url` is its address when it came from one. */
  onLoad: (text: string, url?: string) => void;
  onConvert: () => void;
  onCancel: () => void;
  conversion: ConversionState;
  packageName: string;
}

function languageOf(text: string): 'json' | 'yaml' {
  return text.trimStart().startsWith('{') ? 'json' : 'yaml';
}

const RULE_LABELS: Record<DifferenceRule, string> = {
  'body-form-only': 'request body left out (not application/json)',
  'body-ref-escaped': 'request body left out (~1 or ~0 in its $ref)',
  'body-request-ref': 'request body left out (requestBody is a $ref)',
  'body-empty-schema': 'request body left out (no schema found)',
  'inputs-other': 'other inputs differ',
  'required-body': 'body required differently',
  'required-other': 'other required fields differ',
  'no-tool': 'no tool at all',
};

function PythonSummary({python, converted}: {python: ConverterComparison; converted: number}): ReactNode {
  const differing = Object.keys(python.tools).length;
  const byRule = new Map<DifferenceRule, number>();
  for (const differences of Object.values(python.tools)) {
    for (const rule of new Set(differences.map((difference) => difference.rule))) {
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
  }
  return (
    <div data-testid="studio-python-converter">
      <p>
        {differing === 0
          ? `${PYTHON_CONVERTER.package}'s converter (${PYTHON_CONVERTER.commit}) makes the same ${converted} tools.`
          : `${PYTHON_CONVERTER.package}'s converter (${PYTHON_CONVERTER.commit}) makes ${differing.toLocaleString('en')} of these ${converted.toLocaleString('en')} tools differently (each tool card says how):`}
      </p>
      {differing > 0 && (
        <ul>
          {[...byRule].map(([rule, tools]) => (
            <li key={rule}>
              {RULE_LABELS[rule]}: {tools.toLocaleString('en')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Paste, open or fetch an OpenAPI document; the chosen line's converter turns it into the manual in a worker. */
export default function StudioImport({
  document: doc,
  onText,
  onLoad,
  onConvert,
  onCancel,
  conversion,
  packageName,
}: Props): ReactNode {
  const {busy, error, skipped, converted} = conversion;
  const id = useId();
  const [url, setUrl] = useState('');
  const [loadError, setLoadError] = useState<string>();

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    setLoadError(undefined);
    onLoad(await file.text());
  };

  const fetchUrl = async () => {
    setLoadError(undefined);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      onLoad(await response.text(), url);
    } catch (failure) {
      const reason = failure instanceof TypeError ? 'the browser could not fetch it' : (failure as Error).message;
      setLoadError(
        `Could not load ${url}: ${reason}. Browsers only read documents whose server allows it (CORS), and only when online; download the file and open it instead.`,
      );
    }
  };

  return (
    <div className={styles.import}>
      <div className={styles.sources}>
        <label className={styles.source}>
          Open a file (JSON or YAML)
          <input
            type="file"
            accept=".json,.yaml,.yml,application/json,text/yaml"
            onChange={(event) => void openFile(event.target.files?.[0])}
          />
        </label>
        <div className={styles.source}>
          <label htmlFor={`${id}-url`}>Or load from a URL</label>
          <div className={clsx(styles.row, toolFields.fields)}>
            <input
              id={`${id}-url`}
              type="url"
              value={url}
              placeholder="https://"
              onChange={(event) => setUrl(event.target.value)}
            />
            <button
              type="button"
              className="button button--sm button--secondary"
              disabled={!url}
              onClick={() => void fetchUrl()}>
              Load
            </button>
          </div>
        </div>
      </div>
      {loadError && (
        <p role="alert" className={styles.error}>
          {loadError}
        </p>
      )}
      <StudioEditor
        document={doc}
        onText={onText}
        language={languageOf(doc.text)}
        label="OpenAPI document (JSON or YAML)"
        testId="studio-openapi-editor"
      />
      <div className={styles.row}>
        <button type="button" className="button button--primary" disabled={busy} onClick={onConvert}>
          Convert to a UTCP manual
        </button>
        {busy && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <span className={styles.hint}>with the OpenApiConverter of {packageName}, in a background worker</span>
      </div>
      <div aria-live="polite">
        {busy && (
          <p className={styles.hint} data-testid="studio-progress">
            <progress aria-label="Converting" /> {conversion.progress}
          </p>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {converted !== undefined && !error && (
          <div data-testid="studio-skips">
            <p>
              {converted.toLocaleString('en')} {converted === 1 ? 'operation became a tool' : 'operations became tools'}
              {skipped && skipped.length > 0 ? `; ${skipped.length} need attention:` : ', none left out.'}
            </p>
            {skipped && skipped.length > 0 && (
              <ul className={styles.skips}>
                {skipped.map((skip) => (
                  <li key={skip.operation}>
                    <code>{skip.operation}</code>
                    {skip.operationId && (
                      <>
                        {' '}
                        (<code>{skip.operationId}</code>)
                      </>
                    )}
                    : {skip.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {converted !== undefined && !error && conversion.python && (
          <PythonSummary python={conversion.python} converted={converted} />
        )}
      </div>
    </div>
  );
}
