import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { chooseSlot } from './slot-choice';
import { useFlag, useFlagsReady } from './use-flag';

/**
 * A page that exists only while a flag is on (spec 3 §2: /slots without schedule-slots is the
 * not-found page). Until the flags load a loader shows; a flag that is off sends to not-found.
 */
export function RequireFlag({ flag, children }: { flag: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ready = useFlagsReady();
  const value = useFlag(flag);
  if (!ready || value === undefined) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (chooseSlot(value).kind !== 'on') return <Navigate to={paths.notFound} replace />;
  return <>{children}</>;
}
