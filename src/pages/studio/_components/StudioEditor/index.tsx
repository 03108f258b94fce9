import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Extension} from '@codemirror/state';
import type {EditorHandle} from './createEditor';
import styles from './styles.module.css';

interface Props {
  /** The text; the editor reports changes through onChange and takes outside changes (an import, an example). */
  value: string;
  onChange: (text: string) => void;
  language: 'json' | 'yaml';
  /** Accessible name of the editing area. */
  label: string;
  describedBy?: string;
  /** UTCP support for this editor (completion, hover, lint), or undefined for none. */
  support?: Extension;
  testId?: string;
}

/**
 * A CodeMirror 6 editor. Until CodeMirror has loaded (and on the server) a
 * plain text area with the same name holds the text, so the page works
 * from the first paint.
 */
export default function StudioEditor({
  value,
  onChange,
  language,
  label,
  describedBy,
  support,
  testId,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const latest = useRef({value, onChange, language, label, describedBy});
  useEffect(() => {
    latest.current = {value, onChange, language, label, describedBy};
  });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('./createEditor').then(({createEditor}) => {
      if (cancelled || !host.current) return;
      const current = latest.current;
      handle.current = createEditor({
        parent: host.current,
        text: current.value,
        language: current.language,
        label: current.label,
        describedBy: current.describedBy,
        onChange: (text) => latest.current.onChange(text),
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => handle.current?.setText(value), [value, ready]);
  useEffect(() => handle.current?.setLanguage(language), [language, ready]);
  useEffect(() => handle.current?.setLabel(label), [label, ready]);
  useEffect(() => handle.current?.setSupport(support ?? []), [support, ready]);

  return (
    <div className={styles.frame} data-testid={testId} data-ready={ready ? 'true' : 'false'}>
      {!ready && (
        <textarea
          className={styles.fallback}
          aria-label={label}
          aria-describedby={describedBy}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div ref={host} className={styles.host} />
    </div>
  );
}
