import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    results: {
      title: 'Мои результаты',
      lead: 'Баллы за экзамены по каждому предмету.',
      failed: 'Не удалось загрузить результаты',
      year: 'Экзамены {{year}} года',
      points: '{{points}} из {{max}}',
      pointsLabel: 'Баллы',
      noPointsHint: 'Как только результаты опубликуют, сообщи баллы куратору — он их внесёт.',
      status: { NoPoints: 'Баллы не внесены', Awaiting: 'На проверке', Confirmed: 'Подтверждено' },
    },
  },
  kk: {
    results: {
      title: 'Менің нәтижелерім',
      lead: 'Әр пән бойынша емтихан балдары.',
      failed: 'Нәтижелерді жүктеу мүмкін болмады',
      year: '{{year}} жылғы емтихандар',
      points: '{{max}} ішінен {{points}}',
      pointsLabel: 'Балдар',
      noPointsHint: 'Нәтижелер жарияланғанда, балдарыңды кураторға айт — ол оларды енгізеді.',
      status: { NoPoints: 'Балдар енгізілмеген', Awaiting: 'Тексерілуде', Confirmed: 'Расталды' },
    },
  },
  en: {
    results: {
      title: 'My results',
      lead: 'Your exam points in each subject.',
      failed: 'Could not load the results',
      year: '{{year}} exams',
      points: '{{points}} of {{max}}',
      pointsLabel: 'Points',
      noPointsHint: 'Once the results are published, tell your curator your points — they will enter them.',
      status: { NoPoints: 'No points yet', Awaiting: 'Being checked', Confirmed: 'Confirmed' },
    },
  },
});
