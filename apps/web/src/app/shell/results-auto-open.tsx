import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { appSettings } from '../../shared/config/app-settings';
import { paths } from '../../shared/config/paths';
import { calendarDay, markOpened, openedToday } from '../../shared/results/auto-open';
import { useExamResults, waitsForPoints } from '../../shared/results/exam-results-query';
import { useUser } from '../../shared/session/session-store';
import { useRouteMeta } from '../router/use-page-meta';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';

/**
 * Spec 3 §4 Results: when a subject has status NoPoints and zero points, the results page opens by
 * itself at most once per calendar day. Only from the home page: never out of a lesson or a payment.
 */
export function ResultsAutoOpen() {
  const user = useUser();
  const isStudent = user?.role === 'STUDENT_ROLE';
  const onHome = useRouteMeta().name === 'Home';
  const painted = useAfterFirstPaint();
  const results = useExamResults(isStudent && onHome && painted);
  const navigate = useNavigate();
  useEffect(() => {
    if (!user || !onHome || !waitsForPoints(results.data)) return;
    const day = calendarDay(appSettings().timeZone);
    if (openedToday(user.id, day)) return;
    markOpened(user.id, day);
    void navigate({ to: paths.results });
  }, [user, onHome, results.data, navigate]);
  return null;
}
