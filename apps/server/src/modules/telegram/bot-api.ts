/** A Bot API answer that is not `ok` (https://core.telegram.org/bots/api#making-requests). */
export class TelegramApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Telegram Bot API ${status}: ${description}`);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

export interface InlineButton {
  text: string;
  url: string;
}

export interface SendMessage {
  chatId: number;
  text: string;
  button?: InlineButton;
}

interface BotApiAnswer {
  ok?: boolean;
  description?: string;
  error_code?: number;
}

/**
 * The adapter over the Telegram Bot API: TELEGRAM_API_URL points it at Telegram or at a local fake.
 * The token is part of every request's path, so the address is never logged.
 */
export class BotApi {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  async sendMessage({ chatId, text, button }: SendMessage): Promise<void> {
    await this.call('sendMessage', {
      chat_id: chatId,
      text,
      link_preview_options: { is_disabled: true },
      ...(button && { reply_markup: { inline_keyboard: [[button]] } }),
    });
  }

  /** Updates go to `url`, each carrying `secretToken` in X-Telegram-Bot-Api-Secret-Token. */
  async setWebhook(url: string, secretToken: string): Promise<void> {
    await this.call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
  }

  private async call(method: string, params: object): Promise<void> {
    const response = await fetch(`${this.apiUrl.replace(/\/+$/, '')}/bot${this.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as BotApiAnswer;
    if (!response.ok || !answer.ok) {
      throw new TelegramApiError(answer.error_code ?? response.status, answer.description ?? response.statusText);
    }
  }
}
