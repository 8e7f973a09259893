import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import '../i18n';

export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={72} radius="md" />
      <Skeleton height={320} radius="lg" />
    </Stack>
  );
}

/** The homework could not load: what failed and a retry (issue 10: failed-to-load states). */
export function PageLoadError({
  onRetry,
  message = 'homework.do.loadError',
}: {
  onRetry: () => void;
  message?: string;
}) {
  const { t } = useTranslation();
  return <LoadError message={t(message)} onRetry={onRetry} />;
}
