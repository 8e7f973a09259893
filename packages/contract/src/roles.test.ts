import { describe, expect, it } from 'vitest';
import { CONSOLE_STAFF, ROLES, STAFF_ROLES } from './roles.js';

describe('staff roles (issue 16)', () => {
  it('are every role but a guest and a student', () => {
    expect([...STAFF_ROLES].sort()).toEqual(ROLES.filter((role) => role !== 'GUEST' && role !== 'STUDENT_ROLE').sort());
  });

  it('give the console to staff only', () => {
    expect(CONSOLE_STAFF.every((role) => (STAFF_ROLES as readonly string[]).includes(role))).toBe(true);
  });
});
