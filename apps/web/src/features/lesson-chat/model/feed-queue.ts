import type { ChatEvent } from '@school/contract';
import { addEvent, emptyBatch, isEmptyBatch, type FeedBatch } from './feed-batch';

/**
 * Spec 3 §4: incoming messages wait while the view is not ready to render (loading its first page,
 * the list being measured), then flush in one batch grouped by action.
 */
export class FeedQueue {
  private queued: ChatEvent[] = [];
  private ready = false;

  constructor(
    private readonly flush: (batch: FeedBatch) => void,
    private readonly onError: (error: Error) => void,
  ) {}

  push(event: ChatEvent): void {
    this.queued.push(event);
    if (this.ready) this.drain();
  }

  setReady(ready: boolean): void {
    this.ready = ready;
    if (ready) this.drain();
  }

  private drain(): void {
    const batch = emptyBatch();
    for (const event of this.queued) {
      try {
        addEvent(batch, event);
      } catch (error) {
        this.onError(error as Error);
      }
    }
    this.queued = [];
    if (!isEmptyBatch(batch)) this.flush(batch);
  }
}
