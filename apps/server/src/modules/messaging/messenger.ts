import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@school/contract';
import type { Db } from '../../db/client.js';
import { outboxMessages } from './messaging.schema.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Sends e-mail and SMS. The local default stores them in the outbox, read at /dev/outbox. */
export interface Messenger {
  readonly isOutbox: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export class OutboxMessenger implements Messenger {
  readonly isOutbox = true;
  constructor(private readonly db: Db) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outboxMessages).values(message);
  }

  async list(limit = 100): Promise<OutboxMessage[]> {
    const rows = await this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    return rows.map((row) => ({
      ...row,
      channel: row.channel as OutboxMessage['channel'],
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
