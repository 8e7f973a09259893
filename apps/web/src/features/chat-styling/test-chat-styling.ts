import type { ChatStylingConfig, StickerPack, TextColor } from '@school/contract';
import { snakeKeys } from '@school/contract';

/** Tests only: the answers of the chat styling endpoints, as the server sends them (snake_case). */
export const color = (over: Partial<TextColor> = {}): TextColor => ({
  id: 1,
  title: 'Малиновый',
  color: '#be185d',
  colorDark: '#f9a8d4',
  isChosen: false,
  isPurchased: false,
  expiresAt: null,
  priceFrom: 50,
  ...over,
});

export const pack = (over: Partial<StickerPack> = {}): StickerPack => ({
  id: 10,
  title: 'Эмоции',
  cover: '/stickers/moods/happy.svg',
  description: 'Радость и поддержка',
  isPurchased: false,
  expiresAt: null,
  priceFrom: 80,
  stickers: [
    { id: 101, title: 'Радость', url: '/stickers/moods/happy.svg' },
    { id: 102, title: 'Сердце', url: '/stickers/moods/heart.svg' },
  ],
  ...over,
});

export const config = (over: Partial<ChatStylingConfig> = {}): ChatStylingConfig => ({
  enabled: true,
  textColor: null,
  stickerPacks: [],
  balance: 120,
  ...over,
});

export const wire = (body: object, status = 200) =>
  Response.json(snakeKeys(body as Parameters<typeof snakeKeys>[0]), { status });
