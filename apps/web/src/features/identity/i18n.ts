import { addTranslationsLazily } from '../../shared/i18n/i18n';

const ru = {
  clientError: {
    title: 'Не получается открыть вход',
    description: 'Ссылка для входа неполная или неверная. Войди заново через приложение.',
    signIn: 'Войти',
  },
  fields: {
    email: 'Электронная почта',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    password2: 'Повтори пароль',
    oldPassword: 'Текущий пароль',
    firstName: 'Имя',
    lastName: 'Фамилия',
    phone: 'Телефон',
    country: 'Страна',
    passwordHint: 'От 6 до 40 символов',
  },
  countries: { ru: 'Россия', by: 'Беларусь', kz: 'Казахстан' },
  login: {
    title: 'С возвращением!',
    description: 'Войди, чтобы продолжить подготовку',
    submit: 'Войти',
    forgot: 'Не помнишь пароль?',
    noAccount: 'Ещё нет аккаунта?',
    register: 'Зарегистрироваться',
    or: 'или',
    vk: 'Войти через VK ID',
  },
  register: {
    title: 'Давай знакомиться',
    description: 'Создай аккаунт — это займёт минуту',
    submit: 'Создать аккаунт',
    offer: 'Я принимаю <oferta>условия оферты</oferta> и <politics>политику конфиденциальности</politics>',
    news: 'Хочу получать новости и полезные материалы',
    haveAccount: 'Уже есть аккаунт?',
    login: 'Войти',
  },
  recover: {
    title: 'Восстановление пароля',
    description: 'Укажи почту своего аккаунта — пришлём ссылку для нового пароля',
    submit: 'Отправить ссылку',
    sentTitle: 'Проверь почту',
    sentText:
      'Если аккаунт с адресом {{email}} существует, мы отправили на него ссылку для создания нового пароля. Ссылка действует 1 час.',
    outbox: 'Открыть исходящие',
    outboxHint: 'При локальном запуске письма не уходят по-настоящему, а складываются в исходящие.',
    back: 'Вернуться ко входу',
    again: 'Отправить ещё раз',
  },
  create: {
    title: 'Новый пароль',
    description: 'Придумай новый пароль для входа',
    submit: 'Сохранить пароль',
    doneTitle: 'Пароль обновлён',
    doneText: 'Теперь войди с новым паролем.',
    login: 'Войти',
    noToken: 'Ссылка для смены пароля неполная. Запроси новую.',
    recover: 'Запросить новую ссылку',
  },
  change: {
    title: 'Смена пароля',
    description: 'После смены пароля другие устройства выйдут из аккаунта',
    submit: 'Сменить пароль',
    cancel: 'Отмена',
  },
  errors: {
    required: 'Обязательное поле',
    email: 'Введи корректный адрес почты',
    tooLong: 'Слишком длинное значение',
    nameSymbols: 'Поле может содержать только кириллицу и дефис',
    nameLength: 'Части имени должны содержать от 2 до 40 символов',
    passwordsMismatch: 'Пароли не совпадают',
    offer: 'Нужно принять условия оферты',
    // Spec 1 §5, as written.
    phone: 'Введите корректный номер телефона',
    unexpected: 'Произошла непредвиденная ошибка. Попробуй ещё раз.',
  },
};

export type Texts = typeof ru;

/**
 * Spec texts as keys: the auth redirect context errors (spec 1 §5) and the session end (spec 1 §8),
 * which the sign-in page shows after the session ran out.
 */
addTranslationsLazily(
  {
    identity: ru,
    'ClientId not provided': 'Не указано приложение, в которое нужно войти.',
    'Invalid clientRedirect': 'Адрес, куда вернуться после входа, недопустим.',
    'Authorization session are expired.': 'Сеанс входа закончился. Войди снова, чтобы продолжить.',
  },
  () => import('./i18n-other').then((module) => module.otherTranslations),
);
