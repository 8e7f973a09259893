import { z } from '../zod.js';
import { IdSchema } from '../common.js';

/** Spec 1 §3 individual program status; INACTIVE is the default. */
export const INDIVIDUAL_PROGRAM_STATUSES = ['NEW', 'ACTIVE', 'INACTIVE', 'DISABLED'] as const;
export type IndividualProgramStatus = (typeof INDIVIDUAL_PROGRAM_STATUSES)[number];
/** The only statuses a student may set (spec 1 §4: 'individual program' / 'full program'). */
export const SWITCHABLE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type SwitchableStatus = (typeof SWITCHABLE_STATUSES)[number];

const Points = z.number().int().min(0).max(1000);
const Named = z.object({ id: z.number().int(), title: z.string() });

/** Per class type: slider maximum and step, and the goal shown before the student sets one (spec 1 §9). */
export const GoalSettingsSchema = z.object({
  maxPoints: z.number().int(),
  step: z.number().int(),
  defaultPoints: z.number().int(),
});
export type GoalSettings = z.infer<typeof GoalSettingsSchema>;

/** Spec 1 §3 education goal item: one of the student's chosen class types. */
export const EducationGoalSchema = z.object({
  classType: Named,
  /** The target points; goalSettings.defaultPoints until the student saves one. */
  goal: z.number().int(),
  goalSettings: GoalSettingsSchema,
  /** Points the student got in a trial exam (step 1 of the modal); null until entered. */
  currentResult: z.number().int().nullable(),
  isPriority: z.boolean(),
  /** The goal total of the modal: the sum of `goal` over all the student's goals (same on every item). */
  countedSum: z.number().int(),
});
export type EducationGoal = z.infer<typeof EducationGoalSchema>;

/** Spec 1 §3 goals patch payload item. */
export const GoalPatchItemSchema = z.object({
  classType: IdSchema,
  goal: Points,
  currentResult: Points.nullable(),
  isPriority: z.boolean(),
});
export type GoalPatchItem = z.infer<typeof GoalPatchItemSchema>;
export const GoalsPatchSchema = z.array(GoalPatchItemSchema).max(30);

/** The individual program of one product type (spec 1 §7 switch-individual-program). */
export const ProgramSwitchSchema = z.object({
  productType: Named,
  classType: Named,
  status: z.enum(INDIVIDUAL_PROGRAM_STATUSES),
  /** The product type's subject is the student's priority goal. */
  isPriority: z.boolean(),
  /** False for DISABLED: a product type without an individual program. */
  canSwitch: z.boolean(),
});
export type ProgramSwitch = z.infer<typeof ProgramSwitchSchema>;

export const SwitchPatchSchema = z.object({ status: z.enum(SWITCHABLE_STATUSES) });

export const PLAN_ITEM_KINDS = ['lesson', 'homework'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

/** One lesson or homework of the plan, with why it is where it is. */
export const PlanItemSchema = z.object({
  kind: z.enum(PLAN_ITEM_KINDS),
  /** The lesson id or the homework id (links: /lessons/{id}, /homework/{id}). */
  id: z.number().int(),
  title: z.string(),
  /** The lesson's start (timetable order); for homework its lesson's start. */
  startsAt: z.string().nullable(),
  topic: Named.nullable(),
  /** Points earned / points possible over the student's checked tasks of the topic, 0..100; null = no data. */
  mastery: z.number().int().min(0).max(100).nullable(),
  /** Russian text for the student, e.g. «Тема «Логарифмы»: освоено 40%». */
  reason: z.string(),
});
export type PlanItem = z.infer<typeof PlanItemSchema>;

/** The plan of one ACTIVE product type; the priority subject comes first. */
export const PlanSectionSchema = z.object({
  productType: Named,
  classType: Named,
  isPriority: z.boolean(),
  goal: z.number().int().nullable(),
  items: z.array(PlanItemSchema),
});
export type PlanSection = z.infer<typeof PlanSectionSchema>;
export const PlanSchema = z.object({ sections: z.array(PlanSectionSchema) });
export type Plan = z.infer<typeof PlanSchema>;

/** At most this many plan items per product type. */
export const PLAN_ITEMS_PER_TYPE = 10;
