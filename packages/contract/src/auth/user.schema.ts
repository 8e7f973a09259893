import { z } from '../zod.js';
import { RoleSchema } from '../roles.schema.js';

/** Spec 1 §3 Student profile. */
export const StudentProfileSchema = z.object({
  registrationDate: z.string(),
  phone: z.string().nullable(),
  levelTitle: z.string(),
  exp: z.number().int(),
  acceptedPersonalData: z.boolean(),
  acceptedApartmentLottery: z.boolean(),
  isNew: z.boolean(),
});

/** Spec 1 §3 User; students carry their profile. */
export const UserSchema = z.object({
  id: z.number().int(),
  role: RoleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  student: StudentProfileSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;
export type StudentProfile = z.infer<typeof StudentProfileSchema>;

export const TokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

/** Login answers carry access, refresh and the user (spec 1 §3 Tokens). */
export const LoginResponseSchema = TokensSchema.extend({ user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
