import { addTranslations } from '../../shared/i18n/i18n';

addTranslations({
  ru: {
    errors: {
      notFound: {
        title: 'Страница не найдена',
        text: 'Кажется, такой страницы нет: ссылка устарела или в адресе опечатка.',
      },
      forbidden: {
        title: 'Доступ запрещён',
        text: 'Этой учётной записи сюда нельзя. Если это ошибка, позвони в поддержку — разберёмся.',
      },
      badRequest: {
        title: 'Некорректный запрос',
        text: 'Мы не смогли разобрать запрос. Вернись назад и попробуй ещё раз.',
      },
      unexpected: {
        title: 'Что-то пошло не так',
        text: 'Произошла непредвиденная ошибка. Попробуй ещё раз чуть позже.',
      },
      serverNotResponding: {
        title: 'Сервер не отвечает',
        text: 'Не получается связаться с сервером. Проверь подключение к интернету и попробуй ещё раз.',
      },
      preventionWorks: {
        title: 'Профилактические работы',
        text: 'Мы делаем платформу лучше. Совсем скоро всё снова заработает.',
      },
      technicalWorks: {
        title: 'Технические работы',
        text: 'Идут технические работы. Загляни чуть позже.',
      },
      reload: 'Попробовать снова',
      support: 'Позвонить в поддержку',
    },
  },
  kk: {
    errors: {
      notFound: { title: 'Бет табылмады', text: 'Мұндай бет жоқ сияқты: сілтеме ескірген немесе мекенжайда қате бар.' },
      forbidden: {
        title: 'Кіруге тыйым салынған',
        text: 'Бұл есептік жазбаға мұнда кіруге болмайды. Қате деп ойласаңыз, қолдау қызметіне жазыңыз.',
      },
      badRequest: { title: 'Қате сұрау', text: 'Сұрауды түсіне алмадық. Артқа оралып, қайта көріңіз.' },
      unexpected: {
        title: 'Бірдеңе дұрыс болмады',
        text: 'Күтпеген қате орын алды. Бетті сәл кейінірек жаңартып көріңіз.',
      },
      serverNotResponding: {
        title: 'Сервер жауап бермейді',
        text: 'Сервермен байланыс орнату мүмкін болмады. Интернет қосылымын тексеріп, қайта көріңіз.',
      },
      preventionWorks: {
        title: 'Профилактикалық жұмыстар',
        text: 'Платформаны жақсартып жатырмыз. Жақында бәрі қайта жұмыс істейді.',
      },
      technicalWorks: { title: 'Техникалық жұмыстар', text: 'Техникалық жұмыстар жүріп жатыр. Сәл кейінірек кіріңіз.' },
      reload: 'Қайта көру',
      support: 'Қолдау қызметіне қоңырау шалу',
    },
  },
  en: {
    errors: {
      notFound: {
        title: 'Page not found',
        text: 'There seems to be no such page: the link is outdated or the address has a typo.',
      },
      forbidden: {
        title: 'Access denied',
        text: 'This account cannot open this page. If you think it is a mistake, contact support.',
      },
      badRequest: { title: 'Bad request', text: 'We could not understand the request. Go back and try again.' },
      unexpected: {
        title: 'Something went wrong',
        text: 'An unexpected error occurred. Try reloading the page a bit later.',
      },
      serverNotResponding: {
        title: 'The server is not responding',
        text: 'We cannot reach the server. Check your internet connection and try again.',
      },
      preventionWorks: {
        title: 'Maintenance',
        text: 'We are making the platform better. Everything will be back very soon.',
      },
      technicalWorks: {
        title: 'Technical works',
        text: 'Technical works are in progress. Please come back a bit later.',
      },
      reload: 'Try again',
      support: 'Call support',
    },
  },
});
