import type { FeaturesPayload } from '@school/contract';
import type { Db } from '../../db/client.js';
import { featuresPayload } from './flags.service.js';

/** One open event stream: how to send it an event and how to end it. */
export interface StreamClient {
  send(event: string, data: string, id: string): void;
  end(): void;
}

/** A payload's identity: the SDK keeps a new payload only when `dateUpdated` differs (docs/flags.md). */
const contentOf = (payload: FeaturesPayload) => JSON.stringify(payload.features);

/**
 * Spec 1 §7 flag event stream, across server processes on one PostgreSQL: each process reads the
 * flags every `pollMs` while it has open streams (a version poll, the same on PGlite and PostgreSQL,
 * no connection held for LISTEN) and pushes the payload to its streams when it changed.
 */
export class FlagsStream {
  private readonly clients = new Set<StreamClient>();
  private timer: NodeJS.Timeout | null = null;
  private last: { content: string; version: string } | null = null;
  /** The version the streams were last told about (or had when the first of them opened). */
  private pushed: string | null = null;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { pollMs: number; remoteEval: boolean; onError: (error: unknown) => void },
  ) {}

  /** The version stamp a stream's events carry as their id (EventSource sends it back on reconnect). */
  async currentVersion(): Promise<{ payload: FeaturesPayload; version: string }> {
    const payload = await featuresPayload(this.db);
    const content = contentOf(payload);
    if (this.last && this.last.content === content) return { payload, version: this.last.version };
    // Content changed without its rows' updated_at moving (a hand-written UPDATE): a new stamp, or
    // the SDK would take the event for the payload it already has.
    const version =
      this.last && this.last.version >= payload.dateUpdated ? new Date().toISOString() : payload.dateUpdated;
    this.last = { content, version };
    return { payload: { ...payload, dateUpdated: version }, version };
  }

  async add(client: StreamClient, lastEventId: string | undefined): Promise<void> {
    this.clients.add(client);
    const { payload, version } = await this.currentVersion();
    // A reconnecting stream that missed a change catches up at once; a new one has just fetched.
    if (lastEventId !== undefined && lastEventId !== version) this.sendTo(client, payload, version);
    if (!this.timer) {
      this.pushed = version;
      this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    }
  }

  remove(client: StreamClient): void {
    this.clients.delete(client);
    if (this.clients.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream (the server is closing); the SDK reconnects to another process. */
  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private sendTo(client: StreamClient, payload: FeaturesPayload, version: string): void {
    // Remote evaluation: the payload depends on each visitor's attributes, so the SDK is told to ask again.
    if (this.options.remoteEval) client.send('features-updated', '{}', version);
    else client.send('features', JSON.stringify(payload), version);
  }

  /** One look at the flags (never two at once); pushes to every stream when they changed. */
  poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        const { payload, version } = await this.currentVersion();
        if (version === this.pushed) return;
        this.pushed = version;
        for (const client of this.clients) this.sendTo(client, payload, version);
      } catch (error) {
        this.options.onError(error);
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }
}
