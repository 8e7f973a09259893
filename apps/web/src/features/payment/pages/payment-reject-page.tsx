import { useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingCartCheck, IconX } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useTransaction } from '../api/transaction';
import { StatusPanel } from '../components/status-panel';
import { cartHrefOf, checkoutSearch, lastCheckout } from '../lib/checkout-target';
import { isUuid } from '../lib/payment-links';
import '../i18n';

const route = getRouteApi(paths.paymentReject);

/**
 * Spec 1 §2, spec 2 §2 /payment/reject (search `transaction`): what went wrong, that the cart is
 * kept (a declined payment changes nothing in it), and a way to try again.
 */
export function PaymentRejectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { transaction: uuid } = route.useSearch();
  const transaction = useTransaction(isUuid(uuid) ? uuid : undefined);
  const [target] = useState(() => lastCheckout.read());
  const reason = transaction.data?.errorMessage;
  return (
    <StatusPanel
      color="red"
      icon={<IconX size={44} />}
      title={t('payment.reject.title')}
      text={t('payment.reject.text')}
    >
      {transaction.isLoading && <Skeleton h={56} radius="md" />}
      {reason && (
        <Alert color="red" variant="light" title={t('payment.reject.reason')} role="alert">
          {reason}
        </Alert>
      )}
      <Alert color="teal" variant="light" icon={<IconShoppingCartCheck />} role="note">
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('payment.reject.cartSaved')}
          </Text>
          <Anchor component={Link} to={cartHrefOf(target)} size="sm">
            {t('payment.reject.toCart')}
          </Anchor>
        </Stack>
      </Alert>
      <Group justify="center">
        <Button size="md" onClick={() => void navigate({ to: paths.payment, search: checkoutSearch(target) })}>
          {t('payment.reject.retry')}
        </Button>
      </Group>
    </StatusPanel>
  );
}
