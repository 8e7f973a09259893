import { addTranslations } from '../i18n/i18n';

addTranslations({
  ru: {
    productCard: {
      start: 'Старт {{date}}',
      ratePlan: 'Тариф',
      ratePlanFeatures: {
        standard: 'Вебинары, записи и домашние задания с автопроверкой',
        premium: 'Всё из «Стандарта», а ещё проверка домашних заданий куратором и разборы ошибок',
      },
      pack: 'Пакет занятий',
      price: 'Цена',
      suffix: { perMonth: 'в месяц', perLesson: 'за занятие', allCourse: 'за весь курс', pack: 'за пакет' },
      addToCart: 'В корзину',
      addToCartLabel: 'Добавить в корзину «{{title}}»',
      inCart: 'В корзине',
      owned: 'Уже куплено',
    },
  },
  kk: {
    productCard: {
      start: 'Басталуы {{date}}',
      ratePlan: 'Тариф',
      ratePlanFeatures: {
        standard: 'Вебинарлар, жазбалар және автотексерілетін үй тапсырмалары',
        premium: '«Стандарттағының» бәрі, оған қоса үй тапсырмасын куратор тексереді және қателерді талдайды',
      },
      pack: 'Сабақтар пакеті',
      price: 'Бағасы',
      suffix: { perMonth: 'айына', perLesson: 'бір сабаққа', allCourse: 'бүкіл курсқа', pack: 'пакетке' },
      addToCart: 'Себетке',
      addToCartLabel: '«{{title}}» себетке қосу',
      inCart: 'Себетте',
      owned: 'Сатып алынған',
    },
  },
  en: {
    productCard: {
      start: 'Starts {{date}}',
      ratePlan: 'Rate plan',
      ratePlanFeatures: {
        standard: 'Webinars, recordings and homework checked automatically',
        premium: 'Everything in Standard, plus homework checked by a curator and reviews of mistakes',
      },
      pack: 'Lesson pack',
      price: 'Price',
      suffix: { perMonth: 'per month', perLesson: 'per lesson', allCourse: 'for the whole course', pack: 'per pack' },
      addToCart: 'Add to cart',
      addToCartLabel: 'Add “{{title}}” to the cart',
      inCart: 'In the cart',
      owned: 'Already bought',
    },
  },
});
