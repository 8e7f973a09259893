import { chromium } from 'playwright-core';
const base = 'http://localhost:3303';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1366, 900]]) {
  for (const scheme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ru-RU' });
    const page = await ctx.newPage();
    await page.addInitScript((s) => localStorage.setItem('color-scheme', s), scheme);
    await page.goto(`${base}/id/login?client_id=web&client_redirect=${encodeURIComponent(base + '/loyalty/chat-styling')}`);
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill('student@example.com');
    await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL(/chat-styling/);
    await page.getByRole('article', { name: 'Эмоции' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cs-${w}-${scheme}.png`, fullPage: true });
    if (w === 1366) {
      await page.getByRole('article', { name: 'Закатный' }).getByRole('button', { name: 'Купить' }).click();
      await page.getByRole('radio', { name: /навсегда/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/cs-modal-${scheme}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
