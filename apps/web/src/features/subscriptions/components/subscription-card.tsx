import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowUpRight, IconRefresh } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { money } from '../../../shared/cart/money';
import { formatZonedDay } from '../../../shared/lib/zoned-month';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useCancelSubscription } from '../api/subscriptions';
import { canCancel, canRenew, STATUS_COLORS } from '../lib/subscription-rules';
import { Fact } from './fact';
import { confirmCancel } from './confirm-cancel';

/**
 * One subscription: status, price, next charge, access; renewing it, upgrading its rate plan
 * (docs/subscriptions.md), turning auto-renewal off.
 */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelSubscription();
  const day = (value: string) => formatZonedDay(value, i18n.language, appSettings().timeZone);
  const title = subscription.productType.title;
  const askCancel = () =>
    confirmCancel(t, title, day(subscription.accessUntil), () =>
      cancel.mutate(subscription.id, {
        onSuccess: () => notifications.show({ color: 'teal', message: t('subscriptions.cancelled') }),
        onError: () => notifications.show({ color: 'red', message: t('subscriptions.cancelFailed') }),
      }),
    );
  return (
    <Card component="article" withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {subscription.ratePlanTitle && (
              <Text size="sm" c="dimmed">
                {t('subscriptions.ratePlan', { title: subscription.ratePlanTitle })}
              </Text>
            )}
          </div>
          <Badge color={STATUS_COLORS[subscription.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`subscriptions.status.${subscription.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact
            label={t('subscriptions.price')}
            value={t('subscriptions.perMonth', { price: money(subscription.price) })}
          />
          {subscription.nextChargeAt && subscription.status !== 'cancelled' && (
            <Fact label={t('subscriptions.nextCharge')} value={day(subscription.nextChargeAt)} />
          )}
          <Fact label={t('subscriptions.accessUntil')} value={day(subscription.accessUntil)} />
        </SimpleGrid>
        {(canRenew(subscription.status) || subscription.canUpgrade) && (
          <Group gap="sm">
            {canRenew(subscription.status) && (
              <ButtonLink
                to={paths.subscriptionRenewal}
                params={{ subscriptionId: String(subscription.id) }}
                size="sm"
                leftSection={<IconRefresh size={16} />}
                data-onboarding="subscriptionsProlong"
                aria-label={t('subscriptions.actions.renewLabel', { title })}
              >
                {t('subscriptions.actions.renew')}
              </ButtonLink>
            )}
            {subscription.canUpgrade && (
              <ButtonLink
                to={paths.subscriptionUpgrade}
                params={{ subscriptionId: String(subscription.id) }}
                size="sm"
                variant="light"
                leftSection={<IconArrowUpRight size={16} />}
                data-onboarding="subscriptionsUpgrade"
                aria-label={t('subscriptions.actions.upgradeLabel', { title })}
              >
                {t('subscriptions.actions.upgrade')}
              </ButtonLink>
            )}
          </Group>
        )}
        {canCancel(subscription.status) && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={askCancel}
            loading={cancel.isPending}
          >
            {t('subscriptions.cancel')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
