import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    classChoice: {
      classYear: 'Класс',
      classYearPlaceholder: 'Выбери класс',
      subjects: 'Предметы',
      save: 'Сохранить выбор',
      saved: 'Выбор сохранён',
    },
  },
  kk: {
    classChoice: {
      classYear: 'Сынып',
      classYearPlaceholder: 'Сыныбыңды таңда',
      subjects: 'Пәндер',
      save: 'Таңдауды сақтау',
      saved: 'Таңдау сақталды',
    },
  },
  en: {
    classChoice: {
      classYear: 'Class',
      classYearPlaceholder: 'Choose your class',
      subjects: 'Subjects',
      save: 'Save the choice',
      saved: 'Choice saved',
    },
  },
});
