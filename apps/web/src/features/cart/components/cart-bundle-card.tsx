import { useId } from 'react';
import { ActionIcon, Badge, Box, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Cart } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import type { CartActions } from '../hooks/use-cart-actions';
import { GiftList } from './gift-list';
import '../i18n';

type CartBundle = Cart['bundles'][number];

/** Spec 2 §3 cart bundle: title, rate plan, its products, gifts and price; removable. */
export function CartBundleCard({
  bundle,
  currency,
  actions,
}: {
  bundle: CartBundle;
  currency: string;
  actions: CartActions;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const removing = actions.removeBundle.isPending && actions.removeBundle.variables === bundle.hash;
  return (
    <Card padding="md" component="article" aria-labelledby={titleId} style={{ opacity: removing ? 0.5 : 1 }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Box miw={0}>
            <Badge variant="light" radius="sm" tt="none" mb={4}>
              {t('cart.bundle')}
            </Badge>
            <Title order={3} size="h5" id={titleId}>
              {bundle.title}
            </Title>
            {bundle.ratePlanTitle && (
              <Text size="sm" c="dimmed">
                {t('cart.ratePlan', { title: bundle.ratePlanTitle })}
              </Text>
            )}
          </Box>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => actions.removeBundle.mutate(bundle.hash)}
            disabled={removing}
            aria-label={t('cart.remove', { title: bundle.title })}
            style={{ flex: 'none' }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <List size="sm" spacing={2}>
          {bundle.items.map((entry) => (
            <List.Item key={entry.documentData.productId}>{entry.title}</List.Item>
          ))}
        </List>
        <GiftList gifts={bundle.gifts} />
        <Text fw={800} fz="lg" ta="right">
          {money(bundle.price, currency)}
        </Text>
      </Stack>
    </Card>
  );
}
