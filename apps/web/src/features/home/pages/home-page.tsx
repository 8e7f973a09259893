import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageTarget } from '../../../shared/api/page-prefetch';
import { studentBalanceQuery } from '../../../shared/api/student-balance-query';
import { flagSelectsOn } from '../../../shared/flags/flags-client';
import { FLAG_STUDENT_ACTIVITY } from '../../../shared/flags/flag-names';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { sessionStore, useUser } from '../../../shared/session/session-store';
import { dailyStrikeQuery } from '../../../shared/streak/daily-strike-query';
import { StudentHome } from '../components/student-home';

/** Staff meet a home of their own: a student's first visit does not load it (issue 8). */
const StaffHome = lazyComponent(() => import('../components/staff-home'), 'StaffHome');

/**
 * Issue 8: what a student sees first, the balance and the streak (the page's largest paint), is
 * asked for as the route loads; the streak only once its flag is known to show it (spec 1 §1).
 */
export async function prefetchStudentHome(queryClient: QueryClient) {
  if (sessionStore.get().user?.role !== 'STUDENT_ROLE') return;
  void queryClient.prefetchQuery(studentBalanceQuery);
  if (await flagSelectsOn(FLAG_STUDENT_ACTIVITY)) await queryClient.prefetchQuery(dailyStrikeQuery);
}

/** The page does not wait for it (PagePrefetch): the flags alone may take their whole second. */
export function prefetchHomePage({ queryClient }: PageTarget): undefined {
  void prefetchStudentHome(queryClient);
  return undefined;
}

/** /home for any signed-in role (spec 1 §2); the route guard keeps guests out. */
export function HomePage() {
  const user = useUser();
  if (!user) return null;
  if (user.role === 'STUDENT_ROLE') return <StudentHome user={user} />;
  return (
    <Suspense fallback={null}>
      <StaffHome user={user} />
    </Suspense>
  );
}
