import type { AuditEntry, QueryOf, Role, contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { findUserNames } from '../users/users.service.js';
import { listAudit } from './staff.repo.js';

/** One page of the audit log with each actor's name (docs/staff.md "The audit log"). */
export async function auditLogPage(db: Tx, query: QueryOf<typeof contract.staff.auditLog>) {
  const { count, rows } = await listAudit(db, query);
  const actorIds = [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  const names = new Map((await findUserNames(db, actorIds)).map((user) => [user.id, user]));
  const results: AuditEntry[] = rows.map((row) => {
    const actor = row.actorId === null ? undefined : names.get(row.actorId);
    return {
      id: row.id,
      actor: actor ? { id: actor.id, fullName: `${actor.firstName} ${actor.lastName}`.trim() } : null,
      actorRole: row.actorRole as Role,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: row.changes,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { count, results };
}
