import { describe, expect, it } from 'vitest';
import { accessRedirect, homeOf } from './guards';

describe('spec 1 §6 route access', () => {
  it('lets anyone through a route without a role list', () => {
    expect(accessRedirect(undefined, '/x', 'GUEST')).toBeNull();
  });

  it('sends a guest on a restricted route to Authorization with a redirect back', () => {
    expect(accessRedirect(['STUDENT_ROLE'], '/home?tab=1', 'GUEST')).toEqual({
      to: '/login',
      search: { redirect: '/home?tab=1' },
    });
  });

  it('sends a signed-in user lacking the role to NotFound', () => {
    expect(accessRedirect(['STUDENT_ROLE'], '/home', 'TUTOR_ROLE')).toEqual({ to: '/not-found' });
  });

  it('lets a user with the role through', () => {
    expect(accessRedirect(['STUDENT_ROLE', 'CHAT_MODERATOR'], '/lesson/1', 'CHAT_MODERATOR')).toBeNull();
  });
});

describe('spec 1 §2 root redirect by role', () => {
  it.each([
    ['GUEST', '/login'],
    ['STUDENT_ROLE', '/home'],
    ['TUTOR_ROLE', '/clients'],
    ['MANAGER_CS', '/customers'],
    ['CHAT_MODERATOR', '/home'],
    ['CURATOR_ROLE', '/home'],
    ['SUPPORT_MANAGER', '/support'],
  ] as const)('%s goes to %s', (role, path) => {
    expect(homeOf(role)).toBe(path);
  });
});
