/**
 * The page's side of a Studio worker: typed requests that resolve with the
 * worker's answer, progress reports, and cancel, which ends the worker (a
 * running conversion cannot be interrupted otherwise) and starts a fresh one.
 */
import type {RequestKind, RequestMessage, Requests, ResponseMessage} from './protocol';

export class CancelledError extends Error {
  constructor() {
    super('Cancelled.');
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  progress?: (text: string) => void;
}

export class StudioWorker {
  private worker: Worker;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = this.start();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./studio.worker.ts', import.meta.url), {name: 'utcp-studio'});
    worker.onmessage = (event: MessageEvent<ResponseMessage>) => {
      const message = event.data;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      if (message.type === 'progress') {
        pending.progress?.(message.text);
        return;
      }
      this.pending.delete(message.id);
      if (message.type === 'result') pending.resolve(message.value);
      else pending.reject(new Error(message.message));
    };
    return worker;
  }

  request<K extends RequestKind>(
    kind: K,
    args: Requests[K]['args'],
    progress?: (text: string) => void,
  ): Promise<Requests[K]['result']> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve: resolve as (value: unknown) => void, reject, progress});
      const message: RequestMessage<K> = {id, kind, args};
      this.worker.postMessage(message);
    });
  }

  /** Ends whatever the worker is doing; its pending requests reject with CancelledError. */
  cancel(): void {
    this.worker.terminate();
    for (const pending of this.pending.values()) pending.reject(new CancelledError());
    this.pending.clear();
    this.worker = this.start();
  }

  dispose(): void {
    this.worker.terminate();
    for (const pending of this.pending.values()) pending.reject(new CancelledError());
    this.pending.clear();
  }
}
