/**
 * The four goals screens in one chunk: they lead into each other, and one lazy import per route
 * keeps the route table (in every first visit's entry) short.
 */
export { StudentGoalsPage } from './student-goals-page';
export { StudentGoalsSelectionPage } from './student-goals-selection-page';
export { ClassTypeSelectPage } from './class-type-select-page';
export { OnboardingPage } from './onboarding-page';
