import { useCallback } from 'react';
import { Text } from '@mantine/core';
import { openConfirmModal } from '../../shared/ui/deferred/confirm-modal';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import './i18n';
import { signOut } from './sign-out';

/** Opens the logout confirmation of spec 3 §2: 'go out' signs out, 'stay' only closes it. */
export function useLogoutConfirm(): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    openConfirmModal({
      title: t('shell.logout.title'),
      centered: true,
      radius: 'lg',
      children: (
        <Text size="sm" c="dimmed">
          {t('shell.logout.text')}
        </Text>
      ),
      labels: { confirm: t('shell.logout.confirm'), cancel: t('shell.logout.cancel') },
      confirmProps: { color: 'red' },
      cancelProps: { variant: 'default' },
      onConfirm: () => void signOut({ queryClient, navigate }),
    });
  }, [t, queryClient, navigate]);
}
