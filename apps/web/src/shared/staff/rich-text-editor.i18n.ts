import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    staff: {
      richText: {
        image: 'Картинка по ссылке',
        imageUrl: 'Адрес картинки (https://…)',
        insert: 'Вставить',
        formula: 'Формула',
        editor: {
          boldControlLabel: 'Жирный',
          italicControlLabel: 'Курсив',
          bulletListControlLabel: 'Маркированный список',
          orderedListControlLabel: 'Нумерованный список',
          undoControlLabel: 'Отменить',
          redoControlLabel: 'Повторить',
          h3ControlLabel: 'Подзаголовок',
        },
      },
    },
  },
  kk: {
    staff: {
      richText: {
        image: 'Сілтеме бойынша сурет',
        imageUrl: 'Сурет мекенжайы (https://…)',
        insert: 'Қою',
        formula: 'Формула',
        editor: {
          boldControlLabel: 'Жуан',
          italicControlLabel: 'Көлбеу',
          bulletListControlLabel: 'Таңбалы тізім',
          orderedListControlLabel: 'Нөмірленген тізім',
          undoControlLabel: 'Болдырмау',
          redoControlLabel: 'Қайталау',
          h3ControlLabel: 'Тақырыпша',
        },
      },
    },
  },
  en: {
    staff: {
      richText: {
        image: 'Image by link',
        imageUrl: 'Image address (https://…)',
        insert: 'Insert',
        formula: 'Formula',
        editor: {
          boldControlLabel: 'Bold',
          italicControlLabel: 'Italic',
          bulletListControlLabel: 'Bulleted list',
          orderedListControlLabel: 'Numbered list',
          undoControlLabel: 'Undo',
          redoControlLabel: 'Redo',
          h3ControlLabel: 'Subheading',
        },
      },
    },
  },
});
