import {describe, expect, it} from 'vitest';
import {createIdleQueue, SLICE_MS, type IdleScheduler} from '../../src/lib/idleQueue';

/** A scheduler whose clock advances only when a job runs, and whose idle callbacks run on demand. */
function fakeScheduler(jobCostMs: number) {
  let clock = 0;
  const waiting: ((budgetMs: number) => void)[] = [];
  const scheduler: IdleScheduler = {now: () => clock, request: (run) => waiting.push(run)};
  return {
    scheduler,
    tick: () => (clock += jobCostMs),
    waitingCallbacks: () => waiting.length,
    runIdle(budgetMs = 50) {
      const run = waiting.shift();
      if (!run) throw new Error('nothing scheduled');
      run(budgetMs);
    },
  };
}

/** A queue whose jobs each cost the fake clock one job's time and record their item. */
function timedQueue(fake: ReturnType<typeof fakeScheduler>) {
  const done: number[] = [];
  const enqueue = createIdleQueue((item: number) => {
    fake.tick();
    done.push(item);
  }, fake.scheduler);
  return {done, enqueue};
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle', () => {
    const fake = fakeScheduler(1);
    const done: string[] = [];
    const enqueue = createIdleQueue((item: string) => done.push(item), fake.scheduler);
    enqueue('/a');
    enqueue('/b');
    expect(done).toEqual([]);
    expect(fake.waitingCallbacks()).toBe(1);
  });

  it('spends at most one slice per idle period and keeps the order', () => {
    const fake = fakeScheduler(1);
    const {done, enqueue} = timedQueue(fake);
    for (let item = 0; item < 10; item += 1) enqueue(item);
    fake.runIdle(50);
    expect(done).toEqual([0, 1, 2, 3].slice(0, SLICE_MS));
    fake.runIdle(50);
    fake.runIdle(50);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fake.waitingCallbacks()).toBe(0);
  });

  it('respects a shorter idle period but always makes progress', () => {
    const fake = fakeScheduler(3);
    const {done, enqueue} = timedQueue(fake);
    enqueue(1);
    enqueue(2);
    fake.runIdle(0);
    expect(done).toEqual([1]);
    fake.runIdle(0);
    expect(done).toEqual([1, 2]);
  });

  it('schedules again when work arrives after the queue emptied', () => {
    const fake = fakeScheduler(1);
    const done: string[] = [];
    const enqueue = createIdleQueue((item: string) => done.push(item), fake.scheduler);
    enqueue('/a');
    fake.runIdle();
    expect(fake.waitingCallbacks()).toBe(0);
    enqueue('/b');
    expect(fake.waitingCallbacks()).toBe(1);
    fake.runIdle();
    expect(done).toEqual(['/a', '/b']);
  });
});
