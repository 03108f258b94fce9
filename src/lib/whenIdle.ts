/**
 * Runs `task` once the browser has a quiet moment (requestIdleCallback, at
 * the latest after `timeoutMs`; a plain timeout where the browser lacks it,
 * as Safari does). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
