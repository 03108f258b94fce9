/**
 * The Studio's work kept in this browser (IndexedDB), so that a reload or a
 * closed tab brings it back whatever its size. One draft, replaced on every
 * change; nothing leaves the browser.
 */
import type {StudioState} from './urlState';

export interface Draft {
  state: StudioState;
  /** Date.now() when it was written. */
  savedAt: number;
}

const DATABASE = 'utcp-studio';
const STORE = 'drafts';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

export function saveDraft(state: StudioState): Promise<void> {
  const draft: Draft = {state, savedAt: Date.now()};
  return run('readwrite', (store) => store.put(draft, KEY)).then(() => undefined);
}

/** The kept draft, or undefined when there is none or the browser keeps no IndexedDB (private modes). */
export async function loadDraft(): Promise<Draft | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    const draft = (await run('readonly', (store) => store.get(KEY))) as Draft | undefined;
    return draft && typeof draft.state?.manual === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(): Promise<void> {
  return run('readwrite', (store) => store.delete(KEY)).then(() => undefined);
}
