import { useEffect, useRef } from 'react';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconCircleCheck, IconTicketOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { AuthScreen, AuthScreenIcon } from '../../../shared/ui/auth-screen';
import { PayNotice } from '../components/pay-notice';
import { ProductLinks } from '../components/product-links';
import { useRefreshPurchases } from '../hooks/use-refresh-purchases';
import { errorDetails } from '../lib/error-details';
import '../i18n';

const route = getRouteApi(paths.couponCallback);

/** Spec 1 §2 /coupon-callback?coupon=: activates a coupon product and shows what it opened. */
export function CouponCallbackPage() {
  const { t } = useTranslation();
  const { coupon } = route.useSearch();
  const code = coupon?.trim();
  const activation = useMutation({
    mutationFn: (value: string) => call(contract.payment.coupon, { body: { value } }),
  });
  useRefreshPurchases(activation.isSuccess);
  // Once per code, even when React runs the effect twice in development.
  const started = useRef<string | null>(null);
  const activate = activation.mutate;
  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    activate(code);
  }, [code, activate]);

  const home = (
    <Group justify="center">
      <Button component={Link} to={paths.home} variant="subtle">
        {t('payment.coupon.home')}
      </Button>
    </Group>
  );
  if (!code) {
    return (
      <AuthScreen
        icon={
          <AuthScreenIcon color="red">
            <IconTicketOff size={34} />
          </AuthScreenIcon>
        }
        title={t('payment.coupon.failed')}
        description={t('payment.coupon.noCode')}
      >
        {home}
      </AuthScreen>
    );
  }
  if (activation.isSuccess) {
    return (
      <AuthScreen
        icon={
          <AuthScreenIcon color="teal">
            <IconCircleCheck size={34} />
          </AuthScreenIcon>
        }
        title={t('payment.coupon.title')}
        description={t('payment.coupon.text')}
      >
        <ProductLinks products={activation.data.products} />
        {home}
      </AuthScreen>
    );
  }
  if (activation.isError) {
    return (
      <AuthScreen
        icon={
          <AuthScreenIcon color="red">
            <IconTicketOff size={34} />
          </AuthScreenIcon>
        }
        title={t('payment.coupon.failed')}
      >
        <PayNotice notice={{ details: errorDetails(activation.error) }} />
        <Stack gap="xs">
          <Button onClick={() => activate(code)}>{t('payment.coupon.retry')}</Button>
          {home}
        </Stack>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('payment.coupon.activating')}>
      <Center role="status" aria-label={t('payment.coupon.activating')}>
        <Loader />
      </Center>
    </AuthScreen>
  );
}
