import { addTranslations } from '../i18n/i18n';

const ru = {
  weekday: {
    1: 'Понедельник',
    2: 'Вторник',
    3: 'Среда',
    4: 'Четверг',
    5: 'Пятница',
    6: 'Суббота',
    7: 'Воскресенье',
  },
  weekdayShort: { 1: 'Пн', 2: 'Вт', 3: 'Ср', 4: 'Чт', 5: 'Пт', 6: 'Сб', 7: 'Вс' },
  daySwitcher: 'День недели',
  prime: 'прайм-тайм',
  free: 'свободно',
  notFree: 'не выбрано',
  mark: { booked: 'занято уроком', match: 'свободны оба', busy: 'занято' },
  legend: { selected: 'Выбрано', prime: 'Прайм-тайм', booked: 'Урок', match: 'Свободны оба' },
  save: 'Сохранить',
  reset: 'Отменить изменения',
  saveFailed: 'Не удалось сохранить слоты',
  kind: { ONCE_PAYED: 'Разовый, платный', ONCE_FREE: 'Разовый, бесплатный', REGULAR: 'Регулярный' },
  cancel: {
    title: 'Отмена урока',
    status: 'Что случилось',
    reason: 'Причина',
    back: 'Назад',
    submit: 'Отменить урок',
  },
  lessons: {
    reason: 'Причина: {{reason}}',
    writtenOff: 'Списан',
    updated: 'Статус урока обновлён',
    updateFailed: 'Не удалось обновить статус урока',
  },
};

const kk: typeof ru = {
  weekday: { 1: 'Дүйсенбі', 2: 'Сейсенбі', 3: 'Сәрсенбі', 4: 'Бейсенбі', 5: 'Жұма', 6: 'Сенбі', 7: 'Жексенбі' },
  weekdayShort: { 1: 'Дс', 2: 'Сс', 3: 'Ср', 4: 'Бс', 5: 'Жм', 6: 'Сб', 7: 'Жс' },
  daySwitcher: 'Апта күні',
  prime: 'прайм-тайм',
  free: 'бос',
  notFree: 'таңдалмаған',
  mark: { booked: 'сабақ бар', match: 'екеуі де бос', busy: 'бос емес' },
  legend: { selected: 'Таңдалған', prime: 'Прайм-тайм', booked: 'Сабақ', match: 'Екеуі де бос' },
  save: 'Сақтау',
  reset: 'Өзгерістерді болдырмау',
  saveFailed: 'Слоттарды сақтау мүмкін болмады',
  kind: { ONCE_PAYED: 'Бір реттік, ақылы', ONCE_FREE: 'Бір реттік, тегін', REGULAR: 'Тұрақты' },
  cancel: {
    title: 'Сабақты болдырмау',
    status: 'Не болды',
    reason: 'Себебі',
    back: 'Артқа',
    submit: 'Сабақты болдырмау',
  },
  lessons: {
    reason: 'Себебі: {{reason}}',
    writtenOff: 'Есептен шығарылды',
    updated: 'Сабақ мәртебесі жаңартылды',
    updateFailed: 'Сабақ мәртебесін жаңарту мүмкін болмады',
  },
};

const en: typeof ru = {
  weekday: { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' },
  weekdayShort: { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' },
  daySwitcher: 'Day of the week',
  prime: 'prime time',
  free: 'available',
  notFree: 'not chosen',
  mark: { booked: 'booked lesson', match: 'both available', busy: 'busy' },
  legend: { selected: 'Chosen', prime: 'Prime time', booked: 'Lesson', match: 'Both available' },
  save: 'Save',
  reset: 'Discard changes',
  saveFailed: 'Failed to save the slots',
  kind: { ONCE_PAYED: 'One-off, paid', ONCE_FREE: 'One-off, free', REGULAR: 'Regular' },
  cancel: {
    title: 'Cancel the lesson',
    status: 'What happened',
    reason: 'Reason',
    back: 'Back',
    submit: 'Cancel the lesson',
  },
  lessons: {
    reason: 'Reason: {{reason}}',
    writtenOff: 'Written off',
    updated: 'Lesson status updated',
    updateFailed: 'Failed to update lesson status',
  },
};

addTranslations({ ru: { slots: ru }, kk: { slots: kk }, en: { slots: en } });
