/** Every route path of the app and its href builder, in one place. */
export const paths = {
  root: '/',
  login: '/login',
  /** Spec 1 §2 AuthorizationByType (path not shown): sign-in of a given type; only 'dec' today. */
  loginByType: '/login/$type',
  oauthCallback: '/oauth-callback',
  vkIdCallback: '/vk-id-callback/{-$type}',
  home: '/home',
  profile: '/profile',
  profileEdit: '/profile/edit',
  /** Issue 14: the notification settings (our path). */
  profileNotifications: '/profile/notifications',
  myProductTypes: '/lessons',
  productTypeLessons: '/lessons/$productTypeId',
  lesson: '/lesson/$lessonId',
  lessonByHash: '/lesson/access/$lessonHash',
  schedule: '/schedule/$',
  trainer: '/progress',
  /** Issue 13: goals and onboarding (spec 1 §2; the last two paths are ours). */
  goals: '/progress/goal',
  goalsSelection: '/progress/goal/selection',
  classTypeSelect: '/onboarding/class-types',
  onboarding: '/onboarding',
  catalog: '/catalog/{-$productTypeId}',
  /** Issue 15: the named routes "catalog start" and "bundle configure" (spec 2 §2; our paths), the gifts page. */
  catalogStart: '/catalog-start',
  bundleConfigure: '/bundle/$bundleId/configure',
  gifts: '/gifts',
  cart: '/cart',
  cartOwnedByAnother: '/cart-owned-by-another',
  standaloneCart: '/cart/standalone/$hash',
  cartLink: '/cart/link/$hash',
  payment: '/payment',
  paymentByDetails: '/payment-by-details',
  paymentSuccess: '/payment/success/$transactionUuid',
  paymentReject: '/payment/reject',
  sandboxCheckout: '/sandbox-checkout/$uuid',
  kaspiPayment: '/payment/kaspi/$uuid',
  legal: '/legal',
  subscriptions: '/subscriptions',
  /** Spec 2 §2 named routes "renewal and upgrade" (our paths, docs/subscriptions.md). */
  subscriptionRenewal: '/subscriptions/$subscriptionId/renewal',
  subscriptionUpgrade: '/subscriptions/$subscriptionId/upgrade',
  promoCodes: '/promo-codes',
  referralAccept: '/referral',
  referralInvite: '/referral/invite',
  referralHistory: '/referral/history',
  loyalty: '/loyalty',
  loyaltyAbout: '/loyalty/about',
  chatStyling: '/loyalty/chat-styling',
  results: '/results',
  /** Issue 15: training over the task bank (spec 2 §2 named routes; the paths are ours). */
  trainingSettings: '/training',
  training: '/training/$sessionId',
  trainingResult: '/training/$sessionId/result',
  /** Issue 15: placement tests and the apartment lottery (our paths; docs/level-tests-and-lottery.md). */
  levelTests: '/level-tests',
  levelTest: '/level-tests/$testId',
  apartmentLottery: '/apartment-lottery',
  lotteryReview: '/apartment-lottery/review',
  /** Issue 16: the staff console (docs/staff.md); each area's pages live under its prefix. */
  staff: '/staff',
  staffAudit: '/staff/audit',
  staffAccounts: '/staff/accounts',
  staffContent: '/staff/content',
  staffSubjects: '/staff/content/subjects',
  staffCourses: '/staff/content/courses',
  staffCourse: '/staff/content/courses/$courseId',
  staffLessons: '/staff/content/lessons',
  staffLessonNew: '/staff/content/lessons/new',
  staffLesson: '/staff/content/lessons/$lessonId',
  staffTasks: '/staff/content/tasks',
  staffTaskNew: '/staff/content/tasks/new',
  staffTaskEdit: '/staff/content/tasks/$taskId',
  staffHomeworkBuilder: '/staff/content/lessons/$lessonId/homework',
  staffImport: '/staff/content/import',
  staffTheory: '/staff/content/theory',
  staffTheoryTopic: '/staff/content/theory/$topicId',
  staffDecks: '/staff/content/decks',
  staffDeck: '/staff/content/decks/$deckId',
  staffCommerce: '/staff/commerce',
  staffCommerceProducts: '/staff/commerce/products',
  staffCommercePromoCodes: '/staff/commerce/promo-codes',
  staffCommerceRatePlans: '/staff/commerce/rate-plans',
  staffCommerceBundles: '/staff/commerce/bundles',
  staffCommerceOrders: '/staff/commerce/orders',
  staffCommerceOrder: '/staff/commerce/orders/$orderId',
  staffPeople: '/staff/people',
  staffStudent: '/staff/people/students/$studentId',
  staffCheckers: '/staff/people/checkers',
  staffTutors: '/staff/people/tutors',
  staffTutor: '/staff/people/tutors/$tutorId',
  staffModerators: '/staff/people/moderators',
  staffModerator: '/staff/people/moderators/$moderatorId',
  staffEngagement: '/staff/engagement',
  homeworkList: '/homework/list/$',
  homework: '/homework/$homeworkId',
  homeworkCompleted: '/homework/$homeworkId/completed',
  homeworkWorkOnBugs: '/homework/$homeworkId/work-on-bugs',
  homeworkPrint: '/homework/$submissionId/print',
  merchCallback: '/merch-callback',
  couponCallback: '/coupon-callback',
  tutorClients: '/clients',
  personalWorksBase: '/personal-works-base',
  personalWorkCreate: '/personal-works/create',
  personalWorkEdit: '/personal-works/$homeworkId/edit',
  personalWorkView: '/personal-works/$homeworkId/view',
  /** Issue 12: the client area (spec 3 §2 /clients/{id} children). */
  clientOverview: '/clients/$clientId',
  clientPersonalWorks: '/clients/$clientId/personal-works',
  clientPersonalWorkCreate: '/clients/$clientId/personal-works/create',
  clientPersonalWorkEdit: '/clients/$clientId/personal-works/$homeworkId/edit',
  clientPersonalWorkView: '/clients/$clientId/personal-works/$homeworkId/view',
  clientSubmission: '/clients/$clientId/submissions/$homeworkId',
  clientLectures: '/clients/$clientId/lecture',
  clientLectureAssign: '/clients/$clientId/lecture/assign',
  clientLectureEdit: '/clients/$clientId/lecture/$lectureId/edit',
  clientLectureView: '/clients/$clientId/lecture/$lectureId/view',
  tutorProfile: '/tutor-profile',
  studentLecture: '/lectures/$lectureId',
  managerCustomers: '/customers',
  tutorSlots: '/slots',
  customerClientSlots: '/customers/$clientId/client-slots',
  customerTutorSlots: '/customers/$tutorId/tutor-slots',
  customerRegularSchedule: '/customers/$clientId/regular-schedule',
  checking: '/checking',
  checkingSubmission: '/checking/$submissionId',
  chatRooms: '/chat',
  chatRoom: '/chat/$roomId',
  support: '/support',
  supportRoom: '/support/$roomId',
  moderation: '/moderation',
  moderationReports: '/moderation/reports',
  notFound: '/not-found',
  forbidden: '/forbidden',
  badRequest: '/bad-request',
  unexpected: '/unexpected',
  serverNotResponding: '/server-not-responding',
  preventionWorks: '/prevention-works',
  technicalWorks: '/technical-works',
  outbox: '/dev/outbox',
  identity: {
    login: '/id/login',
    register: '/id/register',
    recoverPassword: '/id/recover-password',
    createPassword: '/id/create-password',
    changePassword: '/id/change-password',
  },
} as const;

export const catalogHref = (productTypeId?: number): string =>
  productTypeId ? `/catalog/${productTypeId}` : '/catalog';
export const standaloneCartHref = (hash: string): string => `/cart/standalone/${hash}`;
export const paymentSuccessHref = (uuid: string): string => `/payment/success/${uuid}`;
export const lessonHref = (lessonId: number): string => `/lesson/${lessonId}`;
export const levelTestHref = (testId: number): string => `/level-tests/${testId}`;
export const productTypeLessonsHref = (productTypeId: number): string => `/lessons/${productTypeId}`;
/** Spec 2 §2 homework routes. */
export const homeworkListHref = '/homework/list';
export const homeworkHref = (homeworkId: number): string => `/homework/${homeworkId}`;
export const homeworkCompletedHref = (homeworkId: number): string => `/homework/${homeworkId}/completed`;
export const homeworkWorkOnBugsHref = (homeworkId: number): string => `/homework/${homeworkId}/work-on-bugs`;
export const homeworkPrintHref = (submissionId: number): string => `/homework/${submissionId}/print`;
/** Issue 11: the curator rooms. */
export const chatRoomHref = (roomId: number): string => `/chat/${roomId}`;
/** Spec 3 §2: the customers list filtered to one role (breadcrumbs of a customer's pages). */
export const managerCustomersStudentsHref = '/customers?role=student';
export const managerCustomersTutorsHref = '/customers?role=tutor';
/** Issue 12: the manager's pages of one customer (spec 3 §2). */
export const clientSlotsHref = (clientId: number): string => `/customers/${clientId}/client-slots`;
export const tutorSlotsHref = (tutorId: number): string => `/customers/${tutorId}/tutor-slots`;
export const regularScheduleHref = (clientId: number): string => `/customers/${clientId}/regular-schedule`;
export const scheduleHref = (range: 'month' | 'week' | 'day' = 'month'): string => `/schedule/${range}`;

/** Issue 12: the tutor's client area (spec 3 §2). */
/** Issue 12: the tutor's library of personal works. */
export const personalWorkViewHref = (homeworkId: number): string => `/personal-works/${homeworkId}/view`;
export const personalWorkEditHref = (homeworkId: number): string => `/personal-works/${homeworkId}/edit`;
export const clientOverviewHref = (clientId: number): string => `/clients/${clientId}`;
export const clientPersonalWorksHref = (clientId: number): string => `/clients/${clientId}/personal-works`;
export const clientPersonalWorkCreateHref = (clientId: number): string => `/clients/${clientId}/personal-works/create`;
export const clientPersonalWorkEditHref = (clientId: number, homeworkId: number): string =>
  `/clients/${clientId}/personal-works/${homeworkId}/edit`;
export const clientPersonalWorkViewHref = (clientId: number, homeworkId: number): string =>
  `/clients/${clientId}/personal-works/${homeworkId}/view`;
export const clientSubmissionHref = (clientId: number, homeworkId: number): string =>
  `/clients/${clientId}/submissions/${homeworkId}`;
export const clientLecturesHref = (clientId: number): string => `/clients/${clientId}/lecture`;
export const clientLectureAssignHref = (clientId: number): string => `/clients/${clientId}/lecture/assign`;
export const clientLectureEditHref = (clientId: number, lectureId: number): string =>
  `/clients/${clientId}/lecture/${lectureId}/edit`;
export const clientLectureViewHref = (clientId: number, lectureId: number): string =>
  `/clients/${clientId}/lecture/${lectureId}/view`;
export const studentLectureHref = (lectureId: number): string => `/lectures/${lectureId}`;

/** The identity pages' client id of this web app. */
export const WEB_CLIENT_ID = 'web';

/** This app as the identity pages' client: it takes the user back to `returnTo` through the OAuth callback. */
export function webClientSearch(returnTo: string = paths.home): { client_id: string; client_redirect: string } {
  const back = new URL(paths.oauthCallback, window.location.origin);
  back.searchParams.set('redirect', returnTo);
  return { client_id: WEB_CLIENT_ID, client_redirect: back.toString() };
}

/**
 * Link to an identity page that brings the user back to `returnTo` (a path of this
 * app) through the OAuth callback with a one-time code (spec 1 §2).
 */
export function identityHref(page: keyof typeof paths.identity, returnTo: string = paths.home): string {
  return `${paths.identity[page]}?${new URLSearchParams(webClientSearch(returnTo)).toString()}`;
}

/** Only same-app paths are followed after sign-in: an open redirect would hand tokens to strangers. */
export function safeRedirectPath(value: unknown, fallback: string = paths.root): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  return value;
}
