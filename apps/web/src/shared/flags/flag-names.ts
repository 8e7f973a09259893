/** Spec 3 §2, §6: the tutor's schedule of slots (route /slots and its menu item). */
export const SHELL_FLAG_SCHEDULE_SLOTS = 'schedule-slots';
