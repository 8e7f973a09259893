import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { staffAuditLog } from './staff.schema.js';

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  action?: string;
  actor?: number;
  limit: number;
  offset: number;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(staffAuditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(staffAuditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(staffAuditLog.action, filter.action));
  if (filter.actor) conditions.push(eq(staffAuditLog.actorId, filter.actor));
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; every filter is an equality on an indexed column (staff_audit_log_*_idx). */
export async function listAudit(db: Tx, filter: AuditFilter) {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(where)
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(staffAuditLog).where(where);
  return { count: total?.count ?? 0, rows };
}
