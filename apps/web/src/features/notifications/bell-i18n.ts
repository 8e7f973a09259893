import { addTranslations } from '../../shared/i18n/i18n';

// The bell's own texts load with the header; the list's and the settings page's with their chunks (i18n.ts).
addTranslations({
  ru: {
    notifications: {
      bell: {
        label: 'Уведомления',
        label_one: 'Уведомления, {{count}} непрочитанное',
        label_few: 'Уведомления, {{count}} непрочитанных',
        label_many: 'Уведомления, {{count}} непрочитанных',
        label_other: 'Уведомления, {{count}} непрочитанных',
      },
    },
  },
  kk: {
    notifications: {
      bell: {
        label: 'Хабарландырулар',
        label_one: 'Хабарландырулар, {{count}} оқылмаған',
        label_other: 'Хабарландырулар, {{count}} оқылмаған',
      },
    },
  },
  en: {
    notifications: {
      bell: {
        label: 'Notifications',
        label_one: 'Notifications, {{count}} unread',
        label_other: 'Notifications, {{count}} unread',
      },
    },
  },
});
