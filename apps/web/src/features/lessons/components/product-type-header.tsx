import { Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LevelTestPrompt } from '../../../shared/level-tests/level-test-prompt';
import { useTranslation } from 'react-i18next';
import { useMyProductTypes } from '../api/get-my-product-types';
import '../i18n';

/**
 * The product type's title over its lessons, from the student's product types (usually cached
 * from /lessons); the page's own title when the product type is not among them.
 */
export function ProductTypeHeader({ productTypeId, count }: { productTypeId: number; count: number | undefined }) {
  const { t } = useTranslation();
  const productTypes = useMyProductTypes();
  const entry = productTypes.data?.find((item) => item.productType.id === productTypeId);
  const productType = entry?.productType;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Box miw={0}>
          {productTypes.isPending ? (
            <Skeleton height={32} width={320} maw="100%" radius="sm" />
          ) : (
            <Title order={1} size="h2">
              {productType?.title ?? t('routes.productTypeLessons')}
            </Title>
          )}
          {productType && (
            <Group gap={6} mt={4} c="dimmed">
              <Box
                w={8}
                h={8}
                bg={productType.classType.color.base}
                style={{ borderRadius: '50%', flex: 'none' }}
                aria-hidden
              />
              <Text size="sm">
                {[productType.classType.title, productType.classYear.title, productType.courseType.title].join(' · ')}
              </Text>
            </Group>
          )}
        </Box>
        {count !== undefined && (
          <Text size="sm" c="dimmed">
            {t('lessons.list.count', { count })}
          </Text>
        )}
      </Group>
      {/* Issue 15: the subject's placement test while the student has no level in it. */}
      {productType && <LevelTestPrompt classTypeId={productType.classType.id} />}
    </Stack>
  );
}
