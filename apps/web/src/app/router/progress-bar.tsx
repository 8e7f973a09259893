import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { onRouteWork } from './route-work';

/** Spec 1 §2: a progress bar shows while the route changes (loaded with the first change, navigation-progress.tsx). */
export function ProgressBar() {
  const router = useRouter();
  const { t } = useTranslation();
  useEffect(() => {
    // The change that loaded this bar may still be under way.
    if (router.state.status === 'pending') nprogress.start();
    const stopStart = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (pathChanged) nprogress.start();
    });
    const stopEnd = router.subscribe('onResolved', () => nprogress.complete());
    // The areas' route table loading after a link into them (route-work.ts).
    const stopWork = onRouteWork((work) => {
      nprogress.start();
      const complete = () => nprogress.complete();
      work.then(complete, complete);
    });
    return () => {
      stopStart();
      stopEnd();
      stopWork();
    };
  }, [router]);
  return <NavigationProgress size={3} aria-label={t('common.pageLoading')} />;
}
