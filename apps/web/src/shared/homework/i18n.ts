import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    homeworkInput: {
      short: 'Ответ',
      shortPlaceholder: 'Впиши ответ',
      single: 'Выбери один ответ',
      multiple: 'Выбери все верные ответы',
      order: 'Расставь в правильном порядке',
      moveUp: 'Поднять: {{item}}',
      moveDown: 'Опустить: {{item}}',
      match: 'Сопоставь',
      pick: 'Выбери',
    },
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
    homeworkInput: {
      short: 'Жауап',
      shortPlaceholder: 'Жауабыңды жаз',
      single: 'Бір жауапты таңда',
      multiple: 'Барлық дұрыс жауаптарды таңда',
      order: 'Дұрыс ретпен орналастыр',
      moveUp: 'Жоғары көтеру: {{item}}',
      moveDown: 'Төмен түсіру: {{item}}',
      match: 'Сәйкестендір',
      pick: 'Таңда',
    },
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
    homeworkInput: {
      short: 'Answer',
      shortPlaceholder: 'Type your answer',
      single: 'Choose one answer',
      multiple: 'Choose all correct answers',
      order: 'Put in the right order',
      moveUp: 'Move up: {{item}}',
      moveDown: 'Move down: {{item}}',
      match: 'Match',
      pick: 'Choose',
    },
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
