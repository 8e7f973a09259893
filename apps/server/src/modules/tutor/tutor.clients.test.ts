import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, TutorClientStatus } from '@school/contract';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes } from '../core/core.service.js';
import { insertUser } from '../users/users.service.js';
import { addClient } from './tutor.service.js';

const CLIENTS = '/tutor/clients/';

let t: TestApp;
let tutor: TestUser;
let otherTutor: TestUser;
let tutorToken: string;
let math: number;
let physics: number;
const clientIds: Record<string, number> = {};

async function person(role: Role, firstName: string, lastName: string, phone: string | null = null) {
  const row = await insertUser(t.db, {
    email: uniqueEmail('person'),
    passwordHash: null,
    role,
    firstName,
    lastName,
    phone,
  });
  return row;
}

async function link(tutorId: number, studentId: number, status: TutorClientStatus, classTypeId = math) {
  const row = await addClient(t.db, {
    tutorId,
    studentId,
    status,
    classTypeId,
    classYear: 11,
    lessonsPerWeek: 2,
    notes: 'Заметка',
  });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const types = await listClassTypes(t.db);
  math = types[0]!.id;
  physics = types[2]!.id;
  tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  otherTutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  tutorToken = await accessTokenFor(tutor);
  const names: [string, string, TutorClientStatus, string | null][] = [
    ['Кирилл', 'Соколов', 'active', '79161110001'],
    ['Дарья', 'Кузнецова', 'active', '79161110002'],
    ['Максим', 'Попов', 'paused', null],
    ['Полина', 'Лебедева', 'finished', null],
    ['Артём', 'Козлов', 'active', null],
  ];
  for (const [first, last, status, phone] of names) {
    const student = await person('STUDENT_ROLE', first, last, phone);
    clientIds[last] = await link(tutor.id, student.id, status);
  }
  const stranger = await person('STUDENT_ROLE', 'Ева', 'Павлова');
  clientIds.foreign = await link(otherTutor.id, stranger.id, 'active', physics);
});
afterAll(() => t?.close());

const list = (query: Record<string, string> = {}, token = tutorToken) => get(t.app, CLIENTS, { token, query });
const lastNames = (body: { results: { student: { last_name: string } }[] }) =>
  body.results.map((r) => r.student.last_name);

describe('GET /tutor/clients/', () => {
  it("answers only the tutor's clients, by last name, in snake_case", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(lastNames(res.body)).toEqual(['Козлов', 'Кузнецова', 'Лебедева', 'Попов', 'Соколов']);
    expect(res.body.results[0]).toEqual({
      id: clientIds['Козлов'],
      student: {
        id: expect.any(Number),
        first_name: 'Артём',
        last_name: 'Козлов',
        email: expect.any(String),
        phone: null,
        avatar: null,
      },
      class_type_id: math,
      class_year: 11,
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'active',
      lessons_per_week: 2,
    });
  });

  it('pages with limit and offset; count is the total', async () => {
    const res = await list({ limit: '2', offset: '2' });
    expect(res.body.count).toBe(5);
    expect(lastNames(res.body)).toEqual(['Лебедева', 'Попов']);
    const past = await list({ limit: '2', offset: '10' });
    expect(past.body).toEqual({ count: 5, results: [] });
  });

  it('filters by status', async () => {
    const res = await list({ status: 'active' });
    expect(lastNames(res.body)).toEqual(['Козлов', 'Кузнецова', 'Соколов']);
    expect(res.body.count).toBe(3);
  });

  it('searches name in either order, case-insensitively, e-mail and phone digits', async () => {
    expect(lastNames((await list({ search: 'сокол' })).body)).toEqual(['Соколов']);
    expect(lastNames((await list({ search: 'Кирилл Соколов' })).body)).toEqual(['Соколов']);
    expect(lastNames((await list({ search: 'соколов кирилл' })).body)).toEqual(['Соколов']);
    expect(lastNames((await list({ search: '+7 (916) 111-00-02' })).body)).toEqual(['Кузнецова']);
    expect((await list({ search: '@example.com' })).body.count).toBe(5);
    expect((await list({ search: 'сокол', status: 'paused' })).body.count).toBe(0);
    // Another tutor's client is not found by name either.
    expect((await list({ search: 'Павлова' })).body.count).toBe(0);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await list({ search: '%' })).body.count).toBe(0);
    expect((await list({ search: '_' })).body.count).toBe(0);
  });

  it('a blank search is no filter', async () => {
    expect((await list({ search: '   ' })).body.count).toBe(5);
  });

  it('answers an empty page for a tutor without clients', async () => {
    const fresh = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const res = await list({}, await accessTokenFor(fresh));
    expect(res.body).toEqual({ count: 0, results: [] });
  });

  it.each([
    ['limit', 'abc'],
    ['limit', '0'],
    ['limit', '101'],
    ['limit', '1.5'],
    ['offset', '-1'],
    ['status', 'deleted'],
    ['search', 'я'.repeat(101)],
  ])('refuses %s=%s with a field error', async (name, value) => {
    expectFieldError(await list({ [name]: value }), name);
  });

  it('needs a tutor', async () => {
    await expectSignInRequired(t.app, 'GET', CLIENTS, tutor);
    for (const role of ['STUDENT_ROLE', 'MANAGER_CS', 'CURATOR_ROLE'] as const) {
      const user = await buildUser(t.db, { role });
      expectForbidden(await list({}, await accessTokenFor(user)));
    }
  });
});

describe('GET /tutor/clients/{id}/', () => {
  const one = (id: number | string, token = tutorToken) => get(t.app, `${CLIENTS}${id}/`, { token });

  it('answers the client with notes and the registration date', async () => {
    const res = await one(clientIds['Соколов']!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: clientIds['Соколов'],
      student: { first_name: 'Кирилл', last_name: 'Соколов', phone: '79161110001' },
      status: 'active',
      notes: 'Заметка',
      registration_date: expect.any(String),
    });
  });

  it("answers another tutor's client as not found, like a missing one", async () => {
    const foreign = await one(clientIds.foreign!);
    expectError(foreign, 404, { attr: null, code: 'not_found' });
    const missing = await one(999_999);
    expect(missing.body).toEqual(foreign.body);
  });

  it('the other tutor sees it', async () => {
    const res = await one(clientIds.foreign!, await accessTokenFor(otherTutor));
    expect(res.status).toBe(200);
  });

  it.each(['abc', '0', '-3'])('refuses id %s', async (id) => {
    expectFieldError(await one(id), 'id');
  });

  it('needs a tutor', async () => {
    await expectSignInRequired(t.app, 'GET', `${CLIENTS}${clientIds['Соколов']}/`, tutor);
    const student = await buildUser(t.db);
    expectForbidden(await one(clientIds['Соколов']!, await accessTokenFor(student)));
  });
});
