import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { staffAuditLog } from '../db/schema.js';

/** The staff audit rows of one thing, oldest first: what a console test expects its writes to leave. */
export function auditRowsOf(db: Db, entity: string, entityId: number | string) {
  return db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(entityId))))
    .orderBy(asc(staffAuditLog.id));
}
