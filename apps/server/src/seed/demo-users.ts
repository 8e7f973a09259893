import type { Currency, Role } from '@school/contract';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone?: string;
  /** A confirmed VK account: in RU and ONE inviting friends needs one (spec 1 §6). */
  vkId?: string;
  student?: {
    /** Paid through the reward ledger, so the balances equal its sums. */
    balances: Partial<Record<Currency, number>>;
    /** Earned this many days ago (the level title follows the experience). */
    earnedDaysAgo?: number;
    /** Lessons viewed one a day up to yesterday, 25 exp each on top of `balances` (a history to page through). */
    lessonsViewed?: number;
    /** A month without learning took a loyalty level: the start-up level dialog shows (spec 3 §4). */
    pendingLevelDrop?: boolean;
    hasChosenGoals: boolean;
  };
}

/** The demo accounts of the README; all share DEMO_PASSWORD. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'student@example.com',
    role: 'STUDENT_ROLE',
    firstName: 'Алиса',
    lastName: 'Смирнова',
    phone: '79161234567',
    vkId: '100200300',
    student: {
      balances: { exp: 1565, umcoins: 320, medals: 7, keys: 3 },
      earnedDaysAgo: 40,
      lessonsViewed: 11,
      hasChosenGoals: true,
    },
  },
  {
    email: 'student2@example.com',
    role: 'STUDENT_ROLE',
    firstName: 'Борис',
    lastName: 'Новиков',
    student: {
      balances: { exp: 900, umcoins: 40 },
      earnedDaysAgo: 100,
      pendingLevelDrop: true,
      hasChosenGoals: false,
    },
  },
  {
    // A new student the onboarding tooltips' e2e flow walks (docs/onboarding-tooltips.md).
    email: 'tips@example.com',
    role: 'STUDENT_ROLE',
    firstName: 'Тимур',
    lastName: 'Подсказкин',
    student: { balances: { exp: 120, umcoins: 10 }, earnedDaysAgo: 3, hasChosenGoals: true },
  },
  {
    // Issue 13: the one demo student who meets the welcome modals and corner polls (e2e/global-modals.spec.ts).
    email: 'welcome@example.com',
    role: 'STUDENT_ROLE',
    firstName: 'Вика',
    lastName: 'Новенькая',
    student: { balances: {}, hasChosenGoals: true },
  },
  {
    // The subscriptions' renewal and upgrade flow (e2e/subscriptions.spec.ts, docs/subscriptions.md):
    // this month's maths master group on Стандарт with auto-renewal.
    email: 'subs@example.com',
    role: 'STUDENT_ROLE',
    firstName: 'Савва',
    lastName: 'Подписчиков',
    student: { balances: { exp: 300, umcoins: 20 }, earnedDaysAgo: 5, hasChosenGoals: true },
  },
  { email: 'tutor@example.com', role: 'TUTOR_ROLE', firstName: 'Вера', lastName: 'Репетиторова' },
  { email: 'manager@example.com', role: 'MANAGER_CS', firstName: 'Глеб', lastName: 'Менеджеров' },
  { email: 'moderator@example.com', role: 'CHAT_MODERATOR', firstName: 'Дина', lastName: 'Модераторова' },
  { email: 'curator@example.com', role: 'CURATOR_ROLE', firstName: 'Егор', lastName: 'Кураторов' },
  // Spec 3 §6 support chat: answers the students' support rooms at /support (docs/support-chat.md).
  { email: 'support@example.com', role: 'SUPPORT_MANAGER', firstName: 'Соня', lastName: 'Поддержкина' },
  // Issue 16: one account per remaining staff role of spec 1 §6, for the console (docs/staff.md).
  { email: 'admin@example.com', role: 'MAIN_MANAGER_ROLE', firstName: 'Анна', lastName: 'Главная' },
  { email: 'headmanager@example.com', role: 'HEAD_MANAGER_ROLE', firstName: 'Руслан', lastName: 'Руководителев' },
  { email: 'methodist@example.com', role: 'MANAGER_ROLE', firstName: 'Мария', lastName: 'Методистова' },
  { email: 'teacher@example.com', role: 'TEACHER_ROLE', firstName: 'Павел', lastName: 'Преподавателев' },
  { email: 'headcurator@example.com', role: 'HEAD_CURATOR', firstName: 'Ольга', lastName: 'Старшекураторова' },
  { email: 'sales@example.com', role: 'SALE_MANAGER', firstName: 'Семён', lastName: 'Продажин' },
  { email: 'inspector@example.com', role: 'PAY_INSPECTOR', firstName: 'Инна', lastName: 'Платежова' },
  { email: 'headmoderator@example.com', role: 'HEAD_MODERATOR', firstName: 'Марк', lastName: 'Старшемодераторов' },
];
