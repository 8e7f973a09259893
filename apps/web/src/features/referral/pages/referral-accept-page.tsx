import { Alert, Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconDiscount } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { catalogHref, paths } from '../../../shared/config/paths';
import { useApplyReferral, useInvite } from '../api/referral';
import '../i18n';

const route = getRouteApi(paths.referralAccept);

/** The server's own words for a refusal (own code, already bought, a promo code in the cart); else a general text. */
function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.first?.detail ?? fallback;
  return fallback;
}

/**
 * Spec 1 §2 /referral?id=…: the query id is passed on as referralId. The discount is applied to the
 * student's cart and the student goes to the cart; a refusal stays on this page.
 */
export function ReferralAcceptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: referralId } = route.useSearch();
  // The friend's discount is the program's; the student's own invite answer carries the same percent.
  const percent = useInvite().data?.friendDiscountPercent;
  const apply = useApplyReferral();
  const submit = () => {
    if (!referralId) return;
    apply.mutate(referralId, { onSuccess: () => void navigate({ to: paths.cart }) });
  };

  return (
    <Stack gap="lg" maw={640}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconDiscount size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('referral.accept.title')}
          </Title>
          <Text>
            {percent === undefined ? t('referral.accept.leadNoPercent') : t('referral.accept.lead', { percent })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('referral.accept.rules')}
          </Text>
          {!referralId && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} w="100%">
              {t('referral.accept.noId')}
            </Alert>
          )}
          {apply.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('referral.accept.failed')}
              w="100%"
              role="alert"
            >
              {errorText(apply.error, t('common.unexpectedError'))}
            </Alert>
          )}
          {referralId ? (
            <Button size="md" onClick={submit} loading={apply.isPending}>
              {t('referral.accept.apply')}
            </Button>
          ) : (
            <Button component={Link} to={catalogHref()} variant="light">
              {t('referral.accept.toCatalog')}
            </Button>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
