import { addTranslations } from '../../../shared/i18n/i18n';

addTranslations({
  ru: {
    monthProducts: {
      title: 'Курсы месяца',
      previous: 'Предыдущий месяц',
      next: 'Следующий месяц',
      toCurrent: 'К текущему месяцу',
      // Spec 3 §2, §8 texts.
      empty: 'В этом месяце нет курсов',
      failed: 'Не удалось показать, попробуй перезагрузить страницу',
      more: 'ещё {{count}}',
      lockedHint: 'Доступ закончился. Нажми, чтобы добавить продление в корзину',
      renewLabel: '{{title}}: продлить, добавить в корзину',
      goals: 'Добавь предмет',
      goalLabel: 'Добавить предмет «{{title}}»: открыть каталог',
      lessons: 'Мои уроки',
    },
  },
  kk: {
    monthProducts: {
      title: 'Ай курстары',
      previous: 'Алдыңғы ай',
      next: 'Келесі ай',
      toCurrent: 'Ағымдағы айға',
      empty: 'Бұл айда курстар жоқ',
      failed: 'Көрсету мүмкін болмады, бетті қайта жүктеп көріңіз',
      more: 'тағы {{count}}',
      lockedHint: 'Қолжетімділік аяқталды. Ұзартуды себетке қосу үшін бас',
      renewLabel: '{{title}}: ұзарту, себетке қосу',
      goals: 'Пән қос',
      goalLabel: '«{{title}}» пәнін қосу: каталогты ашу',
      lessons: 'Менің сабақтарым',
    },
  },
  en: {
    monthProducts: {
      title: 'Courses of the month',
      previous: 'Previous month',
      next: 'Next month',
      toCurrent: 'To the current month',
      empty: 'No courses this month',
      failed: 'Failed to display, try reloading the page',
      more: '{{count}} more',
      lockedHint: 'Access has ended. Tap to add the renewal to the cart',
      renewLabel: '{{title}}: renew, add to the cart',
      goals: 'Add a subject',
      goalLabel: 'Add the subject “{{title}}”: open the catalog',
      lessons: 'My lessons',
    },
  },
});
