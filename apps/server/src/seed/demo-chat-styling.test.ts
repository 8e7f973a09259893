import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { chatFeaturePlans, chatStickers, chatTextColors } from '../db/schema.js';
import { serverPath } from '../paths.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { findUserByEmail, findStudentProfile } from '../modules/users/users.service.js';
import { senderStyling } from '../modules/chat-styling/chat-styling-sender.js';
import { textColors } from '../modules/chat-styling/chat-styling.service.js';
import { seedChatStylingCatalogue } from './demo-chat-styling.js';
import { CHAT_STICKER_PACKS, CHAT_TEXT_COLORS, stickerUrl } from './demo-chat-styling-data.js';
import { seedDemoUsers } from './seed.js';

/** WCAG 2.1 relative luminance and contrast ratio (§1.4.3), computed here from the definition. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/**
 * The chat's message surfaces (docs/chat.md "Chat styling"): Mantine's white, gray 0 and gray 1 in
 * light; dark 7, 6 and 5 in dark. A message is drawn on one of them.
 */
const SURFACES = { light: ['#ffffff', '#f8f9fa', '#f1f3f5'], dark: ['#242424', '#2e2e2e', '#3b3b3b'] };

describe('the colours', () => {
  it('the ratio function is WCAG’s: black on white 21, white on white 1, #767676 on white 4.54', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(CHAT_TEXT_COLORS)('$title: light and dark twin read at AA (4.5:1) on every chat surface', (color) => {
    for (const surface of SURFACES.light) expect(contrast(color.color, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of SURFACES.dark) expect(contrast(color.colorDark, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('there are 6 to 8 colours, each pack has 6 to 8 stickers, and every sticker file exists', () => {
    expect(CHAT_TEXT_COLORS.length).toBeGreaterThanOrEqual(6);
    expect(CHAT_TEXT_COLORS.length).toBeLessThanOrEqual(8);
    for (const pack of CHAT_STICKER_PACKS) {
      expect(pack.stickers.length).toBeGreaterThanOrEqual(6);
      expect(pack.stickers.length).toBeLessThanOrEqual(8);
      for (const [name] of pack.stickers) {
        expect(existsSync(serverPath('..', 'web', 'public', stickerUrl(pack.folder, name)))).toBe(true);
      }
    }
  });
});

describe('the seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('the catalogue runs again without adding anything', async () => {
    const counts = async () =>
      Promise.all(
        [chatTextColors, chatStickers, chatFeaturePlans].map(
          async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    await t.db.transaction((tx) => seedChatStylingCatalogue(tx));
    expect(await counts()).toEqual(before);
    expect(before[0]).toBe(CHAT_TEXT_COLORS.length);
  });

  it('student@ owns and writes in the first colour, keeps the 320 umcoins, and a second run changes nothing', async () => {
    await seedDemoUsers(t.db, 'RU');
    const student = (await findUserByEmail(t.db, 'student@example.com'))!;
    const colors = await textColors(t.db, student.id);
    expect(colors.filter((c) => c.isPurchased).map((c) => [c.title, c.expiresAt, c.isChosen])).toEqual([
      ['Малиновый', null, true],
    ]);
    expect(await senderStyling(t.db, student.id)).toEqual({ text_color: '#be185d', text_color_dark: '#f9a8d4' });
    const balance = (await findStudentProfile(t.db, student.id))!.umcoins;
    expect(balance).toBe(320);
    await seedDemoUsers(t.db, 'RU');
    expect((await findStudentProfile(t.db, student.id))!.umcoins).toBe(balance);
  });
});
