import { addTranslations } from '../i18n/i18n';

/** Spec 2 §8 and spec 3 §8 cart texts, under the spec's own keys; shared by the header, the catalog and the cart. */
addTranslations({
  ru: {
    'data saved': 'Данные сохранены',
    'product is already in cart': 'Этот продукт уже в корзине',
    'failed to add product to cart': 'Не удалось добавить продукт в корзину',
    'this promo code does not exist': 'Такого промокода не существует',
    'failed to load cart': 'Не удалось загрузить корзину',
    failed_to_load_cart: 'Не удалось загрузить корзину',
    failed_to_update_cart: 'Не удалось обновить корзину',
    you_should_clear_your_cart:
      'Чтобы добавить этот курс, нужно очистить корзину: индивидуальные занятия нельзя оплатить вместе с другими курсами',
    lets_go: 'Поехали',
    leave_as_is: 'Оставить как есть',
    sharedCart: {
      clearTitle: 'Очистить корзину?',
      cartLink: 'Корзина',
      cartWithCount: 'Корзина, товаров: {{count}}',
      promoFailed: 'Не удалось применить промокод',
    },
  },
  kk: {
    'data saved': 'Деректер сақталды',
    'product is already in cart': 'Бұл өнім себетте бар',
    'failed to add product to cart': 'Өнімді себетке қосу мүмкін болмады',
    'this promo code does not exist': 'Мұндай промокод жоқ',
    'failed to load cart': 'Себетті жүктеу мүмкін болмады',
    failed_to_load_cart: 'Себетті жүктеу мүмкін болмады',
    failed_to_update_cart: 'Себетті жаңарту мүмкін болмады',
    you_should_clear_your_cart:
      'Бұл курсты қосу үшін себетті тазалау керек: жеке сабақтарды басқа курстармен бірге төлеуге болмайды',
    lets_go: 'Кеттік',
    leave_as_is: 'Солай қалдыру',
    sharedCart: {
      clearTitle: 'Себетті тазалау керек пе?',
      cartLink: 'Себет',
      cartWithCount: 'Себет, тауарлар: {{count}}',
      promoFailed: 'Промокодты қолдану мүмкін болмады',
    },
  },
  en: {
    'data saved': 'Data saved',
    'product is already in cart': 'This product is already in the cart',
    'failed to add product to cart': 'Failed to add the product to the cart',
    'this promo code does not exist': 'This promo code does not exist',
    'failed to load cart': 'Failed to load the cart',
    failed_to_load_cart: 'Failed to load the cart',
    failed_to_update_cart: 'Failed to update the cart',
    you_should_clear_your_cart:
      'To add this course, the cart must be cleared: individual lessons cannot be paid together with other courses',
    lets_go: "Let's go",
    leave_as_is: 'Leave as is',
    sharedCart: {
      clearTitle: 'Clear the cart?',
      cartLink: 'Cart',
      cartWithCount: 'Cart, items: {{count}}',
      promoFailed: 'Failed to apply the promo code',
    },
  },
});
