import type { Customer, CustomersQuery } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { countActiveClientsOfTutors, countActiveTutorsOfStudents } from '../tutor/tutor.service.js';
import { searchUsers } from '../users/users.service.js';

/** Spec 3 §2 customers list: students or tutors, each with how many people they work with now. */
export async function listCustomers(db: Tx, query: CustomersQuery): Promise<{ count: number; results: Customer[] }> {
  const isStudent = query.role === 'student';
  const page = await searchUsers(db, {
    role: isStudent ? 'STUDENT_ROLE' : 'TUTOR_ROLE',
    search: query.search,
    limit: query.limit,
    offset: query.offset,
  });
  const ids = page.rows.map((user) => user.id);
  const active = await (isStudent ? countActiveTutorsOfStudents(db, ids) : countActiveClientsOfTutors(db, ids));
  const results = page.rows.map((user): Customer => ({
    id: user.id,
    role: query.role,
    fullName: `${user.lastName} ${user.firstName}`.trim(),
    email: user.email,
    phone: user.phone,
    registrationDate: user.createdAt.toISOString(),
    activeTutors: isStudent ? (active.get(user.id) ?? 0) : null,
    activeClients: isStudent ? null : (active.get(user.id) ?? 0),
  }));
  return { count: page.count, results };
}
