import { redirect } from '@tanstack/react-router';
import type { Role } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { currentRole } from '../../shared/session/session-store';

/**
 * Spec 1 §6: no role list means open; a guest on a restricted route goes to
 * Authorization with a redirect back; any other user lacking the role gets NotFound.
 */
export function accessRedirect(roles: readonly Role[] | undefined, href: string, role: Role = currentRole()) {
  if (!roles || roles.includes(role)) return null;
  if (role === 'GUEST') return { to: paths.login, search: { redirect: href } } as const;
  return { to: paths.notFound } as const;
}

export function guard(roles: readonly Role[] | undefined) {
  return ({ location }: { location: { href: string } }) => {
    const target = accessRedirect(roles, location.href);
    if (target) throw redirect({ ...target, replace: true });
  };
}

/** Spec 1 §2 root redirect by role; the rule itself lives in shared so features can use it too. */
export { homeOf } from '../../shared/session/home-path';
