import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {COPY_FEEDBACK_MS, copyText} from '@site/src/lib/clipboard';
import {markdownPathFor} from '@site/src/lib/markdownUrl';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copying: 'Copying the page as Markdown…',
  copied: 'Page copied as Markdown.',
  failed: 'Could not copy the page. Open the Markdown link instead.',
};

const BUTTON_TEXT: Record<Status, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) {
    throw new Error(`GET ${url} answered ${response.status}`);
  }
  return response.text();
}

/**
 * Puts the Markdown from `url` on the clipboard. Where the browser allows a
 * promised ClipboardItem, the copy starts within the click (Safari requires
 * that, as the text arrives later); otherwise it fetches first and copies
 * with the site's clipboard helper.
 */
async function copyMarkdown(url: string): Promise<void> {
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard?.write === 'function') {
    try {
      const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Fall through (older engines reject promised items).
    }
  }
  await copyText(await fetchMarkdown(url));
}

function CopyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

/**
 * "Copy page as Markdown": fetches this page's Markdown copy from our own
 * origin (the page URL with `.md` appended, see src/lib/markdownUrl.ts) and
 * writes it to the clipboard, then says so in a polite live region. A plain
 * link to the same file sits next to it for readers without clipboard access.
 */
export default function CopyPageMarkdown({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const markdownUrl = markdownPathFor(pathname);
  // The status belongs to the page it was set on: another page starts idle.
  const [shown, setShown] = useState<{status: Status; pathname: string}>({status: 'idle', pathname});
  const status = shown.pathname === pathname ? shown.status : 'idle';
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const onCopy = useCallback(async () => {
    const setStatus = (next: Status) => setShown({status: next, pathname});
    clearTimeout(resetTimer.current);
    setStatus('copying');
    try {
      await copyMarkdown(markdownUrl);
      setStatus('copied');
    } catch (error) {
      console.error('Copy page as Markdown failed:', error);
      setStatus('failed');
    }
    resetTimer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, [markdownUrl, pathname]);

  return (
    <div className={clsx(styles.copyPage, className)}>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        onClick={onCopy}
        disabled={status === 'copying'}
        aria-label="Copy page as Markdown">
        <CopyIcon />
        <span aria-hidden="true">{BUTTON_TEXT[status]}</span>
      </button>
      {/* A file, not a page: <Link> would route it. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={styles.rawLink} href={markdownUrl} type="text/markdown" target="_blank" rel="noopener">
        View as Markdown
      </a>
      <span className="visually-hidden" role="status" aria-live="polite">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
