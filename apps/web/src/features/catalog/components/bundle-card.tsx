import { useId, useState } from 'react';
import { Badge, Box, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconGift, IconShoppingCartPlus } from '@tabler/icons-react';
import type { Bundle } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import { BundleConfigureModal } from './bundle-configure-modal';
import '../i18n';

export interface BundleAdd {
  bundle: Bundle;
  ratePlan?: number;
}

interface BundleCardProps {
  bundle: Bundle;
  /** Absent for curators: they only look (spec 2 §6). */
  onAdd?: (add: BundleAdd) => void;
  adding?: boolean;
  /** The catalog banner's bundle stands out. */
  highlighted?: boolean;
}

/** A bundle (spec 2 §3): its products, gifts and price; configured with a rate plan priced by the server. */
export function BundleCard({ bundle: initial, onAdd, adding = false, highlighted = false }: BundleCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [configured, setConfigured] = useState<{ bundle: Bundle; ratePlan: number } | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const bundle = configured?.bundle ?? initial;
  return (
    <Card
      padding="lg"
      h="100%"
      component="article"
      aria-labelledby={titleId}
      bg={highlighted ? 'var(--mantine-color-violet-light)' : undefined}
    >
      <Stack gap="sm" h="100%">
        {highlighted && (
          <Badge variant="filled" radius="sm" tt="none">
            {t('catalog.bundles.banner')}
          </Badge>
        )}
        <Box>
          <Title order={3} size="h4" id={titleId}>
            {bundle.title}
          </Title>
          {bundle.description && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {bundle.description}
            </Text>
          )}
        </Box>
        <List size="sm" spacing={4}>
          {bundle.products.map((product) => (
            <List.Item key={product.id}>
              <Text span size="sm" fw={500}>
                {product.classTypeTitle}
              </Text>{' '}
              · {product.title}
            </List.Item>
          ))}
        </List>
        {bundle.gifts.length > 0 && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconGift size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm">
              {t('catalog.bundles.gifts')}: {bundle.gifts.map((gift) => gift.title).join(', ')}
            </Text>
          </Group>
        )}
        <AnchorLink to={paths.bundleConfigure} params={{ bundleId: String(bundle.id) }} size="sm">
          {t('catalog.bundles.details')}
        </AnchorLink>
        {bundle.ratePlanTitle && (
          <Text size="sm" c="dimmed">
            {t('catalog.bundles.ratePlan', { title: bundle.ratePlanTitle })}
          </Text>
        )}
        <Group justify="space-between" align="flex-end" gap="xs" mt="auto" pt={4}>
          <Box>
            {bundle.initialPrice > bundle.price && (
              <Text
                size="sm"
                c="dimmed"
                td="line-through"
                aria-label={t('catalog.bundles.oldPrice', { price: money(bundle.initialPrice) })}
              >
                {money(bundle.initialPrice)}
              </Text>
            )}
            <Text fw={800} fz={22} lh={1.2}>
              {money(bundle.price)}
            </Text>
          </Box>
          {onAdd && (
            // In a grid column the buttons take their own row; the wide banner card keeps them beside the price.
            <Group gap="xs" w={highlighted ? undefined : '100%'}>
              <Button
                flex={highlighted ? undefined : '1 1 auto'}
                variant="default"
                leftSection={<IconAdjustments size={16} />}
                onClick={() => setConfiguring(true)}
              >
                {t('catalog.bundles.configure')}
              </Button>
              <Button
                flex={highlighted ? undefined : '1 1 auto'}
                leftSection={<IconShoppingCartPlus size={16} />}
                loading={adding}
                aria-label={t('catalog.bundles.addToCartLabel', { title: bundle.title })}
                onClick={() => onAdd({ bundle, ratePlan: configured?.ratePlan })}
              >
                {t('catalog.bundles.addToCart')}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
      {onAdd && (
        <BundleConfigureModal
          bundle={initial}
          opened={configuring}
          onClose={() => setConfiguring(false)}
          chosen={configured?.ratePlan}
          onConfigured={(next, ratePlan) => setConfigured({ bundle: next, ratePlan })}
        />
      )}
    </Card>
  );
}
