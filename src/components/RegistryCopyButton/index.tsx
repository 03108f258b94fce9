import React from 'react';
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

export const COPY_FAILED_MESSAGE =
  'Copying failed: your browser blocked the clipboard. Open the details to select the call template by hand.';

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

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Copies `text` and shows the outcome on `button` for a moment through its
 * data-status attribute (the labels and icon follow it in CSS). Works on a
 * button React rendered and on one in the registry's build-time list, which
 * is not hydrated (see RegistryBrowser).
 */
export async function copyWithFeedback(
  button: HTMLElement,
  text: string,
  successMessage: string,
  onResult: (message: string) => void,
): Promise<void> {
  clearTimeout(resetTimers.get(button));
  try {
    await copyToClipboard(text);
    button.dataset.status = 'copied';
    onResult(successMessage);
  } catch {
    button.dataset.status = 'failed';
    onResult(COPY_FAILED_MESSAGE);
  }
  resetTimers.set(
    button,
    setTimeout(() => {
      delete button.dataset.status;
    }, 2500),
  );
}

/** A button that copies text and shows 'Copied' for a moment; the page announces the result. */
export default function RegistryCopyButton({text, label, onResult, successMessage}: Props): React.ReactElement {
  return (
    <button
      type="button"
      className={clsx('button button--sm button--primary', styles.copyButton)}
      aria-label={label}
      data-copy-button=""
      onClick={(event) => void copyWithFeedback(event.currentTarget, text, successMessage, onResult)}
    >
      <span aria-hidden="true" className={styles.icon} />
      <span aria-hidden="true" className={styles.idle}>
        Copy
      </span>
      <span aria-hidden="true" className={styles.copied}>
        Copied
      </span>
      <span aria-hidden="true" className={styles.failed}>
        Copy failed
      </span>
    </button>
  );
}
