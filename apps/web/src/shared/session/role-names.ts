import type { Role } from '@school/contract';
import { addTranslations } from '../i18n/i18n';

/** i18n key of a role's human name (spec 1 §6 roles). */
export const roleNameKey = (role: Role): string => `roles.${role}`;

addTranslations({
  ru: {
    roles: {
      GUEST: 'Гость',
      STUDENT_ROLE: 'Ученик',
      CURATOR_ROLE: 'Куратор',
      CHAT_MODERATOR: 'Модератор чата',
      TEACHER_ROLE: 'Преподаватель',
      TUTOR_ROLE: 'Репетитор',
      MANAGER_CS: 'Менеджер клиентской поддержки',
      HEAD_CURATOR: 'Старший куратор',
      MANAGER_ROLE: 'Менеджер',
      HEAD_MANAGER_ROLE: 'Руководитель менеджеров',
      SUPPORT_MANAGER: 'Менеджер поддержки',
      MAIN_MANAGER_ROLE: 'Главный менеджер',
      PAY_INSPECTOR: 'Контролёр платежей',
      SALE_MANAGER: 'Менеджер по продажам',
      HEAD_MODERATOR: 'Старший модератор',
    },
  },
  kk: {
    roles: {
      GUEST: 'Қонақ',
      STUDENT_ROLE: 'Оқушы',
      CURATOR_ROLE: 'Куратор',
      CHAT_MODERATOR: 'Чат модераторы',
      TEACHER_ROLE: 'Оқытушы',
      TUTOR_ROLE: 'Репетитор',
      MANAGER_CS: 'Клиенттерді қолдау менеджері',
      HEAD_CURATOR: 'Аға куратор',
      MANAGER_ROLE: 'Менеджер',
      HEAD_MANAGER_ROLE: 'Менеджерлер жетекшісі',
      SUPPORT_MANAGER: 'Қолдау менеджері',
      MAIN_MANAGER_ROLE: 'Бас менеджер',
      PAY_INSPECTOR: 'Төлем бақылаушысы',
      SALE_MANAGER: 'Сату менеджері',
      HEAD_MODERATOR: 'Аға модератор',
    },
  },
  en: {
    roles: {
      GUEST: 'Guest',
      STUDENT_ROLE: 'Student',
      CURATOR_ROLE: 'Curator',
      CHAT_MODERATOR: 'Chat moderator',
      TEACHER_ROLE: 'Teacher',
      TUTOR_ROLE: 'Tutor',
      MANAGER_CS: 'Customer support manager',
      HEAD_CURATOR: 'Head curator',
      MANAGER_ROLE: 'Manager',
      HEAD_MANAGER_ROLE: 'Head of managers',
      SUPPORT_MANAGER: 'Support manager',
      MAIN_MANAGER_ROLE: 'Chief manager',
      PAY_INSPECTOR: 'Payment inspector',
      SALE_MANAGER: 'Sales manager',
      HEAD_MODERATOR: 'Head moderator',
    },
  },
});
