import { Suspense } from 'react';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { useUser } from '../../../shared/session/session-store';
import { StudentHome } from '../components/student-home';

/** Staff meet a home of their own: a student's first visit does not load it (issue 8). */
const StaffHome = lazyComponent(() => import('../components/staff-home'), 'StaffHome');

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
