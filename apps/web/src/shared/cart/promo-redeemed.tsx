import { Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { AnchorLink, ButtonLink } from '../ui/router-link';
import type { PromoRedeemed as Redeemed } from './redeem-promo';
import './i18n';

interface PromoRedeemedProps {
  result: Redeemed;
  /** A link was followed: the popover closes. */
  onNavigate?: () => void;
  onAnother: () => void;
}

/**
 * What the code did, in words (issue 8): the products it gave, each leading to its lessons (spec 3
 * §4), or the discount it put in the cart, with the way to the cart.
 */
export function PromoRedeemed({ result, onNavigate, onAnother }: PromoRedeemedProps) {
  const { t } = useTranslation();
  const title = result.kind === 'products' ? t('promo.activated') : t('promo.cartApplied');
  return (
    <Stack gap="sm" role="status">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" radius="xl" size={32}>
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
      </Group>
      {result.kind === 'products' && result.products.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('promo.activatedHint')}
          </Text>
          <List size="sm" spacing={4}>
            {result.products.map((product) => (
              <List.Item key={product.id}>
                <AnchorLink
                  to={paths.productTypeLessons}
                  params={{ productTypeId: String(product.productTypeId) }}
                  onClick={onNavigate}
                  size="sm"
                >
                  {product.title}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        </>
      )}
      {result.kind === 'cart' && (
        <>
          <Text size="sm">{result.cart.amountDescription || t('promo.cartWaiting')}</Text>
          <ButtonLink to={paths.cart} onClick={onNavigate} size="compact-md" style={{ alignSelf: 'flex-start' }}>
            {t('promo.toCart')}
          </ButtonLink>
        </>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
        {t('promo.another')}
      </Button>
    </Stack>
  );
}
