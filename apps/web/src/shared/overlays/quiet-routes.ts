/**
 * Routes no overlay interrupts, by route name: the start-up queue never runs on them (spec 3 §4:
 * authorization, goals, class-type, payment, profile and OAuth routes), and the global modals and
 * corner polls wait there too, so a payment or a sign-in is never covered by a welcome
 * (docs/modals-and-polls.md).
 */
const EXCLUDED_ROUTES = new Set([
  'Authorization',
  'AuthorizationByType',
  'AuthorizationPasswordReset',
  'IdentityLogin',
  'IdentityRegister',
  'IdentityRecoverPassword',
  'IdentityCreatePassword',
  'IdentityChangePassword',
  'StudentGoals',
  'StudentGoalsSelection',
  'StudentClassTypeSelect',
  'StudentOnboarding',
  'Payment',
  'PaymentByRequisites',
  'PaymentSuccess',
  'PaymentReject',
  'SandboxCheckout',
  'Profile',
  'ProfileEdit',
  'OauthCallback',
  'VkIdCallback',
]);

export const runsOnRoute = (routeName: string | undefined): boolean =>
  routeName !== undefined && !EXCLUDED_ROUTES.has(routeName);
