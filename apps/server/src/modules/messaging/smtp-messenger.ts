import nodemailer, { type Transporter } from 'nodemailer';
import type { Messenger, OutgoingMessage } from './messenger.js';

/**
 * E-mail through SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). SMS has no
 * provider adapter yet, so SMS still goes to the outbox.
 */
export class SmtpMessenger implements Messenger {
  readonly isOutbox = false;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly fallback: Messenger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') return this.fallback.send(message);
    await this.transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  }
}
