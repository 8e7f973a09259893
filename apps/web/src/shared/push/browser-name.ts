// Order matters: Edge, Opera and Yandex also name Chrome and Safari in their user agent.
const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera/],
  ['Yandex', /YaBrowser\//],
  ['Samsung', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Safari\//],
];

/** The browser's name for the subscription payload (spec 3 §3: subscription, browser, userAgent). */
export function browserName(userAgent: string): string {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? '';
}
