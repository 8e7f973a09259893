import { addTranslationsLazily } from '../../shared/i18n/i18n';

const ru = {
  redirecting: {
    title: 'Переходим на страницу входа…',
    description: 'Если ничего не происходит, нажми кнопку ниже.',
    button: 'Перейти ко входу',
  },
  callback: {
    signingIn: 'Входим…',
    failedTitle: 'Не удалось войти',
    failedText: 'Ссылка для входа устарела или уже использована. Попробуй войти ещё раз.',
    retry: 'Попробовать снова',
  },
  dec: {
    signingIn: 'Входим…',
    failedText:
      'Ссылка для входа с другой платформы устарела или неверна. Войди с паролем или попробуй перейти ещё раз.',
  },
  vk: {
    signingIn: 'Входим через VK ID…',
    connecting: 'Подключаем ВКонтакте…',
    failedText: 'VK ID не подтвердил вход. Попробуй ещё раз.',
    staleAnswer:
      'Ответ VK ID не относится к этому входу: возможно, вход начинали в другой вкладке. Начни вход ещё раз.',
  },
};

export type Texts = typeof ru;

addTranslationsLazily({ auth: ru }, () => import('./i18n-other').then((module) => module.otherTranslations));
