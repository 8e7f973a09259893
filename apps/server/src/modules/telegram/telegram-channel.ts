import type { AppContext } from '../../context.js';
import type { NotificationChannel, OutgoingNotification } from '../notifications/channel.js';
import { TelegramApiError, type SendMessage } from './bot-api.js';
import { telegramBotOf, type TelegramBot } from './telegram-bot.js';
import { chatOf, unlinkChat } from './telegram.repo.js';

const OPEN_BUTTON = 'Открыть';

/** The notification as a Telegram message; the button opens the app where the notification leads. */
export function telegramMessage(chatId: number, message: OutgoingNotification, publicUrl: string): SendMessage {
  const text = message.text ? `${message.title}\n\n${message.text}` : message.title;
  // Telegram refuses buttons to addresses it cannot reach (http://localhost): only a public https app gets one.
  if (!message.url || !publicUrl.startsWith('https://')) return { chatId, text };
  return { chatId, text, button: { text: OPEN_BUTTON, url: `${publicUrl.replace(/\/+$/, '')}${message.url}` } };
}

/** Notifications to the user's linked Telegram chat (issue 14). */
export class TelegramChannel implements NotificationChannel {
  readonly name = 'telegram';

  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'db' | 'log'>,
    private readonly bot: TelegramBot,
  ) {}

  async send(message: OutgoingNotification): Promise<void> {
    const chatId = await chatOf(this.ctx.db, message.userId);
    if (chatId === undefined) return;
    try {
      await this.bot.api.sendMessage(telegramMessage(chatId, message, this.ctx.config.publicUrl));
    } catch (error) {
      if (!(error instanceof TelegramApiError) || error.status === 429 || error.status >= 500) throw error;
      // 403: the user blocked the bot or deleted the chat; it will not take messages again.
      if (error.status === 403) await unlinkChat(this.ctx.db, chatId);
      else this.ctx.log.warn({ err: error, userId: message.userId }, 'telegram refused a notification');
    }
  }
}

/** The Telegram channel, when the deployment has a bot. */
export function telegramChannel(ctx: AppContext): NotificationChannel | undefined {
  const bot = telegramBotOf(ctx.config);
  return bot && new TelegramChannel(ctx, bot);
}
