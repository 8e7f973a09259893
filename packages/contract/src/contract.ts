import { lessonsContract } from './lessons/lessons.contract.js';
import { coursesContract } from './courses/courses.contract.js';
import { scheduleContract } from './schedule/schedule.contract.js';
import { catalogContract } from './catalog/catalog.contract.js';
import { productsContract } from './products/products.contract.js';
import { cartContract } from './cart/cart.contract.js';
import { paymentContract } from './payment/payment.contract.js';
import { documentsContract } from './documents/documents.contract.js';
import { referralContract } from './referral/referral.contract.js';
import { rewardsContract } from './rewards/rewards.contract.js';
import { subscriptionsContract } from './subscriptions/subscriptions.contract.js';
import { registrationV3Contract } from './auth/registration-v3.contract.js';
import { authContract } from './auth/auth.contract.js';
import { coreContract } from './core/core.contract.js';
import { settingsContract } from './settings/settings.contract.js';
import { studentsContract } from './students/students.contract.js';
import { flagsContract } from './flags/flags.contract.js';
import { analyticsContract } from './analytics/analytics.contract.js';
import { cpaContract } from './cpa/cpa.contract.js';
import { messagingContract } from './messaging/messaging.contract.js';
import { tutorContract } from './tutor/tutor.contract.js';
import { materialsContract, personalWorksContract } from './tutor/personal-works.contract.js';
import { managerContract } from './manager/manager.contract.js';
import { tutoringContract } from './tutoring/tutoring.contract.js';
import { streakContract } from './streak/streak.contract.js';
import { memoryCardsContract } from './memory-cards/memory-cards.contract.js';
import { profileContract } from './profile/profile.contract.js';
import { homeworkContract } from './homework/homework.contract.js';
import { chatContract } from './chat/chat.contract.js';
import { chatRoomsContract } from './chat/chat-rooms.contract.js';
import { chatStylingContract } from './chat/chat-styling.contract.js';
import { lecturesContract } from './lectures/lectures.contract.js';
import { individualProgramContract } from './individual-program/individual-program.contract.js';
import { onboardingContract } from './onboarding/onboarding.contract.js';
import { studentModalsContract } from './modals/modals.contract.js';
import { webPushContract } from './webpush/webpush.contract.js';
import { telegramContract } from './telegram/telegram.contract.js';
import { notificationsContract } from './notifications/notifications.contract.js';
import { trainingContract } from './training/training.contract.js';
import { apartmentLotteryContract, levelTestsContract } from './level-tests/level-tests.contract.js';

import { staffContract } from './staff/staff.contract.js';
import { staffContentContract } from './staff/content.contract.js';
import { staffCommerceContract } from './staff/commerce.contract.js';
import { staffPeopleContract } from './staff/people.contract.js';
import { staffDashboardContract } from './staff/dashboard.contract.js';
import { staffEngagementContract } from './staff/engagement.contract.js';
import { staffTasksContract } from './staff/tasks.contract.js';
/** Every endpoint of the API, by domain. The OpenAPI document is generated from this. */
export const contract = {
  auth: authContract,
  registrationV3: registrationV3Contract,
  courses: coursesContract,
  catalog: catalogContract,
  products: productsContract,
  cart: cartContract,
  payment: paymentContract,
  documents: documentsContract,
  referral: referralContract,
  rewards: rewardsContract,
  subscriptions: subscriptionsContract,
  lessons: lessonsContract,
  schedule: scheduleContract,
  core: coreContract,
  settings: settingsContract,
  students: studentsContract,
  flags: flagsContract,
  analytics: analyticsContract,
  cpa: cpaContract,
  messaging: messagingContract,
  tutor: tutorContract,
  materials: materialsContract,
  personalWorks: personalWorksContract,
  manager: managerContract,
  tutoring: tutoringContract,
  streak: streakContract,
  memoryCards: memoryCardsContract,
  profile: profileContract,
  homework: homeworkContract,
  chat: chatContract,
  chatRooms: chatRoomsContract,
  chatStyling: chatStylingContract,
  lectures: lecturesContract,
  individualProgram: individualProgramContract,
  onboarding: onboardingContract,
  studentModals: studentModalsContract,
  webPush: webPushContract,
  telegram: telegramContract,
  notifications: notificationsContract,
  training: trainingContract,
  levelTests: levelTestsContract,
  apartmentLottery: apartmentLotteryContract,
  staff: staffContract,
  staffContent: staffContentContract,
  staffCommerce: staffCommerceContract,
  staffPeople: staffPeopleContract,
  staffDashboard: staffDashboardContract,
  staffEngagement: staffEngagementContract,
  staffTasks: staffTasksContract,
};
