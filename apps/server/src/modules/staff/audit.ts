import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { staffAuditLog } from './staff.schema.js';

export interface AuditRecord {
  /** Dotted verb: `lesson.publish`, `promo.create`, `access.grant`. */
  action: string;
  entity: string;
  entityId: string | number;
  changes?: Record<string, unknown>;
}

/**
 * Records one staff change (docs/staff.md "The audit log"). Call it with the transaction that makes
 * the change: both are written or neither is.
 */
export async function recordAudit(tx: Tx, actor: AuthUser, record: AuditRecord): Promise<void> {
  await tx.insert(staffAuditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    changes: record.changes ?? {},
  });
}

/**
 * The fields an update changed, as `{ field: [before, after] }`; fields the update does not name, or
 * names with the same value, are left out. Values compare by their JSON form (dates, arrays).
 */
export function changedFields<T extends object>(before: T, update: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(update) as (keyof T)[]) {
    const next = update[key];
    if (next === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(next)) changes[String(key)] = [before[key], next];
  }
  return changes;
}
