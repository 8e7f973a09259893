import { Button } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthScreen, AuthScreenIcon } from '../../../shared/ui/auth-screen';
import '../i18n';

/** 'Не удалось войти' with a way to start over. */
export function LoginFailed({ description, retryHref }: { description: string; retryHref: string }) {
  const { t } = useTranslation();
  return (
    <AuthScreen
      title={t('auth.callback.failedTitle')}
      description={description}
      icon={
        <AuthScreenIcon color="red">
          <IconMoodSad size={32} />
        </AuthScreenIcon>
      }
    >
      <Button component="a" href={retryHref} size="md" fullWidth>
        {t('auth.callback.retry')}
      </Button>
    </AuthScreen>
  );
}
