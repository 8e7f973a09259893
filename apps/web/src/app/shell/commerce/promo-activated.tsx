import { Anchor, Button, List, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productTypeLessonsHref } from '../../../shared/config/paths';
import './i18n';

export interface ActivatedProduct {
  id: number;
  title: string;
  productTypeId: number;
}

/** Spec 3 §4: after activation, the products the code gave, each leading to its lessons. */
export function PromoActivated({
  products,
  onNavigate,
  onAnother,
}: {
  products: ActivatedProduct[];
  onNavigate: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" radius="xl" size={32}>
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <Text fw={700}>{t('headerPromo.activated')}</Text>
      </Group>
      {products.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('headerPromo.activatedHint')}
          </Text>
          <List size="sm" spacing={4}>
            {products.map((product) => (
              <List.Item key={product.id}>
                <Anchor
                  component={Link}
                  to={productTypeLessonsHref(product.productTypeId)}
                  onClick={onNavigate}
                  size="sm"
                >
                  {product.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
        {t('headerPromo.another')}
      </Button>
    </Stack>
  );
}
