import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role, Tokens } from '@school/contract';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AccessTokens } from '../plugins/access-token.js';
import { hashPassword } from '../modules/auth/password.js';
import { insertUser, linkSocialAccount } from '../modules/users/users.service.js';
import { TEST_JWT_SECRET, post } from './test-app.js';

export const DEFAULT_PASSWORD = 'secret123';

export interface TestUser {
  id: number;
  role: Role;
  email: string;
  password: string;
}

// argon2 is slow on purpose; a test file hashes each distinct password once.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A user (with a student profile when a student) through the users service. */
export async function buildUser(
  db: Db,
  options: {
    role?: Role;
    email?: string;
    password?: string;
    isActive?: boolean;
    firstName?: string;
    lastName?: string;
    /** A linked VK account: in RU and ONE the referral program needs one (spec 1 §6). */
    withSocialAccount?: boolean;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'STUDENT_ROLE';
  const password = options.password ?? DEFAULT_PASSWORD;
  const row = await insertUser(db, {
    email: options.email ?? uniqueEmail(role.toLowerCase()),
    passwordHash: await hashOnce(password),
    role,
    firstName: options.firstName ?? 'Тест',
    lastName: options.lastName ?? 'Тестов',
  });
  if (options.isActive === false) await deactivateUser(db, row.id);
  if (options.withSocialAccount) await linkSocialAccount(db, row.id, 'vk', `vk-test-${row.id}`);
  return { id: row.id, role, email: row.email, password };
}

export async function deactivateUser(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isActive: false }).where(eq(users.id, userId));
}

/** A fresh address per login, so the per-IP login limit of one test does not leak into the next. */
export const randomIp = () => `10.${randomBytes(3).join('.')}`;

/** Signs the user in through the API. */
export async function loginAs(app: FastifyInstance, user: TestUser): Promise<Tokens> {
  const res = await post(app, '/v3/auth/login/', { email: user.email, password: user.password }, { ip: randomIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { access: res.body.access, refresh: res.body.refresh };
}

const tokens = new AccessTokens(TEST_JWT_SECRET, 900);

/** A correctly signed access token that expired a minute ago. */
export const expiredAccessToken = (user: Pick<TestUser, 'id' | 'role'>) => tokens.sign(user, -60);

/** A valid access token without signing in (for roles and users that need no password). */
export const accessTokenFor = (user: Pick<TestUser, 'id' | 'role'>) => tokens.sign(user);
