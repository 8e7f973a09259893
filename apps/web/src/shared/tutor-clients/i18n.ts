import { addTranslations } from '../i18n/i18n';

/** A tutor's client as every tutor screen names it: its status (docs/tutor-and-manager.md). */
addTranslations({
  ru: { tutorClient: { status: { active: 'Занимается', paused: 'На паузе', finished: 'Закончил' } } },
  kk: { tutorClient: { status: { active: 'Оқып жүр', paused: 'Үзілісте', finished: 'Аяқтады' } } },
  en: { tutorClient: { status: { active: 'Studying', paused: 'Paused', finished: 'Finished' } } },
});
