import { StartupModals } from '../../features/startup-modals/components/startup-modals';
import { GoalsGuard } from '../../features/goals/components/goals-guard';
import { useRouteMeta } from '../router/use-page-meta';
import { useUser } from '../../shared/session/session-store';
import { useFlushOnStart } from '../../features/homework/sync/use-flush-on-start';
import { OnboardingSlot } from './onboarding-slot';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';

/**
 * Spec 3 §4 start-up modals of a student (spec 3 §6: only students get modals), run by the shell of
 * every layout with a header, inside its flags scope (the personal-data step reads flag
 * documents-in-profile). The queue is light; its dialogs load only when one is due. The goals and
 * onboarding guards of spec 1 §4 run here too.
 */
export function StartupSlot() {
  const meta = useRouteMeta();
  const user = useUser();
  const student = user?.role === 'STUDENT_ROLE';
  // Issue 10: homework answers kept on the device are sent on app start.
  useFlushOnStart(student ? user.id : null);
  const painted = useAfterFirstPaint();
  if (!student) return null;
  // The modals' requests wait for the page to show (issue 8); the guards do not.
  return (
    <>
      {painted && <StartupModals routeName={meta.name} />}
      <GoalsGuard routeName={meta.name} ignoreOnboarding={meta.ignoreOnboarding} />
      {painted && <OnboardingSlot />}
    </>
  );
}
