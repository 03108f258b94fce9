import React, {useId, useState, type ReactNode} from 'react';
import StudioEditor from '../StudioEditor';
import type {Skip} from '@site/src/lib/studio/openapi';
import styles from './styles.module.css';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  onConvert: () => void;
  busy: boolean;
  error?: string;
  skipped?: Skip[];
  converted?: number;
  packageName: string;
}

function languageOf(text: string): 'json' | 'yaml' {
  return text.trim().startsWith('{') ? 'json' : 'yaml';
}

/** Paste, open or fetch an OpenAPI document; the chosen line's converter turns it into the manual. */
export default function StudioImport({
  text,
  onTextChange,
  onConvert,
  busy,
  error,
  skipped,
  converted,
  packageName,
}: Props): ReactNode {
  const id = useId();
  const [url, setUrl] = useState('');
  const [loadError, setLoadError] = useState<string>();

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    setLoadError(undefined);
    onTextChange(await file.text());
  };

  const fetchUrl = async () => {
    setLoadError(undefined);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      onTextChange(await response.text());
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
          <div className={styles.row}>
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
        value={text}
        onChange={onTextChange}
        language={languageOf(text)}
        label="OpenAPI document (JSON or YAML)"
        testId="studio-openapi-editor"
      />
      <div className={styles.row}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || text.trim() === ''}
          onClick={onConvert}>
          Convert to a UTCP manual
        </button>
        <span className={styles.hint}>with the OpenApiConverter of {packageName}</span>
      </div>
      <div aria-live="polite">
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {converted !== undefined && !error && (
          <div data-testid="studio-skips">
            <p>
              {converted} {converted === 1 ? 'operation became a tool' : 'operations became tools'}
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
      </div>
    </div>
  );
}
