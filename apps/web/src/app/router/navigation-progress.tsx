import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2: a progress bar shows while the route changes. */
export function RouteProgress() {
  const router = useRouter();
  const { t } = useTranslation();
  useEffect(() => {
    const stopStart = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (pathChanged) nprogress.start();
    });
    const stopEnd = router.subscribe('onResolved', () => nprogress.complete());
    return () => {
      stopStart();
      stopEnd();
    };
  }, [router]);
  return <NavigationProgress size={3} aria-label={t('common.pageLoading')} />;
}
