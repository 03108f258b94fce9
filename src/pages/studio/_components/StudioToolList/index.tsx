import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import StudioRequestPreview from '../StudioRequestPreview';
import StudioToolCard, {type StudioTool} from '../StudioToolCard';
import type {ToolDifference} from '@site/src/lib/studio/converterDifferences';
import {filterTools, pageOf, tagsOf, TOOLS_PER_PAGE, type ToolSummary} from '@site/src/lib/studio/toolIndex';
import type {StudioLine} from '@site/src/lib/studio/utcpLine';
import type {StudioWorker} from '@site/src/lib/studio/worker/client';
import clsx from 'clsx';
import toolFields from '@site/src/css/fields.module.css';
import styles from './styles.module.css';

interface Props {
  /** Summaries of the manual's tools; undefined while it does not parse. */
  tools?: ToolSummary[];
  selected?: string;
  onSelect: (name: string) => void;
  line: StudioLine;
  worker?: StudioWorker;
  /** python-utcp's converter's differences from the last conversion, by tool name. */
  pythonDifferences?: Record<string, ToolDifference[]>;
}

const count = (value: number) => value.toLocaleString('en');

/**
 * The manual's tools, a page at a time and filtered by name, path or tag, beside
 * the request preview of the tool being tried (stacked on narrow screens).
 */
export default function StudioToolList({tools, selected, onSelect, line, worker, pythonDifferences}: Props): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const [page, setPage] = useState(0);
  const [loadedPage, setLoadedPage] = useState<{key: string; tools: StudioTool[]}>({key: '', tools: []});
  const [loadedTool, setLoadedTool] = useState<{name: string; tool?: StudioTool}>();
  const [focusRequest, setFocusRequest] = useState(0);
  const previewRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const tags = useMemo(() => tagsOf(tools ?? []), [tools]);
  const matching = useMemo(() => filterTools(tools ?? [], {text, tag}), [tools, text, tag]);
  const pages = Math.max(1, Math.ceil(matching.length / TOOLS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = matching.slice(current * TOOLS_PER_PAGE, (current + 1) * TOOLS_PER_PAGE);
  const shownKey = shown.map((tool) => tool.name).join('\n');

  // A tool chosen from outside (a link, a draft) brings its page, once per new selection.
  const selectedPage = pageOf(matching, selected);
  const [pagedFor, setPagedFor] = useState<string>();
  if (selected !== pagedFor && selectedPage !== undefined) {
    setPagedFor(selected);
    setPage(selectedPage);
  }

  useEffect(() => {
    if (!worker || shownKey === '') return undefined;
    let cancelled = false;
    void worker.request('tools', {names: shownKey.split('\n')}).then(
      (full) => !cancelled && setLoadedPage({key: shownKey, tools: full as StudioTool[]}),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [worker, shownKey, tools]);
  const pageTools = loadedPage.key === shownKey ? loadedPage.tools : [];

  useEffect(() => {
    if (!worker || !selected) return undefined;
    let cancelled = false;
    void worker.request('tools', {names: [selected]}).then(
      (full) => !cancelled && setLoadedTool({name: selected, tool: full[0] as StudioTool | undefined}),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [worker, selected, tools]);
  const tried = selected && loadedTool?.name === selected ? loadedTool.tool : undefined;

  // "Try" brings the preview into view and gives it the focus, once it shows the tool.
  useEffect(() => {
    if (focusRequest === 0 || tried?.name !== selected) return;
    const target = previewRef.current;
    target?.scrollIntoView({block: 'start'});
    target?.focus({preventScroll: true});
  }, [focusRequest, tried, selected]);

  const tryTool = (name: string) => {
    onSelect(name);
    setFocusRequest((value) => value + 1);
  };

  const backToList = () => {
    const button = listRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]');
    const target = button ?? listRef.current;
    target?.scrollIntoView({block: 'center'});
    target?.focus();
  };

  const first = matching.length === 0 ? 0 : current * TOOLS_PER_PAGE + 1;
  const last = current * TOOLS_PER_PAGE + shown.length;
  const differing = pythonDifferences ? Object.keys(pythonDifferences).length : 0;

  return (
    <div className={styles.workbench}>
      <section className={styles.list} aria-labelledby="studio-tools" ref={listRef} tabIndex={-1}>
        <Heading as="h2" id="studio-tools">
          Tools
        </Heading>
        {tools === undefined ? (
          <p>The tools show here once the manual is valid JSON or YAML with a tools list.</p>
        ) : tools.length === 0 ? (
          <p>The manual has no tools.</p>
        ) : (
          <>
            <div className={clsx(styles.filters, toolFields.fields)}>
              <label htmlFor={`${id}-text`}>Filter by name, path or description</label>
              <input
                id={`${id}-text`}
                type="search"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setPage(0);
                }}
              />
              {tags.length > 0 && (
                <>
                  <label htmlFor={`${id}-tag`}>Tag</label>
                  <select
                    id={`${id}-tag`}
                    value={tag}
                    onChange={(event) => {
                      setTag(event.target.value);
                      setPage(0);
                    }}>
                    <option value="">Any tag</option>
                    {tags.map((item) => (
                      <option key={item} value={item}>
                        {item}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </div>
            <p className={styles.count} data-testid="studio-tool-count" aria-live="polite">
              {matching.length === tools.length
                ? `${count(tools.length)} ${tools.length === 1 ? 'tool' : 'tools'}`
                : `${count(matching.length)} of ${count(tools.length)} tools match`}
              {matching.length > 0 && pages > 1 ? `; showing ${count(first)}–${count(last)}` : ''}
              {differing > 0 ? `; python-utcp's converter makes ${count(differing)} of them differently` : ''}.
            </p>
            <ul className={styles.tools}>
              {pageTools.map((item) => (
                <StudioToolCard
                  key={item.name}
                  tool={item}
                  selected={item.name === selected}
                  onSelect={tryTool}
                  pythonDifferences={pythonDifferences?.[item.name]}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav className={styles.pager} aria-label="Tool pages">
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={current === 0}
                  onClick={() => setPage(current - 1)}>
                  Previous tools
                </button>
                <span>
                  Page {count(current + 1)} of {count(pages)}
                </span>
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={current >= pages - 1}
                  onClick={() => setPage(current + 1)}>
                  Next tools
                </button>
              </nav>
            )}
          </>
        )}
      </section>
      <section className={styles.preview} aria-labelledby="studio-request">
        <Heading as="h2" id="studio-request">
          Request
        </Heading>
        <div ref={previewRef} tabIndex={-1} className={styles.previewFocus} data-testid="studio-preview-region">
          {tried && worker ? (
            <>
              <StudioRequestPreview key={`${tried.name}-${line}`} line={line} tool={tried} worker={worker} />
              <button type="button" className={`button button--link ${styles.back}`} onClick={backToList}>
                Back to the tool list
              </button>
            </>
          ) : (
            <p>Choose Try on a tool to see the request a client sends for it.</p>
          )}
        </div>
      </section>
    </div>
  );
}
