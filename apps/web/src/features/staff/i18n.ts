import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    staff: {
      audit: {
        title: 'Журнал изменений',
        lead: 'Кто, когда и что изменил в консоли. Записи не удаляются и не правятся.',
        label: 'Записи журнала',
        when: 'Когда',
        who: 'Кто',
        action: 'Действие',
        entity: 'Что',
        changes: 'Изменения',
        entityFilter: 'Объект',
        entityIdFilter: 'Номер объекта',
        actionFilter: 'Действие',
        empty: 'Записей нет.',
        removedActor: 'Удалённый пользователь',
      },
    },
  },
  kk: {
    staff: {
      audit: {
        title: 'Өзгерістер журналы',
        lead: 'Консольде кім, қашан және не өзгертті. Жазбалар өшірілмейді.',
        label: 'Журнал жазбалары',
        when: 'Қашан',
        who: 'Кім',
        action: 'Әрекет',
        entity: 'Не',
        changes: 'Өзгерістер',
        entityFilter: 'Нысан',
        entityIdFilter: 'Нысан нөмірі',
        actionFilter: 'Әрекет',
        empty: 'Жазба жоқ.',
        removedActor: 'Жойылған пайдаланушы',
      },
    },
  },
  en: {
    staff: {
      audit: {
        title: 'Audit log',
        lead: 'Who changed what in the console, and when. Entries are never edited or removed.',
        label: 'Audit log entries',
        when: 'When',
        who: 'Who',
        action: 'Action',
        entity: 'What',
        changes: 'Changes',
        entityFilter: 'Object',
        entityIdFilter: 'Object id',
        actionFilter: 'Action',
        empty: 'No entries.',
        removedActor: 'Deleted user',
      },
    },
  },
});
