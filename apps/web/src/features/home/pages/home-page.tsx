import { useUser } from '../../../shared/session/session-store';
import { StaffHome } from '../components/staff-home';
import { StudentHome } from '../components/student-home';

/** /home for any signed-in role (spec 1 §2); the route guard keeps guests out. */
export function HomePage() {
  const user = useUser();
  if (!user) return null;
  return user.role === 'STUDENT_ROLE' ? <StudentHome user={user} /> : <StaffHome user={user} />;
}
