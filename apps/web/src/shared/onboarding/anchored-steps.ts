import type { OnboardingStep } from '@school/contract';

/**
 * The steps of spec 3 §3 whose screen and element exist in this app, each marked in its screen with
 * `data-onboarding="<step>"` (the table: docs/onboarding-tooltips.md). The others are skipped: their
 * chain goes on without them and counts only these.
 */
export const ANCHORED_STEPS: ReadonlySet<OnboardingStep> = new Set<OnboardingStep>([
  // Home.
  'continueLearning',
  'achievementsAndLevels',
  'currencyOnPlatform',
  'practiceTrainer',
  'completeTasksEveryDay',
  // Lesson page.
  'homeworkAfterLesson',
  'getOnlineHelp',
  // Header.
  'platformSelect',
  'coupons',
  // Homework page.
  'referToTaskTips',
  'seeTheoryForTask',
  'getExtraXpForTasksWithStar',
  'howHomeworkPointsCalculated',
  'seeHomeworkDeadlines',
  // Lesson cards (lessons list, home).
  'seeLessonTime',
  'lessonIsLive',
  // Subscriptions page.
  'subscriptionsTab',
  'subscriptionsProlong',
  'subscriptionsUpgrade',
]);
