import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contract';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes } from '../core/core.service.js';
import { addClient } from '../tutor/tutor.service.js';
import { insertUser } from '../users/users.service.js';

const CUSTOMERS = '/manager/customers/';

let t: TestApp;
let manager: TestUser;
let token: string;

const person = (role: Role, firstName: string, lastName: string, email: string, phone: string | null = null) =>
  insertUser(t.db, { email, passwordHash: null, role, firstName, lastName, phone });

beforeAll(async () => {
  t = await createTestApp();
  manager = await buildUser(t.db, { role: 'MANAGER_CS' });
  token = await accessTokenFor(manager);
  const [subject] = await listClassTypes(t.db);
  const alisa = await person('STUDENT_ROLE', 'Алиса', 'Смирнова', 'alisa@example.com', '79161234567');
  const boris = await person('STUDENT_ROLE', 'Борис', 'Новиков', 'boris@example.com');
  await person('STUDENT_ROLE', 'Вадим', 'Абрамов', 'vadim@school.test');
  const vera = await person('TUTOR_ROLE', 'Вера', 'Репетиторова', 'vera@example.com', '79035550101');
  const olga = await person('TUTOR_ROLE', 'Ольга', 'Васильева', 'olga@example.com');
  const link = (tutorId: number, studentId: number, status: 'active' | 'paused' | 'finished') =>
    addClient(t.db, { tutorId, studentId, status, classTypeId: subject!.id, classYear: 11 });
  await link(vera.id, alisa.id, 'active');
  await link(olga.id, alisa.id, 'active');
  await link(vera.id, boris.id, 'paused');
});
afterAll(() => t?.close());

const customers = (query: Record<string, string> = {}, bearer = token) =>
  get(t.app, CUSTOMERS, { token: bearer, query });
const names = (body: { results: { full_name: string }[] }) => body.results.map((row) => row.full_name);

describe('GET /manager/customers/', () => {
  it('lists students by default, by last name, with their active tutors', async () => {
    const res = await customers();
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(names(res.body)).toEqual(['Абрамов Вадим', 'Новиков Борис', 'Смирнова Алиса']);
    expect(res.body.results[2]).toEqual({
      id: expect.any(Number),
      role: 'student',
      full_name: 'Смирнова Алиса',
      email: 'alisa@example.com',
      phone: '79161234567',
      registration_date: expect.any(String),
      active_tutors: 2,
      active_clients: null,
    });
    // A paused lesson plan is not an active tutor.
    expect(res.body.results[1].active_tutors).toBe(0);
  });

  it('lists tutors with role=tutor, with their active clients', async () => {
    const res = await customers({ role: 'tutor' });
    expect(names(res.body)).toEqual(['Васильева Ольга', 'Репетиторова Вера']);
    expect(res.body.results.map((row: { active_clients: number }) => row.active_clients)).toEqual([1, 1]);
    expect(res.body.results[0]).toMatchObject({ role: 'tutor', active_tutors: null });
  });

  it('never lists staff', async () => {
    const res = await customers({ search: manager.email });
    expect(res.body.count).toBe(0);
  });

  it('searches by name, e-mail and phone', async () => {
    expect(names((await customers({ search: 'алиса' })).body)).toEqual(['Смирнова Алиса']);
    expect(names((await customers({ search: 'school.test' })).body)).toEqual(['Абрамов Вадим']);
    // Phones are compared by digits, however they are typed.
    expect(names((await customers({ search: '+7 (916) 123-45' })).body)).toEqual(['Смирнова Алиса']);
    expect(names((await customers({ search: '12' })).body)).toEqual([]);
    expect(names((await customers({ search: '555-01-01', role: 'tutor' })).body)).toEqual(['Репетиторова Вера']);
    expect((await customers({ search: 'Вера' })).body.count).toBe(0);
  });

  it('pages with limit and offset', async () => {
    const res = await customers({ limit: '1', offset: '1' });
    expect(res.body.count).toBe(3);
    expect(names(res.body)).toEqual(['Новиков Борис']);
  });

  it.each([
    ['role', 'manager'],
    ['role', 'STUDENT_ROLE'],
    ['limit', 'many'],
    ['limit', '1000'],
    ['offset', '-5'],
    ['search', 'x'.repeat(101)],
  ])('refuses %s=%s with a field error', async (name, value) => {
    expectFieldError(await customers({ [name]: value }), name);
  });

  it('needs a customer-support manager', async () => {
    await expectSignInRequired(t.app, 'GET', CUSTOMERS, manager);
    for (const role of ['STUDENT_ROLE', 'TUTOR_ROLE', 'MANAGER_ROLE', 'CHAT_MODERATOR'] as const) {
      const user = await buildUser(t.db, { role });
      expectForbidden(await customers({}, await accessTokenFor(user)));
    }
  });
});
