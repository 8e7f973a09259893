import { useState } from 'react';
import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { money } from '../../../shared/cart/money';
import { formatZonedDay } from '../../../shared/lib/zoned-month';
import { useStartUpgrade, useUpgradeQuote } from '../api/subscriptions';
import { QuoteState } from '../components/quote-state';
import '../i18n';

const route = getRouteApi(paths.subscriptionUpgrade);

/**
 * Spec 2 §2 "upgrade": a dearer rate plan at once, paying the difference for the days left of the
 * period (the server prorates, in the student's favour); the period end stays.
 */
export function UpgradePage() {
  const { t, i18n } = useTranslation();
  const id = Number(route.useParams().subscriptionId);
  const quote = useUpgradeQuote(id);
  const start = useStartUpgrade(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const data = quote.data;
  const option = data?.options.find((entry) => String(entry.ratePlan.id) === chosen) ?? data?.options[0];

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('routes.subscriptionUpgrade')}
      </Title>
      {!data || !option ? (
        <QuoteState error={quote.error} onRetry={() => void quote.refetch()} />
      ) : (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="upgrade-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="upgrade-title">
                {data.subscription.productType.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('subscriptions.upgrade.lead')}
              </Text>
            </div>
            <Text size="sm">
              {t('subscriptions.upgrade.current', {
                title: data.currentRatePlan.title,
                price: money(data.currentRatePlan.price),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('subscriptions.upgrade.daysLeft', {
                count: data.daysLeft,
                total: data.periodDays,
                date: formatZonedDay(data.subscription.accessUntil, i18n.language, appSettings().timeZone),
              })}
            </Text>
            <Radio.Group
              value={String(option.ratePlan.id)}
              onChange={setChosen}
              label={t('subscriptions.upgrade.choose')}
              name="rate-plan"
            >
              <Stack gap="xs" mt="xs">
                {data.options.map((entry) => (
                  <Radio.Card
                    key={entry.ratePlan.id}
                    value={String(entry.ratePlan.id)}
                    radius="md"
                    p="md"
                    withBorder
                    aria-label={entry.ratePlan.title}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{entry.ratePlan.title}</Text>
                        <Text size="sm" c="dimmed">
                          {t('subscriptions.upgrade.option', { price: money(entry.ratePlan.price) })}
                        </Text>
                        <Text size="sm" fw={600} mt={4}>
                          {t('subscriptions.upgrade.toPay', { price: money(entry.price) })}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            {start.isError && (
              <Alert color="red" variant="light">
                {start.error.message || t('subscriptions.upgrade.failed')}
              </Alert>
            )}
            <Button
              size="md"
              style={{ alignSelf: 'flex-start' }}
              loading={start.isPending || start.isSuccess}
              onClick={() => start.mutate(option.ratePlan.id)}
            >
              {t('subscriptions.upgrade.pay', { price: money(option.price) })}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
