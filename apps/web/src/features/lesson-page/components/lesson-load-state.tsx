import { Alert, AspectRatio, Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import '../i18n';

export function LessonSkeleton() {
  const { t } = useTranslation();
  return (
    <Box maw={1120} mx="auto" aria-busy="true" aria-label={t('common.loading')}>
      <Stack gap="md">
        <AspectRatio ratio={16 / 9}>
          <Skeleton radius="md" />
        </AspectRatio>
        <Box px={{ base: 'md', sm: 0 }}>
          <Skeleton height={28} width="60%" mb="sm" />
          <Skeleton height={14} width="40%" />
        </Box>
      </Stack>
    </Box>
  );
}

/** Why the lesson did not load: not found, not yours, or something to try again. */
export function LessonLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : null;
  const [title, hint] =
    status === 404 || status === 400
      ? [t('lessonPage.notFound'), t('lessonPage.notFoundHint')]
      : status === 403
        ? [t('lessonPage.forbidden'), t('lessonPage.forbiddenHint')]
        : [t('lessonPage.loadError'), null];
  return (
    <Box maw={720} mx="auto" px={{ base: 'md', sm: 0 }} py="xl">
      <Alert color={status === null || status >= 500 ? 'red' : 'gray'} icon={<IconAlertCircle />} title={title}>
        {hint && <Text size="sm">{hint}</Text>}
        {!hint && (
          <Button mt="sm" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    </Box>
  );
}
