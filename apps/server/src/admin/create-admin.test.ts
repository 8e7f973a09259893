import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { createTestApp, post, type TestApp } from '../test/test-app.js';
import { randomIp, uniqueEmail } from '../test/factories.js';
import { AdminExistsError, createAdmin, generatePassword } from './create-admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('create-admin (issue 16: the first administrator comes from a command)', () => {
  it('makes a chief manager who signs in with the password given', async () => {
    const email = uniqueEmail();
    const admin = await createAdmin(t.db, { email: `  ${email.toUpperCase()} `, password: 'secret12' });
    expect(admin.email).toBe(email);
    const res = await post(t.app, '/v3/auth/login/', { email, password: 'secret12' }, { ip: randomIp() });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.id, role: 'MAIN_MANAGER_ROLE', first_name: 'Администратор' });
  });

  it('never changes an existing account', async () => {
    const email = uniqueEmail();
    await createAdmin(t.db, { email, password: 'secret12' });
    await expect(createAdmin(t.db, { email, password: 'another12' })).rejects.toThrow(AdminExistsError);
    const res = await post(t.app, '/v3/auth/login/', { email, password: 'secret12' }, { ip: randomIp() });
    expect(res.status).toBe(200);
  });

  it('refuses a bad e-mail or a short password', async () => {
    await expect(createAdmin(t.db, { email: 'not-an-email', password: 'secret12' })).rejects.toThrow(ZodError);
    await expect(createAdmin(t.db, { email: uniqueEmail(), password: '123' })).rejects.toThrow(ZodError);
  });

  it('generates a password the registration rules accept', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[\w-]{18}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
