import { useEffect, useRef } from 'react';
import { Badge, Button } from '@mantine/core';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CatalogProduct } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import './i18n';

/**
 * The add button disables itself while adding and gives way to the 'in cart' link after: each
 * time, focus would drop to the page's body. When it has, it goes to whichever of the two shows.
 */
function useKeptFocus(adding: boolean, inCart: boolean) {
  const action = useRef<HTMLElement | null>(null);
  const used = useRef(false);
  useEffect(() => {
    if (!used.current || document.activeElement !== document.body) return;
    action.current?.focus();
    if (inCart) used.current = false;
  }, [adding, inCart]);
  return {
    ref: (node: HTMLElement | null) => {
      action.current = node;
    },
    markUsed: () => {
      used.current = true;
    },
  };
}

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
  const focus = useKeptFocus(adding, product.inCart);
  if (product.owned)
    return (
      <Badge color="teal" variant="light" size="lg" radius="md" tt="none" leftSection={<IconCheck size={14} />}>
        {t('productCard.owned')}
      </Badge>
    );
  if (!onAdd) return null;
  if (product.inCart)
    return (
      <Button ref={focus.ref} component={Link} to={paths.cart} variant="light" leftSection={<IconCheck size={16} />}>
        {t('productCard.inCart')}
      </Button>
    );
  return (
    <Button
      ref={focus.ref}
      onClick={() => {
        focus.markUsed();
        onAdd();
      }}
      loading={adding}
      leftSection={<IconShoppingCartPlus size={16} />}
      aria-label={t('productCard.addToCartLabel', { title: product.title })}
    >
      {t('productCard.addToCart')}
    </Button>
  );
}
