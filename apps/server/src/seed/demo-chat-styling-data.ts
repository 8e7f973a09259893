/**
 * The chat styling catalogue (spec 3 §7; docs/chat.md "Chat styling"). Every colour has a light
 * value and a dark twin that read at WCAG AA on the chat's surfaces in their theme (the seed's
 * test computes the ratios).
 */
export const CHAT_TEXT_COLORS = [
  { title: 'Малиновый', color: '#be185d', colorDark: '#f9a8d4' },
  { title: 'Закатный', color: '#c2410c', colorDark: '#fdba74' },
  { title: 'Янтарный', color: '#92400e', colorDark: '#fcd34d' },
  { title: 'Изумрудный', color: '#047857', colorDark: '#6ee7b7' },
  { title: 'Морской', color: '#0e7490', colorDark: '#67e8f9' },
  { title: 'Синий', color: '#1d4ed8', colorDark: '#93c5fd' },
  { title: 'Фиолетовый', color: '#7e22ce', colorDark: '#d8b4fe' },
] as const;

/** Plans of every colour: a week to try, a month, or for good. */
export const CHAT_TEXT_COLOR_PLANS = [
  { title: '7 дней', price: 50, durationDays: 7 },
  { title: '30 дней', price: 150, durationDays: 30 },
  { title: 'Навсегда', price: 300, durationDays: null },
] as const;

export const CHAT_STICKER_PACK_PLANS = [
  { title: '7 дней', price: 80, durationDays: 7 },
  { title: 'Навсегда', price: 400, durationDays: null },
] as const;

/** Drawn for us: SVG files of the web app's public folder (apps/web/public/stickers). */
export const CHAT_STICKER_PACKS = [
  {
    title: 'Учебные будни',
    description: 'Книги, идеи и пятёрки — для тех, кто учится с удовольствием.',
    folder: 'study',
    stickers: [
      ['book', 'Книга'],
      ['idea', 'Идея'],
      ['five', 'Пятёрка'],
      ['pencil', 'Карандаш'],
      ['rocket', 'Ракета'],
      ['clock', 'Дедлайн'],
      ['owl', 'Сова'],
    ],
  },
  {
    title: 'Эмоции',
    description: 'Радость, удивление и поддержка без лишних слов.',
    folder: 'moods',
    stickers: [
      ['happy', 'Радость'],
      ['laugh', 'Смех'],
      ['wow', 'Удивление'],
      ['sad', 'Грусть'],
      ['thumbs-up', 'Класс'],
      ['heart', 'Сердце'],
      ['fire', 'Огонь'],
      ['thinking', 'Думаю'],
    ],
  },
] as const;

export const stickerUrl = (folder: string, name: string) => `/stickers/${folder}/${name}.svg`;
