import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Card, Center, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconFlask } from '@tabler/icons-react';
import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type TRANSACTION_STATUSES } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { browserLocation } from '../../../shared/lib/browser-location';
import { LoadError } from '../../../shared/ui/load-error';
import { KASPI_POLL_LIMIT_MS, useKaspiPayment, useKaspiSandboxDecision, useKaspiStatus } from '../api/kaspi';
import { KaspiQr } from '../components/kaspi-qr';
import { PayNotice } from '../components/pay-notice';
import { errorDetails } from '../lib/error-details';
import { isUuid } from '../lib/payment-links';
import '../i18n';

const route = getRouteApi(paths.kaspiPayment);
type Status = (typeof TRANSACTION_STATUSES)[number];

/** Kaspi's red; the text on it is white (contrast 4.6:1). */
const KASPI_RED = '#D9262E';

function KaspiFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" bg="var(--app-color-canvas)" px="md" py={{ base: 'md', sm: 48 }}>
      <Stack maw={480} mx="auto" gap="md">
        <Group gap={10}>
          <Center w={36} h={36} bg={KASPI_RED} style={{ borderRadius: 10 }} aria-hidden>
            <Text c="white" fw={900} fz={20} lh={1}>
              K
            </Text>
          </Center>
          <Title order={1} fz={22}>
            {t('payment.kaspi.title')}
          </Title>
        </Group>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Spec 2 §2 named route "Kaspi payment" (/payment/kaspi/{uuid}, docs/kaspi.md): the order to pay
 * in the Kaspi app — amount, order number, a QR code and a link — while the page polls the uid
 * check and leaves for the success or reject page once Kaspi answers.
 */
export function KaspiPaymentPage() {
  const { uuid } = route.useParams();
  if (!isUuid(uuid)) return <Navigate to={paths.notFound} replace />;
  return (
    <KaspiFrame>
      <KaspiPayment uuid={uuid} />
    </KaspiFrame>
  );
}

function usePollWindow() {
  const [round, setRound] = useState(0);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), KASPI_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);
  return {
    expired,
    again: () => {
      setExpired(false);
      setRound((value) => value + 1);
    },
  };
}

function KaspiPayment({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const payment = useKaspiPayment(uuid);
  const poll = usePollWindow();
  const pending = payment.data?.status === 'pending';
  const check = useKaspiStatus(uuid, pending && !poll.expired);
  const decision = useKaspiSandboxDecision(uuid);
  const status: Status | undefined = decision.data?.status ?? check.data?.status ?? payment.data?.status;

  const successUrl = payment.data?.successUrl;
  const rejectUrl = payment.data?.rejectUrl;
  useEffect(() => {
    if (status === 'succeeded' && successUrl) browserLocation.assign(successUrl);
    if (status === 'declined' && rejectUrl && pending) browserLocation.assign(rejectUrl);
  }, [status, successUrl, rejectUrl, pending]);

  if (payment.isError) {
    const missing = payment.error instanceof ApiError && [403, 404].includes(payment.error.status);
    return (
      <LoadError
        message={t(missing ? 'payment.kaspi.notFound' : 'payment.kaspi.loadError')}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const data = payment.data;
  if (!data) return <Skeleton h={520} radius="lg" />;
  const amount = formatMoney(data.amount, data.currency, i18n.language === 'en' ? 'en-US' : 'ru-RU');
  const leaving = status !== 'pending' && pending;
  const busy = decision.isPending || leaving;

  return (
    <Card radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" component="section" aria-labelledby="kaspi-order">
      <Stack gap="md">
        <Stack gap={2}>
          <Text id="kaspi-order" fw={700}>
            {t('payment.kaspi.order', { number: data.orderNumber })}
          </Text>
          <Text size="sm" c="dimmed">
            {/* The description starts with the order number the line above shows already. */}
            {data.description.replace(/^Заказ № \d+: /, '')}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('payment.kaspi.amount')}
          </Text>
          <Text fz={32} fw={800} lh={1.1} data-testid="kaspi-amount">
            {amount}
          </Text>
        </Stack>
        {!pending ? (
          <Stack gap="xs">
            <Text fw={600}>{t('payment.kaspi.decided')}</Text>
            <Anchor href={data.status === 'succeeded' ? data.successUrl : data.rejectUrl}>
              {t('payment.sandbox.decidedLink')}
            </Anchor>
          </Stack>
        ) : (
          <>
            <Center>
              <KaspiQr value={data.payUrl} label={t('payment.kaspi.qr')} />
            </Center>
            <Text size="sm" ta="center">
              {t('payment.kaspi.scan')}
            </Text>
            {!data.sandbox && (
              <Button
                component="a"
                href={data.payUrl}
                size="lg"
                fullWidth
                color={KASPI_RED}
                leftSection={<IconDeviceMobile size={20} aria-hidden />}
              >
                {t('payment.kaspi.open')}
              </Button>
            )}
            {poll.expired ? (
              <Stack gap="xs" align="center">
                <Text size="sm" ta="center">
                  {t('payment.kaspi.timedOut')}
                </Text>
                <Button variant="light" onClick={poll.again}>
                  {t('payment.kaspi.checkAgain')}
                </Button>
              </Stack>
            ) : (
              <Group gap="xs" justify="center" wrap="nowrap" role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {t('payment.kaspi.waiting')}
                </Text>
              </Group>
            )}
            {data.sandbox && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconFlask />}
                title={t('payment.kaspi.sandbox')}
                role="note"
                styles={{ root: { border: '1px solid var(--mantine-color-yellow-outline)' } }}
              >
                <Stack gap="sm">
                  <Text size="sm">{t('payment.kaspi.sandboxText')}</Text>
                  <PayNotice
                    notice={
                      decision.isError
                        ? { title: t('payment.kaspi.failed'), details: errorDetails(decision.error) }
                        : null
                    }
                  />
                  <Stack gap="xs">
                    <Button
                      fullWidth
                      color={KASPI_RED}
                      onClick={() => decision.mutate(true)}
                      loading={busy && decision.variables === true}
                      disabled={busy}
                    >
                      {t('payment.kaspi.pay')}
                    </Button>
                    <Button
                      fullWidth
                      variant="default"
                      onClick={() => decision.mutate(false)}
                      loading={busy && decision.variables === false}
                      disabled={busy}
                    >
                      {t('payment.kaspi.decline')}
                    </Button>
                  </Stack>
                </Stack>
              </Alert>
            )}
            <Anchor component={Link} to={paths.cart} size="sm" ta="center">
              {t('payment.kaspi.back')}
            </Anchor>
          </>
        )}
      </Stack>
    </Card>
  );
}
