/**
 * Spec 3 §3 onboarding steps and their 12 chains, in display order: the one source of truth of the
 * server (which names a PATCH may set) and the web app (which tooltip comes next). Plain data without
 * zod, so the shell reads it on every page without loading the schema library (issue 8).
 */
export const ONBOARDING_CHAINS = [
  ['continueLearning', 'individualTasks', 'achievementsAndLevels', 'currencyOnPlatform', 'practiceTrainer'],
  ['scorePrediction', 'scoreChart', 'knowledgeProgress', 'subtopicLimit', 'subtopicLock'],
  ['timestampNavigation', 'quickTest', 'homeworkAfterLesson'],
  ['platformSelect', 'coupons'],
  ['completeTasksEveryDay'],
  ['expandWrapperLesson', 'getOnlineHelp', 'getCuratorHelp', 'memoryCards'],
  ['changeHomeworkTasksAnswers'],
  ['referToTaskTips', 'seeTheoryForTask'],
  ['getExtraXpForTasksWithStar'],
  ['howHomeworkPointsCalculated', 'howToGetMoreXp'],
  ['seeHomeworkDeadlines', 'seeLessonTime', 'lessonIsLive'],
  ['subscriptionsTab', 'subscriptionsProlong', 'subscriptionsUpgrade'],
] as const;

export type OnboardingStep = (typeof ONBOARDING_CHAINS)[number][number];

/** Every step name, chain by chain. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = ONBOARDING_CHAINS.flat();

/** Spec 3 §3 `onboardingState`: step name → completed. */
export type OnboardingState = Partial<Record<OnboardingStep, boolean>>;

const STEP_SET: ReadonlySet<string> = new Set(ONBOARDING_STEPS);

export const isOnboardingStep = (name: string): name is OnboardingStep => STEP_SET.has(name);

/** The attribute a screen puts on the element a step points at: `data-onboarding="continueLearning"`. */
export const ONBOARDING_ANCHOR_ATTRIBUTE = 'data-onboarding';

/** Spec 3 §5 of this platform's API: the error detail of a name that is not a step. */
export const UNKNOWN_STEP_MESSAGE = 'Неизвестный шаг обучения.';
