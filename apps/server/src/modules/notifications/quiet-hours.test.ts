import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours.js';
import { planDelivery } from './delivery.js';

const MOSCOW = 'Europe/Moscow';
const at = (iso: string) => new Date(iso);
const ALL_ON = { push: true, telegram: true };

describe('quiet hours 22:00–08:00 in the student’s zone', () => {
  it('are over at 08:00 of the same morning or the next one', () => {
    // 23:30 in Moscow (UTC+3) → 08:00 the next day.
    expect(quietHoursEnd(at('2026-05-12T20:30:00Z'), MOSCOW)).toEqual(at('2026-05-13T05:00:00Z'));
    // 03:00 in Moscow → 08:00 that morning.
    expect(quietHoursEnd(at('2026-05-13T00:00:00Z'), MOSCOW)).toEqual(at('2026-05-13T05:00:00Z'));
    // Exactly 22:00 is quiet, 08:00 is not.
    expect(quietHoursEnd(at('2026-05-12T19:00:00Z'), MOSCOW)).toEqual(at('2026-05-13T05:00:00Z'));
    expect(quietHoursEnd(at('2026-05-13T05:00:00Z'), MOSCOW)).toBeNull();
  });

  it('follow the zone: noon in Moscow is night in Vladivostok', () => {
    const noonMoscow = at('2026-05-12T09:00:00Z');
    expect(quietHoursEnd(noonMoscow, MOSCOW)).toBeNull();
    // 19:00 in Vladivostok (UTC+10): not quiet; 23:00 there is.
    expect(quietHoursEnd(noonMoscow, 'Asia/Vladivostok')).toBeNull();
    expect(quietHoursEnd(at('2026-05-12T13:00:00Z'), 'Asia/Vladivostok')).toEqual(at('2026-05-12T22:00:00Z'));
  });

  it('hold outside channels back except a lesson starting now', () => {
    const night = at('2026-05-12T21:00:00Z');
    expect(planDelivery({ urgent: false }, night, MOSCOW, ALL_ON, ['push', 'telegram'])).toEqual({
      deferUntil: at('2026-05-13T05:00:00Z'),
    });
    expect(planDelivery({ urgent: true }, night, MOSCOW, ALL_ON, ['push', 'telegram'])).toEqual({
      channels: ['push', 'telegram'],
    });
  });

  it('send by the channels the user kept on for the type', () => {
    const day = at('2026-05-12T09:00:00Z');
    expect(planDelivery({ urgent: false }, day, MOSCOW, { push: false, telegram: true }, ['push', 'telegram'])).toEqual(
      { channels: ['telegram'] },
    );
    expect(planDelivery({ urgent: false }, day, MOSCOW, ALL_ON, ['push'])).toEqual({ channels: ['push'] });
  });
});
