import { addTranslations } from '../../shared/i18n/i18n';

const ru = {
  title: 'Чат урока',
  replayTitle: 'Чат трансляции',
  connection: {
    disconnected: 'Нет связи',
    connecting: 'Подключение…',
    connected: 'В сети',
    subscribing: 'Входим в чат…',
  },
  stopped: 'Чат недоступен',
  stoppedHint: 'Чат этого урока сейчас недоступен. Обнови страницу, чтобы попробовать снова.',
  empty: 'Сообщений пока нет. Напиши первым!',
  replayEmpty: 'К этому моменту записи сообщений ещё не было',
  loadingOlder: 'Загружаем ранние сообщения…',
  newMessages: 'Новые сообщения',
  announce: 'Новых сообщений в чате: {{count}}',
  hidden: 'Скрыто',
  moderator: 'Модератор',
  messageActions: 'Действия с сообщением',
  replyingTo: 'Ответ на сообщение {{name}}',
  cancelReply: 'Отменить ответ',
  placeholder: 'Сообщение',
  send: 'Отправить',
  attach: 'Прикрепить файл',
  removeAttachment: 'Убрать файл {{name}}',
  attachmentTooBig: 'Файл «{{name}}» больше {{size}}',
  attachmentType: 'Такой файл нельзя прикрепить: «{{name}}»',
  uploadFailed: 'Не удалось загрузить «{{name}}»',
  attachmentImage: 'Изображение {{name}}',
  closed: 'Чат на паузе: писать сейчас могут только модераторы',
  banned: 'Модератор ограничил тебе чат до {{time}}',
  bannedForever: 'Модератор ограничил тебе чат до конца урока',
  slowMode: 'Медленный режим: следующее сообщение через {{seconds}} с',
  sendFailed: 'Не удалось отправить сообщение, попробуй ещё раз',
  reported: 'Жалоба отправлена модераторам',
  reportFailed: 'Не удалось отправить жалобу',
  actionFailed: 'Не удалось выполнить действие',
  reasons: {
    banned: 'Модератор ограничил тебе чат',
    chat_closed: 'Чат на паузе: писать сейчас могут только модераторы',
    slow_mode: 'Включён медленный режим: подожди немного перед следующим сообщением',
  },
  moderation: {
    settings: 'Настройки чата',
    slowMode: 'Медленный режим',
    slowOff: 'Выключен',
    seconds: '{{count}} с',
    pause: 'Поставить чат на паузу',
    resume: 'Снять чат с паузы',
    hide: 'Скрыть сообщение',
    show: 'Показать сообщение',
    hideAll: 'Скрыть все сообщения автора',
    ban: 'Заблокировать в чате',
    banMinutes: 'На {{count}} мин',
    banForever: 'До конца урока',
  },
  replay: {
    loading: 'Загружаем чат трансляции',
    progress: '{{chase}} из {{total}}',
    failed: 'Не удалось загрузить чат трансляции',
    retry: 'Повторить',
  },
};

type Bundle = typeof ru;

const kk: Bundle = {
  ...ru,
  title: 'Сабақ чаты',
  replayTitle: 'Трансляция чаты',
  connection: {
    disconnected: 'Байланыс жоқ',
    connecting: 'Қосылуда…',
    connected: 'Желіде',
    subscribing: 'Чатқа кіруде…',
  },
  placeholder: 'Хабарлама',
  send: 'Жіберу',
};

const en: Bundle = {
  ...ru,
  title: 'Lesson chat',
  replayTitle: 'Broadcast chat',
  connection: { disconnected: 'Offline', connecting: 'Connecting…', connected: 'Online', subscribing: 'Joining…' },
  placeholder: 'Message',
  send: 'Send',
};

/** Spec 3 §2, §5 translation keys, used as written. */
const specKeys = {
  ru: {
    'reply to message': 'Ответить',
    abuse: 'Пожаловаться',
    you_cant_send_spam_and_flood_see_chat_rules:
      'Не отправляй одно и то же сообщение — это флуд. Посмотри правила чата',
    you_cant_write_bad_words_see_chat_rules: 'В сообщении есть запрещённые слова. Посмотри правила чата',
  },
  kk: {
    'reply to message': 'Жауап беру',
    abuse: 'Шағымдану',
    you_cant_send_spam_and_flood_see_chat_rules: 'Бір хабарламаны қайталама — бұл флуд. Чат ережелерін қара',
    you_cant_write_bad_words_see_chat_rules: 'Хабарламада тыйым салынған сөздер бар. Чат ережелерін қара',
  },
  en: {
    'reply to message': 'Reply',
    abuse: 'Report',
    you_cant_send_spam_and_flood_see_chat_rules: "Don't send the same message again, it's flooding. See the chat rules",
    you_cant_write_bad_words_see_chat_rules: 'The message has banned words. See the chat rules',
  },
};

addTranslations({
  ru: { lessonChat: ru, ...specKeys.ru },
  kk: { lessonChat: kk, ...specKeys.kk },
  en: { lessonChat: en, ...specKeys.en },
});
