import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ResponseOf, contract } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { AnchorLink } from '../../../shared/ui/router-link';
import '../promo-codes-i18n';

type ActivatedCoupon = ResponseOf<typeof contract.payment.myCoupons>[number];

/** The codes the student activated, each with what it gave: shown only when there are any. */
export function ActivatedCoupons({ coupons }: { coupons: ActivatedCoupon[] }) {
  const { t, i18n } = useTranslation();
  if (coupons.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="activated-coupons">
      <Title order={2} size="h4" id="activated-coupons">
        {t('promoCodes.activatedTitle')}
      </Title>
      {coupons.map((coupon) => (
        <Card key={`${coupon.code}-${coupon.activatedAt}`} padding="md" component="article">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconTicket size={18} aria-hidden style={{ flex: 'none' }} />
              <Text fw={700} truncate>
                {coupon.code}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
              {t('promoCodes.activatedOn', { date: formatDate(coupon.activatedAt, i18n.language) })}
            </Text>
          </Group>
          {coupon.products.length > 0 && (
            <List size="sm" spacing={4} mt="xs">
              {coupon.products.map((product) => (
                <List.Item key={product.id}>
                  <AnchorLink to={paths.productTypeLessons} params={{ productTypeId: String(product.productTypeId) }}>
                    {product.title}
                  </AnchorLink>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      ))}
    </Stack>
  );
}
