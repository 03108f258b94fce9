/**
 * Runs queued jobs in short slices while the browser is idle, so a burst of
 * small jobs (say, forty route prefetches when a page's links first scroll
 * into view) never becomes one long task that blocks input.
 */
export interface IdleScheduler {
  /** Calls `run` when the main thread is idle; `run` receives the time it may use, in ms. */
  request(run: (budgetMs: number) => void): void;
  now(): number;
}

export const SLICE_MS = 4;

export function createIdleQueue<T>(perform: (item: T) => void, scheduler: IdleScheduler): (item: T) => void {
  const pending: T[] = [];
  let scheduled = false;

  const drain = (budgetMs: number): void => {
    scheduled = false;
    const deadline = scheduler.now() + Math.min(budgetMs, SLICE_MS);
    // Always make progress, even on an idle period shorter than one job.
    do {
      perform(pending.shift() as T);
    } while (pending.length > 0 && scheduler.now() < deadline);
    schedule();
  };

  const schedule = (): void => {
    if (!scheduled && pending.length > 0) {
      scheduled = true;
      scheduler.request(drain);
    }
  };

  return (item: T) => {
    pending.push(item);
    schedule();
  };
}

/** requestIdleCallback where the browser has it (not Safari), a short timeout elsewhere. */
export function browserIdleScheduler(): IdleScheduler {
  const now = () => performance.now();
  if (typeof window.requestIdleCallback === 'function') {
    return {now, request: (run) => window.requestIdleCallback((deadline) => run(deadline.timeRemaining()))};
  }
  return {now, request: (run) => window.setTimeout(() => run(SLICE_MS), 50)};
}
