import {describe, expect, it} from 'vitest';
import {DocumentSync} from '../../../src/lib/studio/worker/documentSync';
import type {DocumentUpdate} from '../../../src/lib/studio/worker/protocol';
import {applyEdits} from '../../../src/lib/studio/textEdits';

/** A stand-in for the worker: applies what it receives, as studio.worker.ts does. */
function fakeWorker() {
  const received: DocumentUpdate[] = [];
  const documents: Record<string, string> = {manual: '', openapi: ''};
  return {
    received,
    documents,
    request(_kind: 'update', update: DocumentUpdate) {
      received.push(update);
      documents[update.doc] = 'text' in update ? update.text : applyEdits(documents[update.doc], update.edits);
      return Promise.resolve(documents[update.doc].length);
    },
  };
}

describe('DocumentSync', () => {
  it('holds updates until the worker is attached, then sends them in order', () => {
    const sync = new DocumentSync();
    sync.setText('manual', '{}');
    sync.edit('manual', [[1, 1, '"a": 1']]);
    sync.setText('openapi', 'openapi: 3.0.0');
    const worker = fakeWorker();
    expect(worker.received).toHaveLength(0);
    sync.attach(worker);
    expect(worker.received.map((update) => update.doc)).toEqual(['manual', 'manual', 'openapi']);
    expect(worker.documents).toEqual({manual: '{"a": 1}', openapi: 'openapi: 3.0.0'});
  });

  it('replays the last whole text and the edits since to a worker attached later', () => {
    const sync = new DocumentSync();
    sync.setText('manual', 'one');
    sync.edit('manual', [[0, 3, 'two']]);
    sync.setText('manual', 'three');
    sync.edit('manual', [[5, 5, '!']]);
    const first = fakeWorker();
    sync.attach(first);
    expect(first.received).toEqual([
      {doc: 'manual', text: 'three'},
      {doc: 'manual', edits: [[5, 5, '!']]},
    ]);
    // A restarted worker gets the same and ends with the same text.
    sync.edit('manual', [[0, 0, '¡']]);
    const second = fakeWorker();
    sync.attach(second);
    expect(second.documents.manual).toBe('¡three!');
    expect(first.documents.manual).toBe('¡three!');
  });

  it('does not send the text it sent last again, but does once an edit came between', () => {
    const sync = new DocumentSync();
    const worker = fakeWorker();
    sync.attach(worker);
    const text = 'x'.repeat(1000);
    sync.setText('manual', text);
    sync.setText('manual', text);
    expect(worker.received).toHaveLength(1);
    sync.edit('manual', [[0, 1, 'y']]);
    sync.setText('manual', text);
    expect(worker.received).toHaveLength(3);
    expect(worker.documents.manual).toBe(text);
  });

  it('sends no empty batch of edits', () => {
    const sync = new DocumentSync();
    const worker = fakeWorker();
    sync.attach(worker);
    sync.edit('manual', []);
    expect(worker.received).toHaveLength(0);
  });
});
