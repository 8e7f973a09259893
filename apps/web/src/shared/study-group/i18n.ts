import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: { studyGroup: { line: 'Твоя группа: {{name}}, куратор {{curator}}', label: 'Твоя группа' } },
  kk: { studyGroup: { line: 'Сенің тобың: {{name}}, куратор {{curator}}', label: 'Сенің тобың' } },
  en: { studyGroup: { line: 'Your group: {{name}}, curator {{curator}}', label: 'Your group' } },
});
