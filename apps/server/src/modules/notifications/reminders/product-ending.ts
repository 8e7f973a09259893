import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec 1 §3 product group ending: access that ends within this much time. */
export const ENDING_AHEAD_MS = 3 * DAY_MS;
/** How far back the daily sweep looks for access that ran out (a missed day is still told). */
const KICKED_BEHIND_MS = 2 * DAY_MS;

const insertedCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * Product group ending (access ends within 3 days) and kicked (it ended), each once per access and
 * end; not when the student already holds later access of the same product type. The action opens
 * the catalogue with the 'prolong' button of the type.
 */
export async function remindProductEndings(db: Tx, now = new Date()): Promise<number> {
  const ahead = new Date(now.getTime() + ENDING_AHEAD_MS);
  const behind = new Date(now.getTime() - KICKED_BEHIND_MS);
  const result = await db.execute(sql`
    insert into notifications (user_id, type, title, text, action, dedupe_key)
    select sp.student_id,
      case when sp.ends_at > ${now} then 'product_group_ending' else 'product_group_kicked' end,
      case when sp.ends_at > ${now} then 'Доступ скоро закончится' else 'Доступ закончился' end,
      case when sp.ends_at > ${now}
        then 'Доступ к «' || p.title || '» закончится через несколько дней. Продли, чтобы не прерывать занятия.'
        else 'Доступ к «' || p.title || '» закончился. Продли его, чтобы продолжить учиться.' end,
      jsonb_build_object('type', 'catalog_prolong', 'productTypeId', p.product_type_id),
      case when sp.ends_at > ${now} then 'product_group_ending:' else 'product_group_kicked:' end
        || sp.id || ':' || extract(epoch from sp.ends_at)::bigint
    from student_products sp
    join products p on p.id = sp.product_id
    where sp.ends_at > ${behind} and sp.ends_at <= ${ahead}
      and not exists (
        select 1 from student_products later
        join products lp on lp.id = later.product_id
        where later.student_id = sp.student_id and lp.product_type_id = p.product_type_id and later.ends_at > sp.ends_at
      )
    on conflict (dedupe_key) do nothing
    returning id`);
  return insertedCount(result);
}
