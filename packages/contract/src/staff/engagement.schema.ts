import { z } from '../zod.js';
import { IdSchema, PaginationQuery } from '../common.js';
import { ModalActionSchema, PollTypeSchema, ShowStyleSchema } from '../modals/modals.schema.js';
import { VariantSchema } from '../settings/settings.contract.js';

/** Staff's view of a global modal or corner poll (docs/staff-engagement.md). */
export const StaffPollSchema = z.object({
  id: z.number().int(),
  type: PollTypeSchema,
  question: z.string(),
  position: z.number().int(),
  variants: z.array(z.object({ id: z.number().int(), text: z.string(), description: z.string().nullable() })),
});

export const StaffModalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  action: ModalActionSchema,
  showStyle: ShowStyleSchema,
  showTitle: z.boolean(),
  textContent: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  buttonText: z.string().nullable(),
  canSkip: z.boolean(),
  isActive: z.boolean(),
  itemId: z.number().int().nullable(),
  position: z.number().int(),
  variant: VariantSchema.nullable(),
  classYearId: z.number().int().nullable(),
  productTypeId: z.number().int().nullable(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  polls: z.array(StaffPollSchema),
  /** Students who answered any of its polls. */
  answers: z.number().int(),
});
export type StaffModal = z.infer<typeof StaffModalSchema>;

export const MODAL_ORDERINGS = ['-updated_at', 'updated_at', '-id', 'id'] as const;
export const StaffModalsQuerySchema = PaginationQuery.extend({
  showStyle: ShowStyleSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(MODAL_ORDERINGS).default('-updated_at'),
});

const optionalUrl = z
  .union([z.url({ protocol: /^https?$/ }).max(2000), z.literal('')])
  .nullable()
  .optional();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const StaffPollInputSchema = z
  .object({
    type: PollTypeSchema,
    question: z.string().trim().min(1).max(500),
    variants: z.array(z.object({ text: z.string().trim().min(1).max(200), description: optionalText(500) })).max(20),
  })
  .refine(
    (poll) => !['RADIO_POLL', 'CHECKBOX_POLL', 'DESCRIPTION_POLL'].includes(poll.type) || poll.variants.length >= 2,
    { message: 'Нужно хотя бы два варианта ответа.', path: ['variants'] },
  );
export type StaffPollInput = z.infer<typeof StaffPollInputSchema>;

/** A modal's fields as staff write them; every field but the title and the style may be left out. */
const modalFields = {
  title: z.string().trim().min(1).max(200),
  action: ModalActionSchema.optional(),
  showStyle: ShowStyleSchema,
  showTitle: z.boolean().optional(),
  textContent: z.string().max(20_000).optional(),
  image: optionalUrl,
  video: optionalUrl,
  redirectUrl: optionalUrl,
  buttonText: optionalText(100),
  canSkip: z.boolean().optional(),
  isActive: z.boolean().optional(),
  itemId: IdSchema.nullable().optional(),
  position: z.number().int().min(0).max(1000).optional(),
  variant: VariantSchema.nullable().optional(),
  classYearId: IdSchema.nullable().optional(),
  productTypeId: IdSchema.nullable().optional(),
  activeFrom: z.iso.datetime({ offset: true }).nullable().optional(),
  activeTo: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Replaced whole; refused once a student answered (the results would lose their questions). */
  polls: z.array(StaffPollInputSchema).max(10).optional(),
};
export const ModalCreateSchema = z.object(modalFields);
export type ModalCreate = z.infer<typeof ModalCreateSchema>;
export const ModalUpdateSchema = z.object(modalFields).partial();
export type ModalUpdate = z.infer<typeof ModalUpdateSchema>;

export const ModalActivationSchema = z.object({ isActive: z.boolean() });

/** Poll results: counts per answer (variants, a 0–10 rating), the number of written answers and the latest ones. */
export const PollResultSchema = z.object({
  pollId: z.number().int(),
  type: PollTypeSchema,
  question: z.string(),
  answered: z.number().int(),
  options: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  texts: z.array(z.object({ text: z.string(), answeredAt: z.string() })),
});
export const ModalResultsSchema = z.object({ modalId: z.number().int(), polls: z.array(PollResultSchema) });
export type ModalResults = z.infer<typeof ModalResultsSchema>;

/** What targeting offers: the deployment's variants, class years, product types. */
export const EngagementOptionsSchema = z.object({
  variants: z.array(VariantSchema),
  classYears: z.array(z.object({ id: z.number().int(), title: z.string() })),
  productTypes: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

/** A feature flag as the editor lists it (docs/flags.md). */
export const StaffFlagSchema = z.object({
  key: z.string(),
  defaultValue: z.unknown(),
  rules: z.array(z.record(z.string(), z.unknown())),
  description: z.string(),
  updatedAt: z.string(),
});
export type StaffFlag = z.infer<typeof StaffFlagSchema>;
export const FlagKeyParams = z.object({ key: z.string().min(1).max(100) });
