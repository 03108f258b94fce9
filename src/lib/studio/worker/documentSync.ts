/**
 * Keeps the manual worker's copies of the Studio's texts up to date: a whole
 * text when one is loaded, then only the edits typed. It remembers, per text,
 * the last whole text and the edits since, so a worker attached later (the
 * first one starts after the editors, and a worker can be restarted) is
 * brought up to date by replaying them in order.
 */
import type {TextEdit} from '../textEdits';
import type {DocumentUpdate, StudioDocument} from './protocol';

export interface UpdateTarget {
  request(kind: 'update', args: DocumentUpdate): Promise<unknown>;
}

export class DocumentSync {
  private target?: UpdateTarget;
  /** Per text: its last whole text, then the edits made since. */
  private logs: Partial<Record<StudioDocument, DocumentUpdate[]>> = {};

  /** Sends `text` unless it is the text last sent with no edit since (the editor reports a load with the string it was given). */
  setText(doc: StudioDocument, text: string): void {
    const log = this.logs[doc];
    if (log?.length === 1 && 'text' in log[0] && log[0].text === text) return;
    const update = {doc, text};
    this.logs[doc] = [update];
    this.target?.request('update', update).catch(() => undefined);
  }

  edit(doc: StudioDocument, edits: TextEdit[]): void {
    if (edits.length === 0) return;
    const update = {doc, edits};
    (this.logs[doc] ??= []).push(update);
    this.target?.request('update', update).catch(() => undefined);
  }

  attach(target: UpdateTarget): void {
    this.target = target;
    for (const log of Object.values(this.logs)) {
      for (const update of log) target.request('update', update).catch(() => undefined);
    }
  }
}
