import React, {useCallback, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  KIND_LABELS,
  LINE_LABELS,
  offsetOfPosition,
  validateDocument,
  type DocumentKind,
  type Finding,
  type UtcpLine,
  type ValidationResult,
} from '@site/src/lib/manualValidator';
import {NEXT_NAME} from '@site/src/config/versions';
import clsx from 'clsx';
import toolFields from '@site/src/css/fields.module.css';
import styles from './styles.module.css';

const EXAMPLE = `{
  "utcp_version": "1.0.1",
  "manual_version": "1.0.0",
  "tools": [
    {
      "name": "get_forecast",
      "description": "Daily weather forecast for a city",
      "inputs": {
        "type": "object",
        "properties": {"city": {"type": "string"}},
        "required": ["city"]
      },
      "tags": ["weather"],
      "tool_call_template": {
        "name": "weather",
        "call_template_type": "http",
        "http_method": "GET",
        "url": "https://api.weather.example/v1/forecast",
        "auth": {"auth_type": "api_key", "api_key": "\${WEATHER_API_KEY}", "var_name": "X-Api-Key", "location": "header"}
      }
    }
  ]
}
`;

const SCHEMA_FILE: Record<DocumentKind, Record<UtcpLine, string>> = {
  manual: {'1.0': 'manual', next: 'manual', '0.1': 'manual'},
  callTemplate: {'1.0': 'call-template', next: 'call-template', '0.1': 'provider'},
  clientConfig: {'1.0': 'client-config', next: 'client-config', '0.1': 'client-config'},
  providersFile: {'1.0': 'providers', next: 'providers', '0.1': 'providers'},
};

/** The document kinds and versions to check against: a value of the form and its label. */
const KIND_OPTIONS: readonly [DocumentKind | 'auto', string][] = [
  ['auto', 'Detect'],
  ['manual', 'Manual'],
  ['callTemplate', 'Call template (0.1: provider)'],
  ['clientConfig', 'Client configuration'],
  ['providersFile', 'Providers file (0.1)'],
];
const LINE_OPTIONS: readonly [UtcpLine | 'auto', string][] = [
  ['auto', 'Detect'],
  ['1.0', '1.0'],
  ['next', NEXT_NAME],
  ['0.1', '0.1'],
];

/** A labelled list box of the form. */
function Choice<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly [T, string][];
  onChange: (value: T) => void;
}): React.ReactElement {
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

function counts(record: Record<string, number>): string {
  return Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} (${count})`)
    .join(', ');
}

function FindingList({items, onJump, label}: {items: Finding[]; onJump: (item: Finding) => void; label: string}) {
  return (
    <ol className={styles.findings} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.pointer}|${item.message}`} className={styles.finding}>
          <button type="button" className={styles.jump} onClick={() => onJump(item)}>
            Line {item.line}, column {item.column}
          </button>{' '}
          <code className={styles.path}>{item.path}</code>
          <span className={styles.message}>{item.message}</span>
        </li>
      ))}
    </ol>
  );
}

/** A titled list of findings; nothing when there are none. */
function FindingSection({title, items, onJump}: {title: string; items: Finding[]; onJump: (item: Finding) => void}) {
  if (items.length === 0) return null;
  return (
    <>
      <Heading as="h3" className={styles.listTitle}>
        {title}
      </Heading>
      <FindingList items={items} onJump={onJump} label={title} />
    </>
  );
}

export default function ManualValidator(): React.ReactElement {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<DocumentKind | 'auto'>('auto');
  const [line, setLine] = useState<UtcpLine | 'auto'>('auto');
  const [result, setResult] = useState<ValidationResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const run = useCallback(
    async (source: string) => {
      setBusy(true);
      try {
        setResult(await validateDocument(source, {kind, line}));
      } finally {
        setBusy(false);
      }
    },
    [kind, line],
  );

  const jumpTo = useCallback((item: Finding) => {
    const area = textareaRef.current;
    if (!area) return;
    const start = offsetOfPosition(area.value, item.line, item.column);
    const lineEnd = area.value.indexOf('\n', start);
    area.focus();
    area.setSelectionRange(start, lineEnd === -1 ? area.value.length : lineEnd);
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (item.line - 3) * lineHeight);
  }, []);

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    setText(content);
    setFileName(file.name);
    await run(content);
  };

  const status = (() => {
    if (busy) return 'Validating…';
    if (!result) return '';
    const what = `${LINE_LABELS[result.line]} ${KIND_LABELS[result.kind]}`;
    const guessed = result.detected.line || result.detected.kind ? ' (detected)' : '';
    if (result.syntaxError)
      return `Not valid JSON: line ${result.syntaxError.line}, column ${result.syntaxError.column}.`;
    if (result.valid) {
      const warnings = result.warnings.length ? `, with ${plural(result.warnings.length, 'warning')}` : '';
      return `Valid ${what}${guessed}${warnings}.`;
    }
    return `Not a valid ${what}${guessed}: ${plural(result.errors.length, 'error')}.`;
  })();

  const schemaPath = result ? `/schema/${result.line}/${SCHEMA_FILE[result.kind][result.line]}.json` : null;

  return (
    <div className={styles.validator}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void run(text);
        }}>
        <div className={clsx(styles.controls, toolFields.fields)}>
          <Choice id={`${id}-kind`} label="Document" value={kind} options={KIND_OPTIONS} onChange={setKind} />
          <Choice id={`${id}-line`} label="Version" value={line} options={LINE_OPTIONS} onChange={setLine} />
          <div className={styles.control}>
            <label htmlFor={`${id}-file`}>Open a file</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              onChange={(event) => void onFile(event)}
            />
          </div>
        </div>
        <label htmlFor={`${id}-text`} className={styles.textLabel}>
          JSON {fileName ? <span className={styles.fileName}>from {fileName}</span> : null}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textareaRef}
          className={styles.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void run(text);
            }
          }}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={20}
          placeholder="Paste a UTCP manual, call template or client configuration"
          aria-describedby={`${id}-privacy`}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={busy}>
            Validate
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setText(EXAMPLE);
              setFileName(null);
              setResult(null);
            }}>
            Load an example
          </button>
          <span className={styles.shortcut}>or press Ctrl+Enter in the text</span>
        </div>
        <p id={`${id}-privacy`} className={styles.privacy}>
          Validation runs in your browser with the published schemas; the text and files you open are not sent anywhere.
        </p>
      </form>

      <section className={styles.results} aria-labelledby={`${id}-results`}>
        <Heading as="h2" id={`${id}-results`} className={styles.resultsTitle}>
          Result
        </Heading>
        <p
          role="status"
          aria-live="polite"
          className={result ? (result.valid ? styles.valid : styles.invalid) : styles.idle}>
          {status || 'Nothing validated yet.'}
        </p>
        {result?.lineReason && !result.syntaxError ? (
          <p className={styles.reason}>Version detected because: {result.lineReason}</p>
        ) : null}
        {result?.hint ? (
          <p className={styles.hint}>
            {result.hint.text}
            {result.hint.link ? (
              <>
                {' '}
                <Link to={result.hint.link.to}>{result.hint.link.label}</Link>
              </>
            ) : null}
          </p>
        ) : null}
        {result?.syntaxError ? (
          <FindingList items={[result.syntaxError]} onJump={jumpTo} label="JSON syntax error" />
        ) : null}
        {result ? <FindingSection title="Errors" items={result.errors} onJump={jumpTo} /> : null}
        {result?.summary ? (
          <dl className={styles.summary}>
            <dt>Tools</dt>
            <dd>{result.summary.toolCount}</dd>
            <dt>Call template types</dt>
            <dd>{counts(result.summary.callTemplateTypes) || 'none'}</dd>
            <dt>Auth</dt>
            <dd>{counts(result.summary.authKinds) || 'none'}</dd>
            {result.summary.tags.length > 0 ? (
              <>
                <dt>Most used tags</dt>
                <dd>{result.summary.tags.join(', ')}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {result ? <FindingSection title="Warnings" items={result.warnings} onJump={jumpTo} /> : null}
        {schemaPath ? (
          <p className={styles.schemaLink}>
            Checked against <Link href={`pathname://${schemaPath}`}>{schemaPath}</Link>.
          </p>
        ) : null}
      </section>
    </div>
  );
}
