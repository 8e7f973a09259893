import { z } from '../zod.js';

/** Whether the signed-in user's notifications also go to a Telegram chat. */
export const TelegramStateSchema = z.object({
  linked: z.boolean(),
  /** The bot to write to (`@` not included). */
  bot: z.string(),
});
export type TelegramState = z.infer<typeof TelegramStateSchema>;

/** A one-time deep link: opening it and pressing Start in the bot links the chat. */
export const TelegramLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

/** The part of a Bot API `Update` the webhook reads (keys camelCased like every request). */
export const TelegramUpdateSchema = z
  .object({
    updateId: z.number().int(),
    message: z
      .object({
        chat: z.object({ id: z.number().int(), type: z.string().max(50) }),
        text: z.string().max(4096).optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export type TelegramUpdate = z.infer<typeof TelegramUpdateSchema>;
