import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  outbox: {
    title: 'Исходящие сообщения',
    description: 'Письма и SMS, которые приложение «отправило» при локальном запуске. Новые — сверху.',
    refresh: 'Обновить',
    empty: 'Пока пусто. Здесь появятся письма и SMS — например, ссылка для восстановления пароля.',
    realAdapter:
      'Исходящих нет: настроен настоящий почтовый или SMS-сервис, и сообщения уходят получателям, а не складываются здесь.',
    failed: 'Не удалось загрузить сообщения.',
    to: 'Кому',
    channel: { email: 'Почта', sms: 'SMS' },
  },
};

type Texts = typeof ru;

const kk: Texts = {
  outbox: {
    title: 'Шығыс хабарламалар',
    description: 'Жергілікті іске қосуда қолданба «жіберген» хаттар мен SMS. Жаңалары — жоғарыда.',
    refresh: 'Жаңарту',
    empty: 'Әзірге бос. Мұнда хаттар мен SMS пайда болады — мысалы, құпиясөзді қалпына келтіру сілтемесі.',
    realAdapter:
      'Шығыс хабарламалар жоқ: нақты пошта немесе SMS қызметі бапталған, хабарламалар мұнда сақталмай, алушыларға жіберіледі.',
    failed: 'Хабарламаларды жүктеу мүмкін болмады.',
    to: 'Кімге',
    channel: { email: 'Пошта', sms: 'SMS' },
  },
};

const en: Texts = {
  outbox: {
    title: 'Outbox',
    description: 'E-mails and SMS the app "sent" while running locally. Newest first.',
    refresh: 'Refresh',
    empty: 'Nothing yet. E-mails and SMS will show up here, such as a password reset link.',
    realAdapter: 'There is no outbox: a real e-mail or SMS service is configured, so messages go to their recipients.',
    failed: 'Could not load the messages.',
    to: 'To',
    channel: { email: 'E-mail', sms: 'SMS' },
  },
};

addTranslations({ ru: { messaging: ru }, kk: { messaging: kk }, en: { messaging: en } });
