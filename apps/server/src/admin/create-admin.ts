import { randomBytes } from 'node:crypto';
import { NewPasswordSchema } from '@school/contract';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { hashPassword } from '../modules/auth/password.js';
import { findUserByEmail, insertUser } from '../modules/users/users.service.js';
import { isUniqueViolation } from '../plugins/errors.js';

/**
 * Issue 16: the school's first administrator is made by a command, never seeded, so a production
 * start without demo data is still a school someone can open. The administrator is the top staff
 * role of spec 1 §6, MAIN_MANAGER_ROLE (docs/staff.md).
 */
export const ADMIN_ROLE = 'MAIN_MANAGER_ROLE';

export const AdminInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Неверный адрес электронной почты').max(254)),
  password: NewPasswordSchema,
  firstName: z.string().trim().min(1).max(100).default('Администратор'),
  lastName: z.string().trim().max(100).default(''),
});
export type AdminInput = z.input<typeof AdminInputSchema>;

export class AdminExistsError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists: nothing was changed.`);
  }
}

/** A password for the administrator when none is given: 18 random characters, shown once. */
export const generatePassword = (): string => randomBytes(24).toString('base64url').slice(0, 18);

/** Creates the administrator; refuses an e-mail that is taken (an existing account is never changed). */
export async function createAdmin(db: Db, input: AdminInput): Promise<{ id: number; email: string }> {
  const admin = AdminInputSchema.parse(input);
  if (await findUserByEmail(db, admin.email)) throw new AdminExistsError(admin.email);
  const passwordHash = await hashPassword(admin.password);
  try {
    const user = await insertUser(db, {
      email: admin.email,
      passwordHash,
      role: ADMIN_ROLE,
      firstName: admin.firstName,
      lastName: admin.lastName,
    });
    return { id: user.id, email: user.email };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminExistsError(admin.email);
    throw error;
  }
}
