import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    loyalty: {
      title: 'Мои награды',
      level: 'Уровень {{level}}',
      exp: '{{value}} опыта',
      toNext: 'До уровня «{{title}}» осталось {{left}} опыта',
      top: 'Это высший уровень — так держать!',
      progressLabel: 'Прогресс до следующего уровня',
      about: 'Как получать награды',
      levelFailed: 'Не удалось загрузить уровень',
      history: {
        title: 'История опыта',
        loadError: 'Не удалось загрузить историю опыта',
        empty: 'Опыта пока нет',
        emptyHint: 'Посмотри урок до конца — за него начислим 25 опыта.',
        pagination: 'Страницы истории опыта',
        first: 'Первая страница',
        previous: 'Предыдущая страница',
        next: 'Следующая страница',
        last: 'Последняя страница',
      },
      tasks: {
        title: 'Задания на сегодня',
        failed: 'Не удалось загрузить задания',
        progress: '{{progress}} из {{target}}',
        done: 'Выполнено',
        reward: 'Награда',
      },
      aboutPage: {
        title: 'Программа наград',
        lead: 'За учёбу на платформе ты получаешь опыт и валюту. Опыт поднимает твой уровень, а валюту можно тратить.',
        currencies: 'Валюты',
        levels: 'Уровни',
        levelsLead: 'Уровень зависит только от опыта. Вот сколько опыта нужно для каждого:',
        levelRow: '{{title}} — от {{threshold}} опыта',
        drop: 'Если целый календарный месяц не заниматься, уровень понижается на один. Вернуться можно сразу: выбери «Начать заново» — уровень вернётся, а прогресс в нём начнётся с нуля.',
        tasks:
          'Каждый день тебя ждут индивидуальные задания: посмотреть урок, решить пять задач, выучить пять карточек. За каждое выполненное задание — награда.',
        items: {
          exp: {
            what: 'Показывает, сколько ты занимаешься, и определяет уровень. Не тратится.',
            how: '25 опыта за урок, просмотренный до конца, и награды за ежедневные задания.',
          },
          umcoins: {
            what: 'Внутренняя валюта платформы: на неё покупают заморозку серии дней, чтобы пропуск не сбросил серию.',
            how: 'Выполняй ежедневные задания и держи серию дней без пропусков.',
          },
          medals: {
            what: 'Знак твоих достижений: их число видно в балансе на главной.',
            how: 'За серии дней подряд и особые задания.',
          },
          keys: {
            what: 'Редкая награда за особые достижения — собирай коллекцию.',
            how: 'За достижения в учёбе и особые события.',
          },
          bonuses: {
            what: 'Бонусные рубли: ими можно оплатить часть покупки.',
            how: 'Пригласи друга — бонус начислится, когда он оплатит курс.',
          },
        },
        what: 'Зачем',
        how: 'Как получить',
      },
    },
  },
  kk: {
    loyalty: {
      title: 'Менің марапаттарым',
      level: '{{level}}-деңгей',
      exp: '{{value}} тәжірибе',
      toNext: '«{{title}}» деңгейіне дейін {{left}} тәжірибе қалды',
      top: 'Бұл ең жоғары деңгей — осылай жалғастыр!',
      progressLabel: 'Келесі деңгейге дейінгі прогресс',
      about: 'Марапаттарды қалай алуға болады',
      levelFailed: 'Деңгейді жүктеу мүмкін болмады',
      history: {
        title: 'Тәжірибе тарихы',
        loadError: 'Тәжірибе тарихын жүктеу мүмкін болмады',
        empty: 'Әзірге тәжірибе жоқ',
        emptyHint: 'Сабақты соңына дейін көр — ол үшін 25 тәжірибе беріледі.',
        pagination: 'Тәжірибе тарихының беттері',
        first: 'Бірінші бет',
        previous: 'Алдыңғы бет',
        next: 'Келесі бет',
        last: 'Соңғы бет',
      },
      tasks: {
        title: 'Бүгінгі тапсырмалар',
        failed: 'Тапсырмаларды жүктеу мүмкін болмады',
        progress: '{{target}} ішінен {{progress}}',
        done: 'Орындалды',
        reward: 'Марапат',
      },
      aboutPage: {
        title: 'Марапаттар бағдарламасы',
        lead: 'Платформада оқығаның үшін тәжірибе мен валюта аласың. Тәжірибе деңгейіңді көтереді, ал валютаны жұмсауға болады.',
        currencies: 'Валюталар',
        levels: 'Деңгейлер',
        levelsLead: 'Деңгей тек тәжірибеге байланысты. Әр деңгейге қанша тәжірибе керек:',
        levelRow: '{{title}} — {{threshold}} тәжірибеден бастап',
        drop: 'Бүкіл күнтізбелік ай бойы оқымасаң, деңгей бірге төмендейді. Бірден қайтаруға болады: «Қайта бастау» таңда — деңгей қайтады, ал ондағы прогресс нөлден басталады.',
        tasks:
          'Күн сайын сені жеке тапсырмалар күтеді: сабақ көру, бес есеп шығару, бес карточка жаттау. Әр орындалған тапсырма үшін — марапат.',
        items: {
          exp: {
            what: 'Қанша оқитыныңды көрсетеді және деңгейді анықтайды. Жұмсалмайды.',
            how: 'Соңына дейін көрілген сабақ үшін 25 тәжірибе және күнделікті тапсырмалар үшін марапаттар.',
          },
          umcoins: {
            what: 'Платформаның ішкі валютасы: онымен күндер сериясын қатыруды сатып аласың, сонда бір күн өткізіп алу серияны үзбейді.',
            how: 'Күнделікті тапсырмаларды орында және күндер сериясын үзбе.',
          },
          medals: {
            what: 'Жетістіктеріңнің белгісі: олардың саны басты беттегі баланста көрінеді.',
            how: 'Қатарынан күндер сериясы және ерекше тапсырмалар үшін.',
          },
          keys: {
            what: 'Ерекше жетістіктер үшін сирек марапат — коллекция жина.',
            how: 'Оқудағы жетістіктер мен ерекше оқиғалар үшін.',
          },
          bonuses: {
            what: 'Бонустық ақша: онымен сатып алудың бір бөлігін төлеуге болады.',
            how: 'Досыңды шақыр — ол курсты төлегенде бонус беріледі.',
          },
        },
        what: 'Не үшін',
        how: 'Қалай алуға болады',
      },
    },
  },
  en: {
    loyalty: {
      title: 'My rewards',
      level: 'Level {{level}}',
      exp: '{{value}} XP',
      toNext: '{{left}} XP left to “{{title}}”',
      top: 'This is the top level — keep it up!',
      progressLabel: 'Progress to the next level',
      about: 'How to earn rewards',
      levelFailed: 'Could not load the level',
      history: {
        title: 'XP history',
        loadError: 'Could not load the XP history',
        empty: 'No XP yet',
        emptyHint: 'Watch a lesson to the end — it brings 25 XP.',
        pagination: 'XP history pages',
        first: 'First page',
        previous: 'Previous page',
        next: 'Next page',
        last: 'Last page',
      },
      tasks: {
        title: "Today's tasks",
        failed: 'Could not load the tasks',
        progress: '{{progress}} of {{target}}',
        done: 'Done',
        reward: 'Reward',
      },
      aboutPage: {
        title: 'Rewards program',
        lead: 'Learning on the platform earns you XP and currency. XP raises your level; currency can be spent.',
        currencies: 'Currencies',
        levels: 'Levels',
        levelsLead: 'Your level depends on XP alone. This is the XP each level needs:',
        levelRow: '{{title}} — from {{threshold}} XP',
        drop: 'A whole calendar month without learning takes one level away. You can come back at once: choose “Start again” — the level returns and its progress starts from zero.',
        tasks:
          'Every day brings individual tasks: watch a lesson, solve five tasks, learn five cards. Each completed task pays a reward.',
        items: {
          exp: {
            what: 'Shows how much you learn and decides your level. Never spent.',
            how: '25 XP for a lesson watched to the end, and the rewards of daily tasks.',
          },
          umcoins: {
            what: 'The platform currency: it buys streak freezes, so a missed day does not reset your streak.',
            how: 'Complete daily tasks and keep your streak of days.',
          },
          medals: {
            what: 'A sign of your achievements, counted in the balance on the home page.',
            how: 'For streaks of days and special tasks.',
          },
          keys: {
            what: 'A rare reward for special achievements — collect them.',
            how: 'For achievements in learning and special events.',
          },
          bonuses: {
            what: 'Bonus money that pays part of a purchase.',
            how: 'Invite a friend — the bonus arrives when they pay for a course.',
          },
        },
        what: 'What for',
        how: 'How to earn',
      },
    },
  },
});
