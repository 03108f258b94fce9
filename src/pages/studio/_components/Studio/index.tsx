import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Extension} from '@codemirror/state';
import StudioEditor, {type EditorDocument} from '../StudioEditor';
import StudioImport, {type ConversionState} from '../StudioImport';
import StudioToolList from '../StudioToolList';
import {copyText} from '@site/src/lib/clipboard';
import {MANUAL_EXAMPLES, OPENAPI_EXAMPLE} from '@site/src/lib/studio/examples';
import {MANUAL_PARAM} from '@site/src/lib/studio/links';
import {loadDraft} from '@site/src/lib/studio/drafts';
import {
  detectFormat,
  FORMAT_FILES,
  FORMAT_LABELS,
  formatManual,
  type ManualFormat,
} from '@site/src/lib/studio/manualFormat';
import {MAX_LINK_CHARS} from '@site/src/lib/studio/shareLink';
import type {TextEdit} from '@site/src/lib/studio/textEdits';
import type {ToolSummary} from '@site/src/lib/studio/toolIndex';
import {decodeState, type StudioState} from '@site/src/lib/studio/urlState';
import {LINE_PACKAGES, STUDIO_LINES, type StudioLine} from '@site/src/lib/studio/utcpLine';
import {NEXT_NAME} from '@site/src/config/versions';
import type {StudioWorker} from '@site/src/lib/studio/worker/client';
import {DocumentSync} from '@site/src/lib/studio/worker/documentSync';
import type {LintFinding, ManualAnalysis} from '@site/src/lib/studio/worker/protocol';
import clsx from 'clsx';
import toolFields from '@site/src/css/fields.module.css';
import styles from './styles.module.css';

const LINE_LABELS: Record<StudioLine, string> = {'1.0': '1.0', next: NEXT_NAME};

/** The steps the nav above the studio links to: the id of each section, and what it is for. */
const STEPS: readonly [string, string][] = [
  ['studio-import', 'Import a description'],
  ['studio-manual', 'Edit the manual'],
  ['studio-tools', 'Pick a tool'],
  ['studio-request', 'See its request'],
];

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What the address asks for: a shared state in the fragment, an example (?example=), a site manual (?manual=). */
async function stateFromAddress(location: Location): Promise<{state?: StudioState; notice?: string}> {
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
    const value = (await response.json()) as {tools?: Array<{name?: unknown}>};
    const first = value.tools?.[0]?.name;
    return {
      state: {...base, manual: pretty(value), tool: typeof first === 'string' ? first : undefined},
      notice: `Opened ${manualPath}.`,
    };
  } catch (error) {
    return {notice: `Could not open ${manualPath}: ${(error as Error).message}.`};
  }
}

function lintText(analysis: ManualAnalysis | undefined, line: StudioLine): string {
  if (!analysis) return 'Checking the manual…';
  if (analysis.valid) {
    return analysis.warnings > 0
      ? `Valid UTCP ${LINE_LABELS[line]} manual, ${analysis.warnings} ${analysis.warnings === 1 ? 'warning' : 'warnings'}.`
      : `Valid UTCP ${LINE_LABELS[line]} manual.`;
  }
  return `Not a valid UTCP ${LINE_LABELS[line]} manual: ${analysis.errors} ${analysis.errors === 1 ? 'error' : 'errors'} (marked in the editor; F8 moves to the next).`;
}

interface Workers {
  /** Converts descriptions; Cancel ends it. */
  converter: StudioWorker;
  /** Follows the manual and keeps copies of the texts: checks, tools, preview, links, drafts. */
  manual: StudioWorker;
}

type Share = {kind: 'copied'} | {kind: 'refused'} | {kind: 'tooLong'; length: number};

/** The studio: OpenAPI import, a schema-aware manual editor, the tool list and the request preview. */
export default function Studio(): ReactNode {
  // The import section is a <details>, not a heading: its id is declared to the build's anchor check.
  useBrokenLinks().collectAnchor('studio-import');
  const [line, setLine] = useState<StudioLine>('1.0');
  const [manualDoc, setManualDoc] = useState<EditorDocument>(() => ({
    text: pretty(MANUAL_EXAMPLES[0].manual),
    revision: 0,
  }));
  // The texts live in the editors and, copied once and then edited, in the manual worker; the page holds neither.
  const [sync] = useState(() => {
    const documents = new DocumentSync();
    documents.setText('manual', manualDoc.text);
    documents.setText('openapi', OPENAPI_EXAMPLE);
    return documents;
  });
  const [openapiDoc, setOpenapiDoc] = useState<EditorDocument>({text: OPENAPI_EXAMPLE, revision: 0});
  const [format, setFormat] = useState<ManualFormat>('json');
  const [selected, setSelected] = useState<string>();
  const [conversion, setConversion] = useState<ConversionState>({busy: false});
  const [support, setSupport] = useState<Extension>();
  const [analysis, setAnalysis] = useState<{line: StudioLine; value: ManualAnalysis}>();
  const [findings, setFindings] = useState<{items: LintFinding[]; version: number}>();
  const [notice, setNotice] = useState('');
  const [restored, setRestored] = useState<string>();
  const [share, setShare] = useState<Share>();
  const [sourceUrl, setSourceUrl] = useState<string>();
  const [workers, setWorkers] = useState<Workers>();
  const [loaded, setLoaded] = useState(false);
  // The description as last loaded or reported, for the converter.
  const openapiText = useRef(openapiDoc.text);
  const [changes, setChanges] = useState(0);

  const loadManual = useCallback(
    (text: string) => {
      sync.setText('manual', text);
      setFormat(detectFormat(text));
      setManualDoc((old) => ({text, revision: old.revision + 1}));
      setChanges((count) => count + 1);
    },
    [sync],
  );

  // The workers start with the page and end with it.
  useEffect(() => {
    let cancelled = false;
    let started: Workers | undefined;
    void import('@site/src/lib/studio/worker/client').then(({StudioWorker: Worker}) => {
      if (cancelled) return;
      started = {converter: new Worker(), manual: new Worker()};
      sync.attach(started.manual);
      setWorkers(started);
    });
    return () => {
      cancelled = true;
      started?.converter.dispose();
      started?.manual.dispose();
    };
  }, [sync]);

  // Start from the link, else from the draft this browser kept, else from the first example.
  useEffect(() => {
    void (async () => {
      const fromAddress = await stateFromAddress(window.location);
      let state = fromAddress.state;
      if (!state && !fromAddress.notice) {
        const draft = await loadDraft();
        if (draft) {
          state = draft.state;
          setRestored(
            `Restored your work from ${new Date(draft.savedAt).toLocaleString('en')}; it is kept in this browser only.`,
          );
        }
      }
      if (state) {
        setLine(state.line);
        loadManual(state.manual);
        if (state.openapi !== undefined) {
          openapiText.current = state.openapi;
          sync.setText('openapi', state.openapi);
          setOpenapiDoc((old) => ({text: state.openapi ?? '', revision: old.revision + 1}));
        }
        setSelected(state.tool);
      }
      if (fromAddress.notice) setNotice(fromAddress.notice);
      setLoaded(true);
    })();
  }, [loadManual, sync]);

  // Completion and hover follow the chosen line.
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('@site/src/lib/studio/schemaBundle'), import('@site/src/lib/studio/editorSupport')]).then(
      async ([{loadSchemaBundle}, {utcpManualSupport}]) => {
        const bundle = await loadSchemaBundle(line);
        if (!cancelled) setSupport(utcpManualSupport(bundle));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [line]);

  // Each text or batch of edits the editor reports (after a pause) goes to the worker, which checks it and lists its tools.
  const [pendingCheck, setPendingCheck] = useState<{version: number}>();
  const onManualText = useCallback(
    (text: string, version: number, external: boolean) => {
      sync.setText('manual', text);
      setPendingCheck({version});
      if (!external) setChanges((count) => count + 1);
    },
    [sync],
  );
  const onManualEdits = useCallback(
    (edits: TextEdit[], version: number) => {
      sync.edit('manual', edits);
      setPendingCheck({version});
      setChanges((count) => count + 1);
    },
    [sync],
  );
  useEffect(() => {
    if (!workers || !pendingCheck) return undefined;
    let cancelled = false;
    void workers.manual.request('analyse', {line}).then(
      (value) => {
        if (cancelled) return;
        setFormat(value.format);
        setAnalysis({line, value});
        setFindings({items: value.findings, version: pendingCheck.version});
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [workers, pendingCheck, line]);

  const onOpenapiText = useCallback(
    (text: string, _version: number, external: boolean) => {
      openapiText.current = text;
      sync.setText('openapi', text);
      if (!external) setChanges((count) => count + 1);
    },
    [sync],
  );

  // After each change the worker writes the draft to IndexedDB, and the address holds the state while it fits a link.
  useEffect(() => {
    if (!loaded || !workers) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const settings = {line, tool: selected};
      void workers.manual.request('saveDraft', settings).catch(() => undefined);
      const base = `${window.location.origin}${window.location.pathname}`;
      void workers.manual.request('link', {base, settings}).then(
        (link) => {
          if (cancelled) return;
          const target = link.fits ? link.url.slice(window.location.origin.length) : window.location.pathname;
          window.history.replaceState(window.history.state, '', target);
        },
        () => undefined,
      );
    }, 600);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [changes, line, selected, loaded, workers]);

  const changeFormat = async (target: ManualFormat) => {
    if (target === format || !workers) return;
    const rewritten = await workers.manual.request('reformat', {format: target});
    if (rewritten === undefined) {
      setNotice(
        `The manual is not valid ${FORMAT_LABELS[format]} yet, so it cannot be rewritten as ${FORMAT_LABELS[target]}; fix the marked error first.`,
      );
      return;
    }
    loadManual(rewritten);
    setNotice(`Rewrote the manual as ${FORMAT_LABELS[target]}.`);
  };

  const convert = useCallback(async () => {
    if (!workers) return;
    setConversion({busy: true, progress: 'Starting…'});
    try {
      const result = await workers.converter.request('convert', {text: openapiText.current, line, format}, (progress) =>
        setConversion((old) => ({...old, progress})),
      );
      loadManual(result.text);
      setSelected(undefined);
      setConversion({
        busy: false,
        skipped: result.skipped,
        converted: result.toolCount,
        python: result.python,
      });
    } catch (error) {
      const {CancelledError} = await import('@site/src/lib/studio/worker/client');
      setConversion(
        error instanceof CancelledError
          ? {busy: false, error: 'Conversion cancelled; the manual was left as it was.'}
          : {busy: false, error: `Could not convert: ${(error as Error).message}`},
      );
    }
  }, [workers, line, format, loadManual]);

  const downloadManual = async () => {
    if (!workers) return;
    const file = FORMAT_FILES[format];
    const url = URL.createObjectURL(await workers.manual.request('manualFile', {type: file.type}));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = file.name;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  const copyLink = async () => {
    if (!workers) return;
    const base = `${window.location.origin}${window.location.pathname}`;
    const link = await workers.manual.request('link', {base, settings: {line, tool: selected}});
    if (!link.fits) {
      setShare({kind: 'tooLong', length: link.length});
      return;
    }
    try {
      await copyText(link.url);
      setShare({kind: 'copied'});
    } catch {
      setShare({kind: 'refused'});
    }
  };

  const tools: ToolSummary[] | undefined = analysis?.value.tools;

  return (
    <div className={styles.studio}>
      <nav aria-label="Studio steps" className={styles.steps}>
        <ol>
          {STEPS.map(([anchor, label]) => (
            <li key={anchor}>
              <Link to={`#${anchor}`}>{label}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className={clsx(styles.toolbar, toolFields.fields)}>
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
                loadManual(formatManual(example.manual, format));
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
          <select value={format} onChange={(event) => void changeFormat(event.target.value as ManualFormat)}>
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
        <button type="button" className="button button--secondary button--sm" onClick={() => void downloadManual()}>
          Download manual
        </button>
      </div>
      <div className={styles.notice} role="status">
        {restored && (
          <p className={styles.restored} data-testid="studio-restored">
            {restored}
          </p>
        )}
        <p data-testid="studio-notice">{notice}</p>
        {share?.kind === 'copied' && <p>Copied a link to this studio state.</p>}
        {share?.kind === 'refused' && <p>The browser refused the clipboard; copy the address bar instead.</p>}
        {share?.kind === 'tooLong' && (
          <div data-testid="studio-share-too-long">
            <p>
              This work is too large for a link: it would be {share.length.toLocaleString('en')} characters or more, and
              links longer than {MAX_LINK_CHARS.toLocaleString('en')} characters fail to open in some browsers and are
              cut by mail and chat programs. It stays in this browser as a draft. To share it, download the manual
              {sourceUrl ? ' or send the address of its description' : ''}.
            </p>
            <p className={styles.shareActions}>
              <button type="button" className="button button--primary button--sm" onClick={() => void downloadManual()}>
                Download the manual ({FORMAT_FILES[format].name})
              </button>
              {sourceUrl && (
                <Link href={sourceUrl} data-testid="studio-source-link">
                  {sourceUrl}
                </Link>
              )}
            </p>
          </div>
        )}
      </div>

      <details
        id="studio-import"
        className={styles.section}
        open={conversion.converted !== undefined || conversion.busy || conversion.error !== undefined || undefined}>
        <summary>
          <Heading as="h2" className={styles.summaryHeading}>
            Import from OpenAPI
          </Heading>
        </summary>
        <StudioImport
          document={openapiDoc}
          onText={onOpenapiText}
          onLoad={(text, url) => {
            openapiText.current = text;
            sync.setText('openapi', text);
            setSourceUrl(url);
            setOpenapiDoc((old) => ({text, revision: old.revision + 1}));
            setChanges((count) => count + 1);
          }}
          onConvert={() => void convert()}
          onCancel={() => workers?.converter.cancel()}
          conversion={conversion}
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
          document={manualDoc}
          onText={onManualText}
          onEdits={onManualEdits}
          language={format}
          label={`UTCP manual (${FORMAT_LABELS[format]})`}
          describedBy="studio-manual-help"
          support={support}
          findings={findings}
          testId="studio-manual-editor"
        />
        <p className={styles.lint} data-testid="studio-lint" aria-live="polite">
          {lintText(analysis?.line === line ? analysis.value : undefined, line)}
        </p>
      </section>

      <StudioToolList
        tools={tools}
        selected={selected}
        onSelect={(name) => {
          setSelected(name);
          setChanges((count) => count + 1);
        }}
        line={line}
        worker={workers?.manual}
        pythonDifferences={conversion.python?.tools}
      />
    </div>
  );
}
