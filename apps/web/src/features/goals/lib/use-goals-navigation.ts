import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { paths, safeRedirectPath } from '../../../shared/config/paths';
import { FLAG_NEW_STUDENT_GOALS } from '../../../shared/flags/flag-names';
import { chooseSlot } from '../../../shared/flags/slot-choice';
import { useFlag } from '../../../shared/flags/use-flag';

export interface GoalsSearch {
  redirect?: string;
  skipProgramChoice?: true;
}

/** Back where the guard found the student (spec 1 §4 redirect query), else `fallback`. */
export function useFinish(search: GoalsSearch, fallback: string = paths.home) {
  const navigate = useNavigate();
  return () => void navigate({ href: safeRedirectPath(search.redirect, fallback), replace: true });
}

/** Spec 1 §2: with new-student-goals on, the goals routes redirect to the class-type selection. */
export function useNewStudentGoalsRedirect(search: GoalsSearch): boolean {
  const navigate = useNavigate();
  const on = chooseSlot(useFlag(FLAG_NEW_STUDENT_GOALS)).kind === 'on';
  useEffect(() => {
    if (on) void navigate({ to: paths.classTypeSelect, search, replace: true });
  }, [on, navigate, search]);
  return on;
}
