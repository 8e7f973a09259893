import { STAFF_ROLES, type BodyOf, type QueryOf, type StaffAccount, type contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../plugins/errors.js';
import { generatePassword } from '../../admin/create-admin.js';
import { hashPassword } from '../auth/password.js';
import { endAllSessions } from '../auth/auth.service.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  searchUsers,
  updateUser,
  type UserRow,
} from '../users/users.service.js';
import { changedFields, recordAudit } from './audit.js';

const present = (user: UserRow): StaffAccount => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role as StaffAccount['role'],
  isActive: user.isActive,
  createdAt: user.createdAt.toISOString(),
});

const isStaff = (user: UserRow) => (STAFF_ROLES as readonly string[]).includes(user.role);

export async function listStaffAccounts(db: Tx, query: QueryOf<typeof contract.staff.accounts>) {
  const { count, rows } = await searchUsers(db, { ...query, roles: query.role ? [query.role] : STAFF_ROLES });
  return { count, results: rows.map(present) };
}

const emailTaken = () => fieldError('email', 'Пользователь с такой почтой уже есть.', 'unique');

/**
 * docs/staff.md "Staff accounts": the administrator opens an account with a role; the password is
 * generated, answered once and never stored in the clear. A taken e-mail is refused: a student's
 * account is never turned into staff this way.
 */
export async function createStaffAccount(db: Tx, actor: AuthUser, body: BodyOf<typeof contract.staff.createAccount>) {
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, { ...body, passwordHash });
      await recordAudit(tx, actor, {
        action: 'account.create',
        entity: 'user',
        entityId: created.id,
        changes: { email: body.email, role: body.role },
      });
      return created;
    });
    return { account: present(user), password };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A new role or a closed account; closing ends the person's sessions at once. */
export async function changeStaffAccount(
  db: Tx,
  actor: AuthUser,
  id: number,
  body: BodyOf<typeof contract.staff.changeAccount>,
) {
  if (id === actor.id) throw new AppError(409, 'own_account', 'Свою роль и доступ меняет другой администратор.');
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user || !isStaff(user)) throw notFound('Сотрудник не найден.');
    const changes = changedFields(user, body);
    await updateUser(tx, id, body);
    if (body.isActive === false || body.role !== undefined) await endAllSessions(tx, id);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, { action: 'account.change', entity: 'user', entityId: id, changes });
    }
    return present({ ...user, ...body });
  });
}
