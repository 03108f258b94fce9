import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {Extension} from '@codemirror/state';
import StudioEditor from '../StudioEditor';
import StudioImport from '../StudioImport';
import StudioRequestPreview from '../StudioRequestPreview';
import StudioToolCard, {type StudioTool} from '../StudioToolCard';
import {copyText} from '@site/src/lib/clipboard';
import {MANUAL_EXAMPLES, OPENAPI_EXAMPLE} from '@site/src/lib/studio/examples';
import {MANUAL_PARAM} from '@site/src/lib/studio/links';
import {
  detectFormat,
  FORMAT_FILES,
  FORMAT_LABELS,
  formatManual,
  readManual,
  type ManualFormat,
} from '@site/src/lib/studio/manualFormat';
import type {LintSummary} from '@site/src/lib/studio/editorSupport';
import {convertOpenApi, isOpenApi, parseDocument, type Skip} from '@site/src/lib/studio/openapi';
import {decodeState, encodeState, type StudioState} from '@site/src/lib/studio/urlState';
import {LINE_PACKAGES, STUDIO_LINES, type StudioLine} from '@site/src/lib/studio/utcpLine';
import {NEXT_NAME} from '@site/src/config/versions';
import styles from './styles.module.css';

const LINE_LABELS: Record<StudioLine, string> = {'1.0': '1.0', next: NEXT_NAME};

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The tools of a manual in JSON or YAML; undefined while it does not parse or has no tools list. */
function toolsOf(text: string): StudioTool[] | undefined {
  const value = readManual(text) as {tools?: unknown} | null | undefined;
  return value && Array.isArray(value.tools)
    ? (value.tools.filter(
        (tool) => typeof tool === 'object' && tool !== null && typeof (tool as StudioTool).name === 'string',
      ) as StudioTool[])
    : undefined;
}

/** What the address asks for: a shared state in the fragment, a manual the site serves (?manual=), or an example (?example=). */
async function initialState(location: Location): Promise<{state?: StudioState; notice?: string}> {
  const fromHash = decodeState(location.hash);
  if (fromHash) return {state: fromHash};
  const params = new URLSearchParams(location.search);
  const base: StudioState = {line: '1.0', manual: pretty(MANUAL_EXAMPLES[0].manual), openapi: OPENAPI_EXAMPLE};
  const example = MANUAL_EXAMPLES.find((item) => item.id === params.get('example'));
  if (example) return {state: {...base, manual: pretty(example.manual)}};
  const manualPath = params.get(MANUAL_PARAM);
  // Only manuals the site serves: the path must stay on this origin.
  if (!manualPath || !manualPath.startsWith('/') || manualPath.startsWith('//')) return {};
  try {
    const response = await fetch(manualPath);
    if (!response.ok) throw new Error(`the site answered ${response.status}`);
    const manual = pretty(await response.json());
    return {state: {...base, manual, tool: toolsOf(manual)?.[0]?.name}, notice: `Opened ${manualPath}.`};
  } catch (error) {
    return {notice: `Could not open ${manualPath}: ${(error as Error).message}.`};
  }
}

interface ConversionState {
  busy: boolean;
  error?: string;
  skipped?: Skip[];
  converted?: number;
}

function lintText(summary: LintSummary | undefined, line: StudioLine): string {
  if (!summary) return 'Checking the manual…';
  if (summary.valid) {
    return summary.warnings > 0
      ? `Valid UTCP ${LINE_LABELS[line]} manual, ${summary.warnings} ${summary.warnings === 1 ? 'warning' : 'warnings'}.`
      : `Valid UTCP ${LINE_LABELS[line]} manual.`;
  }
  return `Not a valid UTCP ${LINE_LABELS[line]} manual: ${summary.errors} ${summary.errors === 1 ? 'error' : 'errors'} (marked in the editor; F8 moves to the next).`;
}

/** The studio: OpenAPI import, a schema-aware manual editor, tool cards and the request preview. */
export default function Studio(): ReactNode {
  const [line, setLine] = useState<StudioLine>('1.0');
  const [manual, setManual] = useState(() => pretty(MANUAL_EXAMPLES[0].manual));
  const [openapi, setOpenapi] = useState(OPENAPI_EXAMPLE);
  const [selected, setSelected] = useState<string>();
  const [conversion, setConversion] = useState<ConversionState>({busy: false});
  const [support, setSupport] = useState<Extension>();
  const [lint, setLint] = useState<{line: StudioLine; summary: LintSummary}>();
  const [notice, setNotice] = useState('');
  const [loaded, setLoaded] = useState(false);

  // Start from the link: a shared state in the fragment, a site manual (?manual=) or an example (?example=).
  useEffect(() => {
    void initialState(window.location).then(({state, notice: message}) => {
      if (state) {
        setLine(state.line);
        setManual(state.manual);
        if (state.openapi !== undefined) setOpenapi(state.openapi);
        setSelected(state.tool);
      }
      if (message) setNotice(message);
      setLoaded(true);
    });
  }, []);

  // Completion, hover and markers follow the chosen line.
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('@site/src/lib/studio/schemaBundle'), import('@site/src/lib/studio/editorSupport')]).then(
      async ([{loadSchemaBundle}, {utcpManualSupport}]) => {
        const bundle = await loadSchemaBundle(line);
        if (!cancelled)
          setSupport(utcpManualSupport(bundle, line, (summary) => !cancelled && setLint({line, summary})));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [line]);

  const state = useMemo<StudioState>(
    () => ({line, manual, openapi, tool: selected}),
    [line, manual, openapi, selected],
  );

  // The state lives in the fragment, so Reload and shared links restore it.
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = window.setTimeout(() => {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}#${encodeState(state)}`);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [state, loaded]);

  const tools = useMemo(() => toolsOf(manual), [manual]);
  // The format follows the text: pasting YAML makes a YAML editor.
  const format = detectFormat(manual);

  const changeFormat = (target: ManualFormat) => {
    if (target === format) return;
    const value = readManual(manual);
    if (value === undefined) {
      setNotice(
        `The manual is not valid ${FORMAT_LABELS[format]} yet, so it cannot be rewritten as ${FORMAT_LABELS[target]}; fix the marked error first.`,
      );
      return;
    }
    setManual(formatManual(value, target));
    setNotice(`Rewrote the manual as ${FORMAT_LABELS[target]}.`);
  };
  const tool = tools?.find((item) => item.name === selected);

  const convert = useCallback(async () => {
    setConversion({busy: true});
    try {
      const spec = parseDocument(openapi);
      if (!isOpenApi(spec)) throw new Error('This is not an OpenAPI document: it has neither "openapi" nor "swagger".');
      const result = await convertOpenApi(spec, line);
      setManual(formatManual(result.manual, detectFormat(manual)));
      setSelected(result.manual.tools[0]?.name);
      setConversion({busy: false, skipped: result.skipped, converted: result.manual.tools.length});
    } catch (error) {
      setConversion({busy: false, error: `Could not convert: ${(error as Error).message}`});
    }
  }, [openapi, line, manual]);

  const copyLink = async () => {
    const link = `${window.location.origin}${window.location.pathname}#${encodeState(state)}`;
    try {
      await copyText(link);
      setNotice('Copied a link to this studio state.');
    } catch {
      setNotice('The browser refused the clipboard; copy the address bar instead.');
    }
  };

  const downloadManual = () => {
    const file = FORMAT_FILES[format];
    const url = URL.createObjectURL(new Blob([manual], {type: file.type}));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file.name;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={styles.studio}>
      <div className={styles.toolbar}>
        <label className={styles.control}>
          UTCP version
          <select value={line} onChange={(event) => setLine(event.target.value as StudioLine)}>
            {STUDIO_LINES.map((item) => (
              <option key={item} value={item}>
                {LINE_LABELS[item]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          Start from an example
          <select
            value=""
            onChange={(event) => {
              const example = MANUAL_EXAMPLES.find((item) => item.id === event.target.value);
              if (example) {
                setManual(formatManual(example.manual, format));
                setSelected(undefined);
              }
            }}>
            <option value="">Choose…</option>
            {MANUAL_EXAMPLES.filter((item) => item.lines.includes(line)).map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          Manual format
          <select value={format} onChange={(event) => changeFormat(event.target.value as ManualFormat)}>
            {(Object.keys(FORMAT_LABELS) as ManualFormat[]).map((item) => (
              <option key={item} value={item}>
                {FORMAT_LABELS[item]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copyLink()}>
          Copy link
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={downloadManual}>
          Download manual
        </button>
      </div>
      <p className={styles.notice} role="status" data-testid="studio-notice">
        {notice}
      </p>

      <details className={styles.section} open={conversion.converted !== undefined || undefined}>
        <summary>
          <Heading as="h2" className={styles.summaryHeading}>
            Import from OpenAPI
          </Heading>
        </summary>
        <StudioImport
          text={openapi}
          onTextChange={setOpenapi}
          onConvert={() => void convert()}
          busy={conversion.busy}
          error={conversion.error}
          skipped={conversion.skipped}
          converted={conversion.converted}
          packageName={LINE_PACKAGES[line].http}
        />
      </details>

      <section className={styles.section} aria-labelledby="studio-manual">
        <Heading as="h2" id="studio-manual">
          Manual
        </Heading>
        <p id="studio-manual-help" className={styles.help}>
          Write JSON or YAML: the editor follows what you type or paste, and Manual format rewrites the manual in the
          other one. Ctrl+Space lists the keys and values the schema allows at the cursor; hover a key for its meaning.
          Tab leaves the editor.
        </p>
        <StudioEditor
          value={manual}
          onChange={setManual}
          language={format}
          label={`UTCP manual (${FORMAT_LABELS[format]})`}
          describedBy="studio-manual-help"
          support={support}
          testId="studio-manual-editor"
        />
        <p className={styles.lint} data-testid="studio-lint" aria-live="polite">
          {lintText(lint?.line === line ? lint.summary : undefined, line)}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="studio-tools">
        <Heading as="h2" id="studio-tools">
          Tools
        </Heading>
        {tools === undefined ? (
          <p>The tools show here once the manual is valid JSON or YAML with a tools list.</p>
        ) : tools.length === 0 ? (
          <p>The manual has no tools.</p>
        ) : (
          <ul className={styles.tools}>
            {tools.map((item) => (
              <StudioToolCard key={item.name} tool={item} selected={item.name === selected} onSelect={setSelected} />
            ))}
          </ul>
        )}
        {tool && <StudioRequestPreview key={tool.name} line={line} tool={tool} />}
      </section>
    </div>
  );
}
