import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  title: 'Мой профиль',
  about: 'О себе',
  bioPlaceholder: 'Чему и как вы учите',
  subjects: 'Предметы',
  experience: 'Опыт, лет',
  rate: 'Стоимость часа, ₽',
  rateHint: 'Пусто — не показывать',
  phone: 'Телефон',
  timeZone: 'Часовой пояс',
  save: 'Сохранить',
  saved: 'Профиль сохранён',
  nothingChanged: 'Изменений нет',
  saveFailed: 'Не удалось сохранить профиль',
  loadError: 'Не удалось загрузить профиль',
  email: 'Почта',
};

const kk: typeof ru = {
  title: 'Менің профилім',
  about: 'Өзім туралы',
  bioPlaceholder: 'Нені және қалай оқытасыз',
  subjects: 'Пәндер',
  experience: 'Тәжірибе, жыл',
  rate: 'Бір сағат құны',
  rateHint: 'Бос — көрсетпеу',
  phone: 'Телефон',
  timeZone: 'Уақыт белдеуі',
  save: 'Сақтау',
  saved: 'Профиль сақталды',
  nothingChanged: 'Өзгеріс жоқ',
  saveFailed: 'Профильді сақтау мүмкін болмады',
  loadError: 'Профильді жүктеу мүмкін болмады',
  email: 'Пошта',
};

const en: typeof ru = {
  title: 'My profile',
  about: 'About me',
  bioPlaceholder: 'What and how you teach',
  subjects: 'Subjects',
  experience: 'Experience, years',
  rate: 'Hourly rate',
  rateHint: 'Empty — not shown',
  phone: 'Phone',
  timeZone: 'Time zone',
  save: 'Save',
  saved: 'The profile is saved',
  nothingChanged: 'Nothing changed',
  saveFailed: 'Failed to save the profile',
  loadError: 'Failed to load the profile',
  email: 'E-mail',
};

addTranslations({ ru: { tutorProfile: ru }, kk: { tutorProfile: kk }, en: { tutorProfile: en } });
