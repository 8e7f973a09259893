import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@school/contract';
import { contract } from '../api/contract';
import { call } from '../api/client';
import { sessionStore } from '../session/session-store';
import { homeworkHref, lessonHref } from '../config/paths';

/** The student's profile (spec 1 §7 `GET /v2/core/users/profile/`): the profile pages and the start-up modals. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => call(contract.profile.get, { signal }),
});

/** What the start-up queue still has to ask (spec 3 §3). */
export const systemModalsQuery = queryOptions({
  queryKey: ['profile', 'system-modals'],
  queryFn: ({ signal }) => call(contract.profile.systemModals, { signal }),
});

/** Spec 1 §3 user statuses. */
export const statusesQuery = queryOptions({
  queryKey: ['profile', 'statuses'],
  queryFn: ({ signal }) => call(contract.profile.statuses, { signal }),
});

/**
 * Issue 13: the individual program's plan (empty without an ACTIVE program). Home's next-step card
 * and the plan on /lessons share it; it lives with the student's other shell queries so home loads
 * no chunk of its own for it.
 */
export const planQuery = queryOptions({
  queryKey: ['individual-program', 'plan'],
  queryFn: ({ signal }) => call(contract.individualProgram.plan, { signal }),
});

/** A lesson or homework of the plan. */
export const planItemHref = (item: { kind: 'lesson' | 'homework'; id: number }): string =>
  item.kind === 'lesson' ? lessonHref(item.id) : homeworkHref(item.id);

/**
 * A changed profile, wherever it was changed: the cached answer, the confirmations it settles,
 * and the signed-in user the header draws (name and avatar).
 */
export function storeProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileQuery.queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: systemModalsQuery.queryKey });
  const user = sessionStore.get().user;
  if (user && user.id === profile.id) {
    sessionStore.setUser({
      ...user,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      avatar: profile.avatar,
      student: user.student && { ...user.student, phone: profile.phone },
    });
  }
}
