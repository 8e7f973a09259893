import type { EducationGoal, UserStatuses } from '@school/contract';

/**
 * Routes where onboarding is ignored, by name: the goals screens themselves, cart and payment
 * (spec 2 §2 "onboarding ignored"), sign-in and the error pages (a guard must never loop on them).
 */
const IGNORING_ROUTES =
  /^(Student(Goals|GoalsSelection|ClassTypeSelect|Onboarding)|Authorization|OauthCallback|VkIdCallback|Cart|Payment(ByRequisites|Success|Reject)?|SandboxCheckout|NotFound|Forbidden|BadRequest|Unexpected|ServerNotResponding|PreventionWorks|TechnicalWorks)$/;

/** The query parameter that lets a link skip the guards (spec 1 §4 "its query ignores onboarding"). */
export const IGNORE_ONBOARDING_PARAM = 'ignoreOnboarding';

export interface GuardRoute {
  name: string | undefined;
  /** Route metadata `ignoreOnboarding`. */
  ignoresOnboarding?: boolean;
  search: Record<string, unknown>;
}

export const ignoresOnboarding = (route: GuardRoute): boolean =>
  route.name === undefined ||
  route.ignoresOnboarding === true ||
  IGNORING_ROUTES.test(route.name) ||
  [true, 'true', '1'].includes(route.search[IGNORE_ONBOARDING_PARAM] as never);

export interface GuardFlags {
  individualTrajectory: boolean;
  personalDataOnboarding: boolean;
}

export type GuardTarget = 'unexpected' | 'onboarding' | 'goals' | null;

/**
 * Spec 1 §4, §8 route guards of a student, in order:
 * - the statuses fetch returning nothing sends the student to the Unexpected route;
 * - onboarding guard (flag individual-trajectory): with personal-data-onboarding on and
 *   needOnboarding, to StudentOnboarding (with a redirect back);
 * - goals guard: without hasChosenGoals, to a goals route;
 * unless the route or its query ignores onboarding.
 */
export function guardTarget(statuses: UserStatuses | null, route: GuardRoute, flags: GuardFlags): GuardTarget {
  if (ignoresOnboarding(route)) return null;
  if (!statuses) return 'unexpected';
  if (flags.individualTrajectory && flags.personalDataOnboarding && statuses.needOnboarding) return 'onboarding';
  if (!statuses.hasChosenGoals) return 'goals';
  return null;
}

/** Routes after payment success that do not check the goals (spec 1 §4). */
const NO_CHECK_AFTER_PAYMENT = new Set(['HomeworkList', 'ProductTypeLessons', 'ModuleLessons']);

/**
 * Spec 1 §4: the goals are fetched after payment success (on the way to a route other than the
 * homework list, product-type lessons or module lessons) and on entering the homework list.
 */
export function checksGoals(from: string | undefined, to: string | undefined): boolean {
  if (to === undefined || from === to) return false;
  if (to === 'HomeworkList') return true;
  return from === 'PaymentSuccess' && to !== 'PaymentSuccess' && !NO_CHECK_AFTER_PAYMENT.has(to);
}

export type GoalsPrompt = 'onboarding' | 'modal' | null;

/**
 * Spec 1 §4: goals exist and none is a priority → with new-student-goals the onboarding route,
 * otherwise the individual program modal.
 */
export function goalsPrompt(goals: readonly EducationGoal[], newStudentGoals: boolean): GoalsPrompt {
  if (goals.length === 0 || goals.some((goal) => goal.isPriority)) return null;
  return newStudentGoals ? 'onboarding' : 'modal';
}
