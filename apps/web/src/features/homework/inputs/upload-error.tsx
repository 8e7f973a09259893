import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UploadFailure } from '../api/editor-upload';

/** Spec 1 §8: 'failed_to_upload_file' with its cause as the caption. */
export function UploadErrorAlert({ failure }: { failure: UploadFailure }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('homework.upload.failed')}
      role="alert"
    >
      {t(`homework.upload.cause.${failure}`)}
    </Alert>
  );
}
