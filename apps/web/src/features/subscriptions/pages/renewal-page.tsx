import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { money } from '../../../shared/cart/money';
import { formatZonedDay } from '../../../shared/lib/zoned-month';
import { useRenewalQuote, useStartRenewal } from '../api/subscriptions';
import { Fact } from '../components/fact';
import { QuoteState } from '../components/quote-state';
import '../i18n';

const route = getRouteApi(paths.subscriptionRenewal);

/** Spec 2 §2 "renewal": the next period of a subscription under the same rate plan, paid through the cart. */
export function RenewalPage() {
  const { t, i18n } = useTranslation();
  const id = Number(route.useParams().subscriptionId);
  const quote = useRenewalQuote(id);
  const start = useStartRenewal(id);
  const zone = appSettings().timeZone;
  const day = (value: string) => formatZonedDay(value, i18n.language, zone);

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('routes.subscriptionRenewal')}
      </Title>
      {!quote.data ? (
        <QuoteState error={quote.error} onRetry={() => void quote.refetch()} />
      ) : (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="renewal-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="renewal-title">
                {quote.data.subscription.productType.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('subscriptions.renewal.lead')}
              </Text>
            </div>
            <Text fw={600}>{quote.data.product.title}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Fact
                label={t('subscriptions.renewal.period')}
                value={t('subscriptions.renewal.periodValue', {
                  from: day(quote.data.product.startDate),
                  to: day(quote.data.product.endDate),
                })}
              />
              <Fact
                label={t('subscriptions.renewal.ratePlan')}
                value={quote.data.ratePlan?.title ?? t('subscriptions.renewal.noRatePlan')}
              />
              <Fact label={t('subscriptions.renewal.accessUntil')} value={day(quote.data.accessUntil)} />
              <Fact label={t('subscriptions.renewal.price')} value={money(quote.data.price)} strong />
            </SimpleGrid>
            {start.isError && (
              <Alert color="red" variant="light">
                {start.error.message || t('subscriptions.renewal.failed')}
              </Alert>
            )}
            <Button
              size="md"
              style={{ alignSelf: 'flex-start' }}
              loading={start.isPending || start.isSuccess}
              onClick={() => start.mutate(undefined)}
            >
              {t('subscriptions.renewal.pay')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
