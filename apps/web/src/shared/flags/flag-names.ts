/** Spec 3 §2, §6: the tutor's schedule of slots (route /slots and its menu item). */
export const SHELL_FLAG_SCHEDULE_SLOTS = 'schedule-slots';
/** Spec 1 §4 (issue 13): the onboarding guard, the personal-data onboarding, goals through onboarding. */
export const FLAG_INDIVIDUAL_TRAJECTORY = 'individual-trajectory';
export const FLAG_PERSONAL_DATA_ONBOARDING = 'personal-data-onboarding';
export const FLAG_NEW_STUDENT_GOALS = 'new-student-goals';
/** Spec 3 §7: CPA markers are sent only with this flag on. */
export const FLAG_SITE_4153 = 'site-4153';
/** Spec 1 §2: the home streak widget. */
export const FLAG_STUDENT_ACTIVITY = 'student-activity';
