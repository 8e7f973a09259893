import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconBook } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productTypeLessonsHref } from '../../../shared/config/paths';
import '../i18n';

interface BoughtProduct {
  id: number;
  title: string;
  productTypeId: number;
}

/** The products just bought (or activated), each leading to its lessons. */
export function ProductLinks({ products }: { products: BoughtProduct[] }) {
  const { t } = useTranslation();
  if (!products.length) return null;
  return (
    <Stack
      gap="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('payment.success.products')}
    >
      {products.map((product) => (
        <Card key={product.id} component="li" p="md" radius="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <IconBook size={22} />
              </ThemeIcon>
              <Text fw={600} lh={1.3}>
                {product.title}
              </Text>
            </Group>
            <Button
              component={Link}
              to={productTypeLessonsHref(product.productTypeId)}
              rightSection={<IconArrowRight size={16} />}
              w={{ base: '100%', xs: 'auto' }}
              aria-label={`${t('payment.success.toLessons')}: ${product.title}`}
            >
              {t('payment.success.toLessons')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
