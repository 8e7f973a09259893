import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBoxMultiple, IconDiscount2, IconPackage, IconReceipt, IconStack2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useCanSell } from '../ui/commerce-nav';
import '../i18n';

/** `/staff/commerce`: the area's sections (docs/staff-commerce.md); the payment inspector sees orders only. */
export function CommerceHomePage(): React.JSX.Element {
  const { t } = useTranslation();
  const canSell = useCanSell();
  const sections = [
    ...(canSell
      ? [
          {
            to: paths.staffCommerceProducts,
            icon: IconPackage,
            title: t('staffCommerce.home.products'),
            lead: t('staffCommerce.home.productsLead'),
          },
          {
            to: paths.staffCommerceRatePlans,
            icon: IconStack2,
            title: t('staffCommerce.home.plans'),
            lead: t('staffCommerce.home.plansLead'),
          },
          {
            to: paths.staffCommerceBundles,
            icon: IconBoxMultiple,
            title: t('staffCommerce.home.bundles'),
            lead: t('staffCommerce.home.bundlesLead'),
          },
          {
            to: paths.staffCommercePromoCodes,
            icon: IconDiscount2,
            title: t('staffCommerce.home.promos'),
            lead: t('staffCommerce.home.promosLead'),
          },
        ]
      : []),
    {
      to: paths.staffCommerceOrders,
      icon: IconReceipt,
      title: t('staffCommerce.home.orders'),
      lead: t('staffCommerce.home.ordersLead'),
    },
  ];
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffCommerce.home.title')} lead={t('staffCommerce.home.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {sections.map(({ to, icon: Icon, title, lead }) => (
          <Card key={to} component={Link} to={to} withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Icon size={28} aria-hidden />
              <Title order={2} size="h3">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {lead}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
