import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    homeworkAnswer: {
      noAnswer: 'Нет ответа',
      notChosen: 'Ничего не выбрано',
      photos: 'Фото решения',
      openPhoto: 'Открыть фото «{{name}}» целиком',
      openOriginal: 'Открыть в новой вкладке',
      close: 'Закрыть',
    },
  },
  kk: {
    homeworkAnswer: {
      noAnswer: 'Жауап жоқ',
      notChosen: 'Ештеңе таңдалмаған',
      photos: 'Шешімнің фотосы',
      openPhoto: '«{{name}}» фотосын толық ашу',
      openOriginal: 'Жаңа қойындыда ашу',
      close: 'Жабу',
    },
  },
  en: {
    homeworkAnswer: {
      noAnswer: 'No answer',
      notChosen: 'Nothing chosen',
      photos: 'Photos of the solution',
      openPhoto: 'Open the photo “{{name}}” full size',
      openOriginal: 'Open in a new tab',
      close: 'Close',
    },
  },
});
