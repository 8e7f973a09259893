/** The cart and catalog hot reads of the raw server (see bench-api-raw-routes.ts). */
import { zonedToday } from '../apps/server/src/modules/catalog/catalog.service.js';
import { SQL, unique, type Query, type RawRequest, type Refs, type Row } from './bench-api-raw-sql.js';
import { TIME_ZONE } from './bench-lessons-data.js';

const groupBy = (rows: Row[], at: number) => {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row[at], [...(groups.get(row[at]) ?? []), row]);
  return groups;
};

/** Cards, rate plans and packs of these products: the project's `loadOffers` without bundles and gifts. */
async function offers(query: Query, productIds: number[], known: Row[] = []) {
  const ids = unique(productIds);
  const [gifts, packs, own, knownPlans] = await Promise.all([
    query(SQL.gifts, [ids, []]),
    query(SQL.packs, [ids]),
    known.length > 0 ? [] : query(SQL.cardsByIds, [ids]),
    known.length > 0 ? query(SQL.ratePlans, [unique(known.map((c) => c[10]))]) : [],
  ]);
  if (gifts.length > 0) throw new Error('the raw server does not price gifts');
  const ownPlans = own.length === 0 ? [] : await query(SQL.ratePlans, [unique(own.map((c) => c[10]))]);
  const cards = [...known, ...own];
  return {
    cards: new Map(cards.map((c) => [c[0] as number, c])),
    plans: groupBy([...knownPlans, ...ownPlans], 1),
    packs: groupBy(packs, 1),
  };
}

/** The student's open cart with its items (bundles refused: the benchmark's carts have none). */
async function ownCart(query: Query, userId: number) {
  const rows = await query(SQL.cartContent, [userId, false]);
  if (rows.some((row) => row[16] !== null)) throw new Error('the raw server does not price bundles');
  const items = rows.filter((row) => row[9] !== null).map((row) => row.slice(9, 16));
  return rows.length === 0 ? undefined : { cart: rows[0]!.slice(0, 9), items };
}

function cartItem(item: Row, card: Row, plans: Row[], refs: Refs) {
  const plan = plans.find((p) => p[0] === item[3]) ?? plans[0] ?? null;
  return {
    id: item[0],
    product: {
      id: card[0],
      price: plan?.[4] ?? card[2],
      title: card[1],
      teacher: card[8] ?? null,
      start_date: card[3],
      package_title: card[6],
      product_type: {
        id: card[10],
        title: card[11],
        type: card[12],
        class_type: refs.classTypes.get(card[14])?.title ?? '',
        class_year: refs.classYears.get(card[15]) ?? '',
        course_type: { sys_course_type: card[16] },
      },
      rate_plan: plan ? { id: plan[0], title: plan[2] } : null,
      sys_rate_plan_name: plan?.[3] ?? null,
    },
    pack: null,
    is_prolong_subscription: item[5],
    gifts: [],
    optional_gifts: [],
    alternative_rates: plans
      .filter((p) => p[0] !== plan?.[0])
      .map((p) => ({ id: p[0], title: p[2], price: p[4], order: p[5] })),
    lesson_pack: null,
  };
}

export async function cart({ query, userId, refs }: RawRequest) {
  const own = await ownCart(query, userId);
  if (!own) throw new Error('the benchmark gives every student a cart');
  const { cart: row, items } = own;
  if (row[4] !== null || row[5] !== null) throw new Error('the raw server does not price discounts');
  const { cards, plans } = await offers(
    query,
    items.map((item) => item[2]),
  );
  const lines = items.map((item) => {
    const card = cards.get(item[2])!;
    return cartItem(item, card, plans.get(card[10]) ?? [], refs);
  });
  const amount = lines.reduce((sum, line) => sum + line.product.price, 0);
  return {
    hash: row[1],
    is_standalone: row[3],
    items: lines,
    bundles: [],
    coupon: null,
    referral_program: null,
    amount,
    initial_amount: amount,
    discount: 0,
    amount_description: '',
    count: lines.length,
    currency: 'RUB',
    org_info: {
      payment_info: { system: refs.payment.defaultSystem, systems: refs.payment.systems },
      oferta_url: refs.ofertaUrl,
    },
    has_f2f_product: false,
  };
}

function product(card: Row, plans: Row[], packs: Row[], refs: Refs, marks: { owned: boolean; in_cart: boolean }) {
  const classType = refs.classTypes.get(card[14]);
  return {
    id: card[0],
    title: card[1],
    price: card[2],
    start_date: card[3],
    end_date: card[4],
    month_title: card[6],
    teacher: card[7] === null ? null : { id: card[7], full_name: card[8] ?? '', avatar: card[9] },
    product_type: {
      id: card[10],
      title: card[11],
      type: card[12],
      class_type: { id: card[14], title: classType?.title ?? '', color: classType?.color ?? { base: '', toxic: '' } },
      class_year: { id: card[15], title: refs.classYears.get(card[15]) ?? '' },
      course_type: { sys_course_type: card[16], title: card[17] },
    },
    rate_plans: plans.map((p) => ({ id: p[0], title: p[2], sys_name: p[3], price: p[4], order: p[5] })),
    packs: packs.map((k) => ({ id: k[0], title: k[2], lessons_count: k[3], price: k[4] })),
    ...marks,
  };
}

export async function catalog({ query, userId, search, now, refs }: RawRequest) {
  const limit = Number(search.get('limit') ?? 12);
  const offset = Number(search.get('offset') ?? 0);
  const today = zonedToday(now, TIME_ZONE);
  const [own, page] = await Promise.all([
    ownCart(query, userId),
    offset === 0 ? query(SQL.catalogPage, [today, limit]) : query(SQL.catalogLaterPage, [today, limit, offset]),
  ]);
  const inCart = new Set((own?.items ?? []).map((item) => item[2] as number));
  const ids = page.map((card) => card[0] as number);
  const [{ plans, packs }, owned] = await Promise.all([
    offers(query, ids, page),
    ids.length === 0 ? [] : query(SQL.ownedIds, [userId, unique(ids), now]),
  ]);
  const ownedIds = new Set(owned.map((r) => r[0]));
  return {
    count: page.length > 0 ? Number(page[0]![18]) : 0,
    results: page.map((card) =>
      product(card, plans.get(card[10]) ?? [], packs.get(card[0]) ?? [], refs, {
        owned: ownedIds.has(card[0]),
        in_cart: inCart.has(card[0]),
      }),
    ),
  };
}
