import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { COMMERCE_STAFF, type Role } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import '../i18n';

export type CommerceSection = 'products' | 'plans' | 'bundles' | 'promos' | 'orders';

/** Whether the signed-in staff member may change products, prices and promo codes. */
export function useCanSell(): boolean {
  const role = useUser()?.role;
  return role !== undefined && (COMMERCE_STAFF as readonly Role[]).includes(role);
}

/** The area's sections as links (the current one filled); the payment inspector sees the orders only. */
export function CommerceNav({ active }: { active: CommerceSection }) {
  const { t } = useTranslation();
  const canSell = useCanSell();
  const sections = [
    ...(canSell
      ? [
          { key: 'products', label: t('staffCommerce.home.products'), to: paths.staffCommerceProducts },
          { key: 'plans', label: t('staffCommerce.home.plans'), to: paths.staffCommerceRatePlans },
          { key: 'bundles', label: t('staffCommerce.home.bundles'), to: paths.staffCommerceBundles },
          { key: 'promos', label: t('staffCommerce.home.promos'), to: paths.staffCommercePromoCodes },
        ]
      : []),
    { key: 'orders', label: t('staffCommerce.home.orders'), to: paths.staffCommerceOrders },
  ] as const;
  return (
    <Group component="nav" aria-label={t('staffCommerce.home.nav')} gap="xs">
      {sections.map((section) => (
        <Button
          key={section.key}
          variant={section.key === active ? 'filled' : 'default'}
          radius="xl"
          size="sm"
          renderRoot={(props) => (
            <Link {...props} to={section.to} aria-current={section.key === active ? 'page' : undefined} />
          )}
        >
          {section.label}
        </Button>
      ))}
    </Group>
  );
}
