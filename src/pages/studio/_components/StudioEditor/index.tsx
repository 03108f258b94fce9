import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Extension} from '@codemirror/state';
import type {TextEdit} from '@site/src/lib/studio/textEdits';
import type {LintFinding} from '@site/src/lib/studio/worker/protocol';
import type {EditorHandle} from './createEditor';
import styles from './styles.module.css';

/** A text set from outside; a new revision replaces what the editor holds. */
export interface EditorDocument {
  text: string;
  revision: number;
}

interface Props {
  document: EditorDocument;
  /** The text once typing pauses (or a load ends), with the editor's change count. */
  onText: (text: string, version: number, external: boolean) => void;
  /** When given, typing arrives as edits since the last report rather than as the whole text. */
  onEdits?: (edits: TextEdit[], version: number) => void;
  language: 'json' | 'yaml';
  /** Accessible name of the editing area. */
  label: string;
  describedBy?: string;
  /** UTCP support for this editor (completion, hover), or undefined for none. */
  support?: Extension;
  /** Checks of the text at a version the editor reported. */
  findings?: {items: LintFinding[]; version: number};
  testId?: string;
}

/**
 * A CodeMirror 6 editor of bounded height that scrolls on its own. Until
 * CodeMirror has loaded (and on the server) a plain text area with the same
 * name holds the text, so the page works from the first paint.
 */
export default function StudioEditor({
  document: doc,
  onText,
  onEdits,
  language,
  label,
  describedBy,
  support,
  findings,
  testId,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const latest = useRef({doc, onText, onEdits, language, label, describedBy});
  useEffect(() => {
    latest.current = {doc, onText, onEdits, language, label, describedBy};
  });
  const [ready, setReady] = useState(false);
  const [fallback, setFallback] = useState(doc.text);
  const loadedRevision = useRef(doc.revision);

  useEffect(() => {
    let cancelled = false;
    void import('./createEditor').then(({createEditor}) => {
      if (cancelled || !host.current) return;
      const current = latest.current;
      loadedRevision.current = current.doc.revision;
      handle.current = createEditor({
        parent: host.current,
        text: current.doc.text,
        language: current.language,
        label: current.label,
        describedBy: current.describedBy,
        onText: (text, version, external) => latest.current.onText(text, version, external),
        ...(current.onEdits ? {onEdits: (edits, version) => latest.current.onEdits?.(edits, version)} : {}),
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    if (!handle.current) {
      setFallback(doc.text);
      return;
    }
    if (loadedRevision.current === doc.revision) return;
    loadedRevision.current = doc.revision;
    void handle.current.setText(doc.text);
  }, [doc, ready]);
  useEffect(() => handle.current?.setLanguage(language), [language, ready]);
  useEffect(() => handle.current?.setLabel(label), [label, ready]);
  useEffect(() => handle.current?.setSupport(support ?? []), [support, ready]);
  useEffect(() => {
    if (findings) handle.current?.showFindings(findings.items, findings.version);
  }, [findings, ready]);

  return (
    <div className={styles.frame} data-testid={testId} data-ready={ready ? 'true' : 'false'}>
      {!ready && (
        <textarea
          className={styles.fallback}
          aria-label={label}
          aria-describedby={describedBy}
          value={fallback}
          spellCheck={false}
          onChange={(event) => {
            setFallback(event.target.value);
            onText(event.target.value, 0, false);
          }}
        />
      )}
      <div ref={host} className={styles.host} />
    </div>
  );
}
