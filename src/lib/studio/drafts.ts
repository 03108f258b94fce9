/**
 * The Studio's work kept in this browser (IndexedDB), so that a reload or a
 * closed tab brings it back whatever its size. One draft, replaced on every
 * change; the OpenAPI description is a record of its own, written only when it
 * changed, since it is the largest text and changes least. Nothing leaves the
 * browser. The manual worker writes drafts; the page reads them.
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
const DESCRIPTION_KEY = 'openapi';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
}

/** Runs `action` in one transaction and resolves with what it returns once the transaction completes. */
async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => () => T): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const result = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(result());
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

/**
 * Writes the draft: `state` without its description, and `description` in its
 * own record when given (leave it out when it has not changed since the last write).
 */
export function saveDraft(state: Omit<StudioState, 'openapi'>, description?: string): Promise<void> {
  const draft: Draft = {state: {line: state.line, manual: state.manual, tool: state.tool}, savedAt: Date.now()};
  return run('readwrite', (store) => {
    store.put(draft, KEY);
    if (description !== undefined) store.put(description, DESCRIPTION_KEY);
    return () => undefined;
  });
}

/** The kept draft, or undefined when there is none or the browser keeps no IndexedDB (private modes). */
export async function loadDraft(): Promise<Draft | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    const [draft, description] = await run('readonly', (store) => {
      const draftRequest = store.get(KEY);
      const descriptionRequest = store.get(DESCRIPTION_KEY);
      return () => [draftRequest.result as Draft | undefined, descriptionRequest.result as unknown] as const;
    });
    if (!draft || typeof draft.state?.manual !== 'string') return undefined;
    // Drafts written before the description had a record of its own hold it in the state.
    if (draft.state.openapi === undefined && typeof description === 'string') {
      return {...draft, state: {...draft.state, openapi: description}};
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function clearDraft(): Promise<void> {
  return run('readwrite', (store) => {
    store.delete(KEY);
    store.delete(DESCRIPTION_KEY);
    return () => undefined;
  });
}
