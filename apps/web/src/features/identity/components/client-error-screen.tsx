import { Alert } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthScreen, AuthScreenIcon } from '../../../shared/ui/auth-screen';
import type { ClientContextError } from '../lib/client-context';
import '../i18n';

/** Spec 1 §5: an identity page without a valid client shows why instead of a form. */
export function ClientErrorScreen({ error }: { error: ClientContextError }) {
  const { t } = useTranslation();
  return (
    <AuthScreen
      title={t('identity.clientError.title')}
      description={t('identity.clientError.description')}
      icon={
        <AuthScreenIcon color="red">
          <IconLinkOff size={32} />
        </AuthScreenIcon>
      }
    >
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    </AuthScreen>
  );
}
