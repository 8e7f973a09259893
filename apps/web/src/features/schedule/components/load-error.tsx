import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A failed load with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={message} role="alert">
      <Button size="xs" variant="white" color="red" onClick={onRetry} mt={4}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
