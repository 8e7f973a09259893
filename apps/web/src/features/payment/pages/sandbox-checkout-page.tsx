import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Card, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconFlask, IconLock } from '@tabler/icons-react';
import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths, paymentSuccessHref } from '../../../shared/config/paths';
import { browserLocation } from '../../../shared/lib/browser-location';
import { LoadError } from '../../../shared/ui/load-error';
import { useSandboxDecision, useSandboxTransaction } from '../api/sandbox';
import { PayNotice } from '../components/pay-notice';
import { SandboxCardForm } from '../components/sandbox-card-form';
import { errorDetails } from '../lib/error-details';
import { isUuid } from '../lib/payment-links';
import '../i18n';

const route = getRouteApi(paths.sandboxCheckout);

/** A bank's page, not ours: neutral colours, no product branding. */
function BankFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="var(--app-color-canvas)" px="md" py={{ base: 'md', sm: 48 }}>
      <Stack maw={460} mx="auto" gap="md">
        <Group justify="space-between">
          <Group gap={8}>
            <IconBuildingBank size={26} color="var(--mantine-color-blue-8)" aria-hidden />
            <Text fw={800} fz={18} c="blue">
              {t('payment.sandbox.bank')}
            </Text>
          </Group>
          <Group gap={4} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="xs">{t('payment.sandbox.secure')}</Text>
          </Group>
        </Group>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconFlask />}
          title={t('payment.sandbox.banner')}
          role="note"
          styles={{ root: { border: '1px solid var(--mantine-color-yellow-outline)' } }}
        >
          {t('payment.sandbox.bannerText')}
        </Alert>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Docs/commerce.md SANDBOX: the built-in provider's checkout page (/sandbox-checkout/{uuid}?signature=),
 * opened from the link init answered; the signature proves the decision comes from that link.
 */
export function SandboxCheckoutPage() {
  const { uuid } = route.useParams();
  const { signature } = route.useSearch();
  if (!isUuid(uuid)) return <Navigate to={paths.notFound} replace />;
  return (
    <BankFrame>
      <SandboxCheckout uuid={uuid} signature={signature ?? ''} />
    </BankFrame>
  );
}

function SandboxCheckout({ uuid, signature }: { uuid: string; signature: string }) {
  const { t, i18n } = useTranslation();
  const transaction = useSandboxTransaction(uuid);
  const decision = useSandboxDecision(uuid, signature);
  const decide = (approve: boolean) =>
    decision.mutate(approve, { onSuccess: ({ redirectUrl }) => browserLocation.assign(redirectUrl) });
  // After a decision the browser is leaving: the buttons stay busy until it has.
  const busy = decision.isPending || decision.isSuccess;

  if (transaction.isError) {
    const missing = transaction.error instanceof ApiError && transaction.error.status === 404;
    return (
      <LoadError
        message={t(missing ? 'payment.sandbox.notFound' : 'payment.sandbox.loadError')}
        onRetry={() => void transaction.refetch()}
      />
    );
  }
  const data = transaction.data;
  if (!data) return <Skeleton h={420} radius="lg" />;
  const amount = formatMoney(data.amount, data.currency, i18n.language === 'en' ? 'en-US' : 'ru-RU');
  return (
    <Card
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="sm"
      component="section"
      aria-label={t('payment.sandbox.bank')}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('payment.sandbox.merchant')}
          </Text>
          <Text fw={600}>{data.description}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('payment.sandbox.amount')}
          </Text>
          <Text fz={32} fw={800} lh={1.1}>
            {amount}
          </Text>
        </Stack>
        <Divider />
        {data.status !== 'pending' ? (
          <Stack gap="xs">
            <Text fw={600}>{t('payment.sandbox.decided')}</Text>
            <Anchor component={Link} to={paymentSuccessHref(uuid)}>
              {t('payment.sandbox.decidedLink')}
            </Anchor>
          </Stack>
        ) : (
          <>
            <SandboxCardForm disabled={busy} />
            <PayNotice
              notice={
                decision.isError ? { title: t('payment.sandbox.failed'), details: errorDetails(decision.error) } : null
              }
            />
            <Button
              size="lg"
              color="blue.8"
              fullWidth
              onClick={() => decide(true)}
              loading={busy && decision.variables === true}
              disabled={busy}
            >
              {t('payment.sandbox.pay')} {amount}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              fullWidth
              onClick={() => decide(false)}
              loading={busy && decision.variables === false}
              disabled={busy}
            >
              {t('payment.sandbox.cancel')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
