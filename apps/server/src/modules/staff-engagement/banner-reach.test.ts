import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError } from '../../test/expect-error.js';
import { listClassYears } from '../core/core.service.js';
import { storeClassChoice } from '../profile/class-types.service.js';
import { auditRowsOf } from '../../test/audit-rows.js';

/** docs/staff-engagement.md "Banners": a banner shows inside its window and to its audience only. */
const KINDS = [
  { kind: 'site', staff: '/staff/engagement/banners/site/', student: '/core/banner/' },
  { kind: 'product', staff: '/staff/engagement/banners/product/', student: '/products/banner/' },
] as const;
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

let t: TestApp;
let manager: string;
/** The app runs as the RU variant (the default); students in class 11, class 10 and with no class. */
let year11: string;
let year10: string;
let noYear: string;
let year11Id: number;
let year10Id: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' }));
  const years = await listClassYears(t.db);
  year11Id = years.find((year) => year.value === 11)!.id;
  year10Id = years.find((year) => year.value === 10)!.id;
  const studentIn = async (classYearId: number | null) => {
    const user = await buildUser(t.db);
    if (classYearId) await storeClassChoice(t.db, user.id, classYearId, []);
    return accessTokenFor(user);
  };
  [year11, year10, noYear] = await Promise.all([studentIn(year11Id), studentIn(year10Id), studentIn(null)]);
});
afterAll(() => t?.close());

const auditOf = (entity: string, entityId: number | string) => auditRowsOf(t.db, entity, entityId);

describe.each(KINDS)('$kind banners with a schedule and an audience', ({ kind, staff, student }) => {
  const create = async (title: string, fields: Record<string, unknown> = {}) => {
    const res = await post(t.app, staff, { title, text: 'Текст', is_active: true, ...fields }, { token: manager });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number };
  };
  const patch = (id: number, body: unknown) => api(t.app, 'PATCH', `${staff}${id}/`, { token: manager, body });
  const shownTo = async (token: string) =>
    ((await get(t.app, student, { token })).body as { id: number }[]).map((banner) => banner.id);

  it('shows a banner only inside its window', async () => {
    const before = await create(`${kind}: ещё не начался`, { starts_at: at(1), ends_at: at(2) });
    const inside = await create(`${kind}: идёт`, { starts_at: at(-1), ends_at: at(1) });
    const after = await create(`${kind}: закончился`, { starts_at: at(-2), ends_at: at(-1) });
    const openEnded = await create(`${kind}: с вчера`, { starts_at: at(-1) });
    const shown = await shownTo(year11);
    expect(shown).toContain(inside.id);
    expect(shown).toContain(openEnded.id);
    expect(shown).not.toContain(before.id);
    expect(shown).not.toContain(after.id);

    // Moving the window moves the banner in: the edit is audited with the dates before and after.
    const moved = await patch(before.id, { starts_at: at(-1) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(Date.parse(moved.body.starts_at)).toBeLessThan(Date.now());
    expect(await shownTo(year11)).toContain(before.id);
    const audit = await auditOf(kind === 'site' ? 'banner' : 'product_banner', before.id);
    expect(audit.map((row) => row.action)).toEqual(['banner.create', 'banner.update']);
    expect(Object.keys(audit[1]!.changes)).toEqual(['startsAt']);
  });

  it('shows a banner only to its variants and class years', async () => {
    const everyone = await create(`${kind}: всем`);
    const otherVariant = await create(`${kind}: только KZ`, { variants: ['KZ'] });
    const ourVariant = await create(`${kind}: RU и KZ`, { variants: ['RU', 'KZ'] });
    const eleventh = await create(`${kind}: 11 класс`, { class_year_ids: [year11Id] });
    const both = await create(`${kind}: 10 и 11`, { variants: ['RU'], class_year_ids: [year10Id, year11Id] });

    const seenBy11 = await shownTo(year11);
    expect(seenBy11).toEqual(expect.arrayContaining([everyone.id, ourVariant.id, eleventh.id, both.id]));
    expect(seenBy11).not.toContain(otherVariant.id);

    const seenBy10 = await shownTo(year10);
    expect(seenBy10).toEqual(expect.arrayContaining([everyone.id, ourVariant.id, both.id]));
    expect(seenBy10).not.toContain(eleventh.id);

    const seenWithoutYear = await shownTo(noYear);
    expect(seenWithoutYear).toEqual(expect.arrayContaining([everyone.id, ourVariant.id]));
    expect(seenWithoutYear).not.toContain(eleventh.id);
    expect(seenWithoutYear).not.toContain(both.id);

    // Clearing the audience shows it to everyone again.
    await patch(eleventh.id, { class_year_ids: [] });
    expect(await shownTo(noYear)).toContain(eleventh.id);
  });

  it('answers the schedule and audience, and an empty edit answers the banner as it is', async () => {
    const banner = await create(`${kind}: с датами`, {
      starts_at: '2030-01-01T00:00:00+05:00',
      ends_at: '2030-02-01T00:00:00Z',
      variants: ['KZ', 'KZ'],
      class_year_ids: [year10Id],
    });
    const expected = {
      starts_at: '2029-12-31T19:00:00.000Z',
      ends_at: '2030-02-01T00:00:00.000Z',
      variants: ['KZ'],
      class_year_ids: [year10Id],
    };
    expect(banner).toMatchObject(expected);
    const same = await patch(banner.id, {});
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: banner.id, ...expected });
    const audit = await auditOf(kind === 'site' ? 'banner' : 'product_banner', banner.id);
    expect(audit.map((row) => row.action)).toEqual(['banner.create']);
  });

  it('refuses a window that ends before it starts, and unknown audiences', async () => {
    expectFieldError(
      await post(t.app, staff, { title: 'x', text: 'y', starts_at: at(2), ends_at: at(1) }, { token: manager }),
      'ends_at',
    );
    const banner = await create(`${kind}: окно`, { starts_at: at(1) });
    // The end is compared with the start stored before.
    expectFieldError(await patch(banner.id, { ends_at: at(0.5) }), 'ends_at');
    expectFieldError(await patch(banner.id, { starts_at: 'завтра' }), 'starts_at');
    expectFieldError(await patch(banner.id, { variants: ['MARS'] }), 'variants.0');
    expectFieldError(await patch(banner.id, { class_year_ids: [999_999] }), 'class_year_ids', 'does_not_exist');
  });
});
