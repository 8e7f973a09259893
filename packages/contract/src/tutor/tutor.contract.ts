import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams, PaginationQuery, paginated, isoDay } from '../common.js';

const tag = 'tutor';
const roles = ['TUTOR_ROLE'] as const;

/** Spec 3 §3 leaves the tutor's client undescribed; this is our design (docs/tutor-and-manager.md). */
export const TUTOR_CLIENT_STATUSES = ['active', 'paused', 'finished'] as const;
export const TutorClientStatusSchema = z.enum(TUTOR_CLIENT_STATUSES);
export type TutorClientStatus = z.infer<typeof TutorClientStatusSchema>;

/** Free text of a list's search box; short enough to keep the query cheap. */
const SearchText = z.string().trim().max(100);

export const ClientStudentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** One student a tutor teaches: the subject, the class year (grades 9-11, spec 3 §1) and the pace. */
export const TutorClientSchema = z.object({
  id: z.number().int(),
  student: ClientStudentSchema,
  classTypeId: z.number().int(),
  classYear: z.number().int(),
  since: isoDay(),
  status: TutorClientStatusSchema,
  lessonsPerWeek: z.number().int(),
});
export type TutorClient = z.infer<typeof TutorClientSchema>;

export const TutorClientDetailsSchema = TutorClientSchema.extend({
  notes: z.string(),
  registrationDate: z.string(),
});
export type TutorClientDetails = z.infer<typeof TutorClientDetailsSchema>;

export const TutorClientsQuerySchema = PaginationQuery.extend({
  search: SearchText.optional(),
  status: TutorClientStatusSchema.optional(),
});
export type TutorClientsQuery = z.infer<typeof TutorClientsQuerySchema>;

export const TUTOR_TIME_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
  'Asia/Almaty',
  'Asia/Aqtobe',
] as const;

/** The tutor's public card: what a student and a manager learn about them. */
export const TutorProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  subjects: z.array(z.number().int()),
  experienceYears: z.number().int(),
  /** Kopecks (tiyn in KZ); null when the rate is not published. */
  hourlyRate: z.number().int().nullable(),
  phone: z.string().nullable(),
  timeZone: z.enum(TUTOR_TIME_ZONES),
});
export type TutorProfile = z.infer<typeof TutorProfileSchema>;

/** Spec 3 §7: the tutor profile is patched partially. */
export const TutorProfilePatchSchema = z
  .object({
    bio: z.string().trim().max(2000),
    subjects: z.array(z.number().int().positive()).max(10),
    experienceYears: z.number().int().min(0).max(60),
    hourlyRate: z.number().int().min(0).max(10_000_000).nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{10,15}$/, 'Телефон: от 10 до 15 цифр.')
      .nullable(),
    timeZone: z.enum(TUTOR_TIME_ZONES),
  })
  .partial();
export type TutorProfilePatch = z.infer<typeof TutorProfilePatchSchema>;

export const tutorContract = {
  clients: endpoint({
    method: 'GET',
    path: '/tutor/clients/',
    summary: "The tutor's clients, by name, with search and status filter",
    tag,
    roles,
    query: TutorClientsQuerySchema,
    response: paginated(TutorClientSchema),
  }),
  client: endpoint({
    method: 'GET',
    path: '/tutor/clients/:id/',
    summary: "One of the tutor's clients; another tutor's client is not found",
    tag,
    roles,
    params: IdParams,
    response: TutorClientDetailsSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/tutor/profile/',
    summary: 'The signed-in tutor profile',
    tag,
    roles,
    response: TutorProfileSchema,
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/tutor/profile/',
    summary: 'Change some fields of the tutor profile',
    tag,
    roles,
    body: TutorProfilePatchSchema,
    response: TutorProfileSchema,
  }),
};
