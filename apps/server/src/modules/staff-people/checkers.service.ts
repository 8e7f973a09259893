import type { QueryOf, StaffChecker, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../staff/audit.js';
import * as usersService from '../users/users.service.js';
import { listClassTypes } from '../core/core.service.js';
import { assignCheckerClassTypes, checkerClassTypesOf, removeCheckerClassType } from '../homework/homework.service.js';

type CheckerRole = StaffChecker['role'];
const CHECKER_ROLES: readonly string[] = ['CURATOR_ROLE', 'TEACHER_ROLE'] satisfies CheckerRole[];

type CheckerUser = Pick<usersService.UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role'>;

async function present(db: Tx, users: CheckerUser[]): Promise<StaffChecker[]> {
  const [links, subjects] = await Promise.all([
    checkerClassTypesOf(
      db,
      users.map((user) => user.id),
    ),
    listClassTypes(db),
  ]);
  const titles = new Map(subjects.map((subject) => [subject.id, subject.title]));
  return users.map((user) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role as CheckerRole,
    subjects: links
      .filter((link) => link.userId === user.id)
      .map((link) => ({ id: link.classTypeId, title: titles.get(link.classTypeId) ?? '' }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  }));
}

/** `GET /staff/people/checkers/`: curators (or teachers) by name, by users_role_name_idx. */
export async function listCheckers(db: Tx, query: QueryOf<typeof contract.staffPeople.checkers>) {
  const { count, rows } = await usersService.searchUsers(db, {
    role: query.role,
    limit: query.limit,
    offset: query.offset,
  });
  return { count, results: await present(db, rows) };
}

async function checkerOf(db: Tx, id: number): Promise<CheckerUser> {
  const user = await usersService.findUserById(db, id);
  if (!user || !CHECKER_ROLES.includes(user.role)) throw notFound('Куратор или преподаватель не найден.');
  return user;
}

/**
 * `POST /staff/people/checkers/:id/subjects/` and `DELETE …/subjects/:classType/`: the subjects whose
 * homework the checker sees in their queue (docs/homework.md). Head curators check every subject and
 * need none.
 */
export async function changeCheckerSubject(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  classTypeId: number,
  add: boolean,
): Promise<StaffChecker> {
  return ctx.db.transaction(async (tx) => {
    const user = await checkerOf(tx, userId);
    const subject = (await listClassTypes(tx)).find((type) => type.id === classTypeId);
    if (!subject) {
      if (add) throw fieldError('class_type', 'Такого предмета нет.', 'does_not_exist');
      throw notFound('Такого предмета нет.');
    }
    if (add) await assignCheckerClassTypes(tx, userId, [classTypeId]);
    else if (!(await removeCheckerClassType(tx, userId, classTypeId))) throw notFound('Этот предмет не был назначен.');
    await recordAudit(tx, actor, {
      action: add ? 'checker.subject_add' : 'checker.subject_remove',
      entity: 'user',
      entityId: userId,
      changes: { classType: classTypeId, title: subject.title },
    });
    const [presented] = await present(tx, [user]);
    return presented!;
  });
}
