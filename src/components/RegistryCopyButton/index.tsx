import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** What goes on the clipboard. */
  text: string;
  /** Accessible name of the button, e.g. 'Copy the call template of Stripe API'. */
  label: string;
  /** Called after a copy attempt with the sentence to announce. */
  onResult: (message: string) => void;
  successMessage: string;
}

async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: a hidden textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) {
    throw new Error('copy command refused');
  }
}

/** A button that copies text and shows 'Copied' for a moment; the page announces the result. */
export default function RegistryCopyButton({text, label, onResult, successMessage}: Props): React.ReactElement {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handleClick = async () => {
    clearTimeout(timer.current);
    try {
      await copyToClipboard(text);
      setStatus('copied');
      onResult(successMessage);
    } catch {
      setStatus('failed');
      onResult('Copying failed: your browser blocked the clipboard. Open the details to select the call template by hand.');
    }
    timer.current = setTimeout(() => setStatus('idle'), 2500);
  };
  return (
    <button
      type="button"
      className={clsx('button button--sm button--primary', styles.copyButton)}
      aria-label={label}
      onClick={handleClick}
      data-status={status}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
        {status === 'copied' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
          </>
        )}
      </svg>
      <span aria-hidden="true">{status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
