import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  outbox: {
    title: 'Исходящие сообщения',
    description: 'Письма и SMS, которые приложение «отправило» при локальном запуске. Новые — сверху.',
    refresh: 'Обновить',
    empty: 'Пока пусто. Здесь появятся письма и SMS — например, ссылка для восстановления пароля.',
    realAdapter:
      'Исходящие недоступны. Их видно только при локальном запуске и только на самом сервере (откройте localhost); если же настроен настоящий почтовый или SMS-сервис, сообщения уходят получателям, а не складываются здесь.',
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
      'Шығыс хабарламалар қолжетімсіз. Олар тек жергілікті іске қосуда және тек сервердің өзінде көрінеді (localhost ашыңыз); ал нақты пошта немесе SMS қызметі бапталса, хабарламалар мұнда сақталмай, алушыларға жіберіледі.',
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
    realAdapter:
      'The outbox is not available. It is shown only when running locally and only on the server machine itself (open localhost); with a real e-mail or SMS service configured, messages go to their recipients instead.',
    failed: 'Could not load the messages.',
    to: 'To',
    channel: { email: 'E-mail', sms: 'SMS' },
  },
};

addTranslations({ ru: { messaging: ru }, kk: { messaging: kk }, en: { messaging: en } });
