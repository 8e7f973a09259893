import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { useAddToCart } from '../../../shared/cart/use-add-to-cart';
import { formatZonedDay } from '../../../shared/lib/zoned-month';
import { useEndingProducts } from '../api/subscriptions';

/** Products whose access ends soon (spec 2 §7 /products/ending/), each renewed by putting the next month in the cart. */
export function EndingBlock() {
  const { t, i18n } = useTranslation();
  const ending = useEndingProducts();
  const addToCart = useAddToCart();
  // A quiet extra: a failed or empty answer leaves the page as it is.
  if (!ending.data?.length) return null;
  return (
    <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-orange-light)" component="section">
      <Group gap="xs" mb="sm">
        <IconClockExclamation size={20} color="var(--mantine-color-orange-filled)" />
        <Title order={2} size="h4">
          {t('subscriptions.ending.title')}
        </Title>
      </Group>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {ending.data.map((item) => (
          <Group key={item.productId} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Text fw={600} size="sm">
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {t('subscriptions.ending.endsAt', {
                  date: formatZonedDay(item.endsAt, i18n.language, appSettings().timeZone),
                })}
              </Text>
            </div>
            {item.nextProductId !== null && (
              <Button
                size="xs"
                color="orange"
                data-onboarding="subscriptionsProlong"
                aria-label={t('subscriptions.ending.renewLabel', { title: item.title })}
                loading={addToCart.isPending && addToCart.variables?.product === item.nextProductId}
                onClick={() => addToCart.mutate({ product: item.nextProductId! })}
              >
                {t('subscriptions.ending.renew')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
