import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam } from '../common.js';
import {
  EducationGoalSchema,
  GoalsPatchSchema,
  PlanSchema,
  ProgramSwitchSchema,
  SwitchPatchSchema,
} from './individual-program.schema.js';

const tag = 'individual-program';
const STUDENT = ['STUDENT_ROLE'] as const;
const ProductTypeParams = z.object({ productTypeId: IdParam });

/** Goals and the individual study program (spec 1 §3, §4, §7; docs/individual-program.md). */
export const individualProgramContract = {
  goals: endpoint({
    method: 'GET',
    path: '/umits/individual-program/v1/goals/',
    summary: "The student's education goals: one per chosen class type",
    tag,
    roles: STUDENT,
    response: z.array(EducationGoalSchema),
  }),
  updateGoals: endpoint({
    method: 'PATCH',
    path: '/umits/individual-program/v1/goals/',
    summary: 'Set goals, trial results and the one priority subject; answers the new list',
    tag,
    roles: STUDENT,
    body: GoalsPatchSchema,
    response: z.array(EducationGoalSchema),
  }),
  programs: endpoint({
    method: 'GET',
    path: '/umits/individual-program/v1/switch-individual-program/',
    summary: "The program status of each of the student's product types",
    tag,
    roles: STUDENT,
    response: z.array(ProgramSwitchSchema),
  }),
  program: endpoint({
    method: 'GET',
    path: '/umits/individual-program/v1/switch-individual-program/:productTypeId/',
    summary: 'The program status of one product type the student has access to',
    tag,
    roles: STUDENT,
    params: ProductTypeParams,
    response: ProgramSwitchSchema,
  }),
  switchProgram: endpoint({
    method: 'PATCH',
    path: '/umits/individual-program/v1/switch-individual-program/:productTypeId/',
    summary: 'ACTIVE (individual program) or INACTIVE (full program) for one product type',
    tag,
    roles: STUDENT,
    params: ProductTypeParams,
    body: SwitchPatchSchema,
    response: ProgramSwitchSchema,
  }),
  globalSwitch: endpoint({
    method: 'PATCH',
    path: '/umits/individual-program/v1/global-switch-individual-program/',
    summary: "ACTIVE or INACTIVE for all the student's switchable product types; answers them all",
    tag,
    roles: STUDENT,
    body: SwitchPatchSchema,
    response: z.array(ProgramSwitchSchema),
  }),
  plan: endpoint({
    method: 'GET',
    path: '/umits/individual-program/v1/plan/',
    summary: 'Lessons and homework of each ACTIVE product type, weakest topics toward the goal first',
    tag,
    roles: STUDENT,
    response: PlanSchema,
  }),
};
