import { ROLES } from './roles.js';
import { z } from './zod.js';

export const RoleSchema = z.enum(ROLES);
