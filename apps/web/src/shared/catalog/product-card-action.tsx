import { Badge, Button } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CatalogProduct } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import './i18n';

/** 'Уже куплено', 'В корзине' (a link to the cart) or the add-to-cart button; nothing for a curator. */
export function ProductCardAction({
  product,
  onAdd,
  adding,
}: {
  product: CatalogProduct;
  onAdd?: () => void;
  adding: boolean;
}) {
  const { t } = useTranslation();
  if (product.owned)
    return (
      <Badge color="teal" variant="light" size="lg" radius="md" tt="none" leftSection={<IconCheck size={14} />}>
        {t('productCard.owned')}
      </Badge>
    );
  if (!onAdd) return null;
  if (product.inCart)
    return (
      <Button component={Link} to={paths.cart} variant="light" leftSection={<IconCheck size={16} />}>
        {t('productCard.inCart')}
      </Button>
    );
  return (
    <Button
      onClick={onAdd}
      loading={adding}
      leftSection={<IconShoppingCartPlus size={16} />}
      aria-label={t('productCard.addToCartLabel', { title: product.title })}
    >
      {t('productCard.addToCart')}
    </Button>
  );
}
