import type { AssignTutorClient, QueryOf, StaffTutor, TutorClient, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../plugins/errors.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import { listClassTypes } from '../core/core.service.js';
import { findUserById, searchUsers, type UserRow } from '../users/users.service.js';
import * as tutors from '../tutor/tutor.service.js';

async function present(db: Tx, users: UserRow[]): Promise<StaffTutor[]> {
  const active = await tutors.countActiveClientsOfTutors(
    db,
    users.map((user) => user.id),
  );
  return users.map((user) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isActive: user.isActive,
    activeClients: active.get(user.id) ?? 0,
  }));
}

async function tutorOf(db: Tx, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'TUTOR_ROLE') throw notFound('Репетитор не найден.');
  return user;
}

/** `GET /staff/people/tutors/`: tutors by name, each with the clients they teach now. */
export async function listTutors(db: Tx, query: QueryOf<typeof contract.staffPeople.tutors>) {
  const { count, rows } = await searchUsers(db, { role: 'TUTOR_ROLE', ...query });
  return { count, results: await present(db, rows) };
}

export async function getTutor(db: Tx, id: number): Promise<StaffTutor> {
  const [tutor] = await present(db, [await tutorOf(db, id)]);
  return tutor!;
}

/** The tutor's own list (`GET /tutor/clients/`), read for them: staff see what the tutor sees. */
export async function listTutorClients(db: Tx, id: number, query: QueryOf<typeof contract.staffPeople.tutorClients>) {
  await tutorOf(db, id);
  return tutors.listClients(db, id, query);
}

const alreadyAssigned = () =>
  new AppError(409, 'already_assigned', 'Этот ученик уже занимается с репетитором.', 'student');

/**
 * `POST /staff/people/tutors/:id/clients/`: a new pair, or an ended or paused pair resumed. One row per
 * pair (tutor_clients_pair_idx), so a resumed pair keeps its id, start and history (lessons, works).
 */
export async function assignTutorClient(
  ctx: AppContext,
  actor: AuthUser,
  tutorId: number,
  body: AssignTutorClient,
): Promise<TutorClient> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tutorOf(tx, tutorId);
      const student = await findUserById(tx, body.student);
      if (!student || student.role !== 'STUDENT_ROLE') {
        throw fieldError('student', 'Такого ученика нет.', 'does_not_exist');
      }
      if (!(await listClassTypes(tx)).some((type) => type.id === body.classType)) {
        throw fieldError('class_type', 'Такого предмета нет.', 'does_not_exist');
      }
      const fields = { classTypeId: body.classType, classYear: body.classYear, lessonsPerWeek: body.lessonsPerWeek };
      const pair = await tutors.findClientPair(tx, tutorId, student.id);
      if (pair?.status === 'active') throw alreadyAssigned();
      const row = pair
        ? await tutors.updateClient(tx, pair.id, { ...fields, status: 'active' })
        : await tutors.addClient(tx, { tutorId, studentId: student.id, status: 'active', ...fields });
      await recordAudit(tx, actor, {
        action: pair ? 'tutor.client_resume' : 'tutor.client_assign',
        entity: 'tutor_client',
        entityId: row.id,
        changes: pair
          ? changedFields(pair, { ...fields, status: 'active' })
          : { tutor: tutorId, student: student.id, ...fields },
      });
      return tutors.presentClientRow(tx, row);
    });
  } catch (error) {
    // Two staff assigning the same pair at once: the pair index refuses the second.
    if (isUniqueViolation(error)) throw alreadyAssigned();
    throw error;
  }
}

/**
 * `POST /staff/people/tutors/:id/clients/:clientId/end/`: the pair becomes finished. The row stays:
 * the tutor's lessons and personal works of the client hang on it (deleting it would cascade them).
 */
export async function endTutorClient(
  ctx: AppContext,
  actor: AuthUser,
  tutorId: number,
  clientId: number,
): Promise<TutorClient> {
  return ctx.db.transaction(async (tx) => {
    await tutorOf(tx, tutorId);
    const pair = await tutors.findClientLink(tx, tutorId, clientId);
    if (!pair) throw notFound('Клиент не найден.');
    if (pair.status === 'finished') throw new AppError(409, 'already_finished', 'Занятия уже завершены.');
    const row = await tutors.updateClient(tx, pair.id, { status: 'finished' });
    await recordAudit(tx, actor, {
      action: 'tutor.client_end',
      entity: 'tutor_client',
      entityId: row.id,
      changes: { tutor: tutorId, student: row.studentId, ...changedFields(pair, { status: 'finished' }) },
    });
    return tutors.presentClientRow(tx, row);
  });
}
