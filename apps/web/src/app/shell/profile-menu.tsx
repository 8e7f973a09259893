import type { User } from '@school/contract';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { DeferredMenu } from '../../shared/ui/deferred/deferred-menu';
import './i18n';
import { ProfileMenuTrigger } from './profile-menu-trigger';

const StudentProfileMenu = lazyComponent(() => import('./student-profile-menu'), 'StudentProfileMenu');
const StaffMenu = lazyComponent(() => import('./staff-menu'), 'StaffMenu');

/** The avatar button and its menu (spec 3 §2): the student's, or the one of tutors, managers and staff. */
export function ProfileMenu({ user }: { user: User }) {
  const Menu = user.role === 'STUDENT_ROLE' ? StudentProfileMenu : StaffMenu;
  return (
    <DeferredMenu
      trigger={(props) => <ProfileMenuTrigger user={user} data-onboarding="platformSelect" {...props} />}
      menu={() => <Menu user={user} />}
      preload={Menu.preload}
    />
  );
}
