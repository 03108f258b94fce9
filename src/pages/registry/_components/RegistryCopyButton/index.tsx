import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {COPY_FEEDBACK_MS, copyText} from '@site/src/lib/clipboard';
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

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Shows `outcome` on a button through its data-status attribute for
 * COPY_FEEDBACK_MS (its CSS picks the label). Works on buttons React renders
 * and on ones it does not (the registry's build-time list is not hydrated).
 */
function showCopyOutcome(button: HTMLElement, outcome: 'copied' | 'failed'): void {
  clearTimeout(resetTimers.get(button));
  button.dataset.status = outcome;
  resetTimers.set(
    button,
    setTimeout(() => {
      delete button.dataset.status;
    }, COPY_FEEDBACK_MS),
  );
}

/**
 * Copies `text`, shows the outcome on `button` and hands the sentence to
 * announce to `onResult`. Works on a button React rendered and on one in the
 * registry's build-time list, which is not hydrated (see RegistryBrowser).
 */
export async function copyWithFeedback(
  button: HTMLElement,
  text: string,
  successMessage: string,
  onResult: (message: string) => void,
): Promise<void> {
  let copied = true;
  try {
    await copyText(text);
  } catch {
    copied = false;
  }
  showCopyOutcome(button, copied ? 'copied' : 'failed');
  onResult(copied ? successMessage : COPY_FAILED_MESSAGE);
}

/** A button that copies text and shows 'Copied' for a moment; the page announces the result. */
export default function RegistryCopyButton({text, label, onResult, successMessage}: Props): ReactNode {
  return (
    <button
      type="button"
      className={clsx('button button--sm button--primary', styles.copyButton)}
      aria-label={label}
      data-copy-button=""
      onClick={(event) => void copyWithFeedback(event.currentTarget, text, successMessage, onResult)}>
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
