import { Anchor, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { catalogHref } from '../../../shared/config/paths';
import { useCloseBanner, useProductBanners } from '../api/banners';
import '../i18n';

/** A banner's colour is a theme colour name ('violet') or a CSS colour; either way a light tint. */
function tint(color: string): string {
  const base = /^[a-z]+$/.test(color) ? `var(--mantine-color-${color}-6)` : color;
  return `color-mix(in srgb, ${base} 12%, var(--mantine-color-body))`;
}

/** Spec 2 §7 product banners: each leads to its product type and closes for good by id. */
export function ProductBanners() {
  const { t } = useTranslation();
  const banners = useProductBanners();
  const close = useCloseBanner();
  if (!banners.data?.length) return null;
  return (
    <Stack gap="sm">
      {banners.data.map((banner) => (
        <Card
          key={banner.id}
          padding="md"
          withBorder={false}
          bg={tint(banner.color)}
          component="aside"
          aria-label={banner.title}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} miw={0}>
              <Text fw={700}>{banner.title}</Text>
              <Text size="sm">{banner.text}</Text>
              {banner.productTypeId && (
                <Anchor component={Link} to={catalogHref(banner.productTypeId)} size="sm" fw={600}>
                  {t('catalog.banner.more')}
                </Anchor>
              )}
            </Stack>
            <CloseButton
              aria-label={t('catalog.banner.close', { title: banner.title })}
              onClick={() => close.mutate(banner.id)}
            />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
