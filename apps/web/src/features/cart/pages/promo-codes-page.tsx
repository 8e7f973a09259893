import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PromoRedeemPanel } from '../../../shared/cart/promo-redeem-panel';
import { usePhone } from '../../../shared/ui/use-phone';
import { useMyCoupons } from '../api/my-coupons';
import { ActivatedCoupons } from '../components/activated-coupons';
import '../promo-codes-i18n';

/**
 * "Промокоды" of the profile menu (spec 3 §2; issue 8 gives it a page): the field that takes either
 * kind of code, and the coupon products the student has activated.
 */
export function PromoCodesPage() {
  const { t } = useTranslation();
  const coupons = useMyCoupons();
  // On a phone the button goes under the field, which then has the card's whole width.
  const phone = usePhone();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('routes.promoCodes')}
      </Title>
      <Card padding="lg">
        <Stack gap="xs">
          <Text c="dimmed">{t('promoCodes.lead')}</Text>
          <PromoRedeemPanel stacked={phone} onRedeemed={() => void coupons.refetch()} />
        </Stack>
      </Card>
      <ActivatedCoupons coupons={coupons.data ?? []} />
    </Stack>
  );
}
