import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  title: 'Расписание',
  intro: 'Отметьте часы, когда вы готовы вести уроки: по ним менеджер ставит учеников. Время — {{zone}}.',
  gridLabel: 'Свободное время по дням недели',
  availability: 'Свободное время',
  counters: {
    total: 'Выбрано {{count}} из {{min}}',
    prime: 'в прайм-тайм {{count}} из {{min}}',
  },
  primeHint: 'Прайм-тайм — будни с 15:00 до 21:00 и выходные с 10:00 до 18:00.',
  doubleDays: {
    label: 'Дни со сдвоенными уроками',
    forced: 'Дни с двумя уроками подряд в расписании отмечены сами и не снимаются.',
  },
  saved: 'Слоты сохранены',
  loadError: 'Не удалось загрузить слоты',
  lessons: {
    title: 'Ближайшие уроки',
    label: 'Уроки',
    empty: 'Уроков пока нет',
    emptyHint: 'Когда менеджер поставит ученика в ваши слоты, уроки появятся здесь.',
    loadError: 'Не удалось загрузить уроки',
    pass: 'Урок проведён',
    cancel: 'Отменить',
    settle: 'Решить о списании',
  },
};

const kk: typeof ru = {
  title: 'Кесте',
  intro: 'Сабақ өткізуге дайын сағаттарды белгілеңіз: менеджер оқушыларды соларға қояды. Уақыт — {{zone}}.',
  gridLabel: 'Апта күндері бойынша бос уақыт',
  availability: 'Бос уақыт',
  counters: {
    total: '{{min}} ішінен {{count}} таңдалды',
    prime: 'прайм-таймда {{min}} ішінен {{count}}',
  },
  primeHint: 'Прайм-тайм — жұмыс күндері 15:00–21:00 және демалыс күндері 10:00–18:00.',
  doubleDays: {
    label: 'Қос сабақ күндері',
    forced: 'Кестеде қатарынан екі сабақ бар күндер өздігінен белгіленеді.',
  },
  saved: 'Слоттар сақталды',
  loadError: 'Слоттарды жүктеу мүмкін болмады',
  lessons: {
    title: 'Жақын сабақтар',
    label: 'Сабақтар',
    empty: 'Әзірге сабақ жоқ',
    emptyHint: 'Менеджер оқушыны слоттарыңызға қойғанда, сабақтар осында болады.',
    loadError: 'Сабақтарды жүктеу мүмкін болмады',
    pass: 'Сабақ өтті',
    cancel: 'Болдырмау',
    settle: 'Есептен шығаруды шешу',
  },
};

const en: typeof ru = {
  title: 'Schedule',
  intro: 'Mark the hours you can teach: the manager books students into them. Times are in {{zone}}.',
  gridLabel: 'Available hours by day of the week',
  availability: 'Available hours',
  counters: {
    total: '{{count}} of {{min}} chosen',
    prime: '{{count}} of {{min}} in prime time',
  },
  primeHint: 'Prime time is 15:00–21:00 on weekdays and 10:00–18:00 at weekends.',
  doubleDays: {
    label: 'Days with double lessons',
    forced: 'Days with two lessons in a row in a schedule are marked and stay marked.',
  },
  saved: 'Slots saved',
  loadError: 'Failed to load the slots',
  lessons: {
    title: 'Upcoming lessons',
    label: 'Lessons',
    empty: 'No lessons yet',
    emptyHint: 'When the manager books a student into your slots, the lessons appear here.',
    loadError: 'Failed to load lessons',
    pass: 'Lesson passed',
    cancel: 'Cancel',
    settle: 'Settle the write-off',
  },
};

addTranslations({ ru: { tutorSlots: ru }, kk: { tutorSlots: kk }, en: { tutorSlots: en } });
