import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@school/contract';
import { setAppSettings } from '../config/app-settings';
import { TEST_SETTINGS } from '../flags/test-flags';
import { sessionStore } from '../session/session-store';
import type { AnalyticsClient } from './analytics-client';
import { identifySessionUser, userTraits } from './identify-user';

const student: User = {
  id: 5,
  role: 'STUDENT_ROLE',
  firstName: 'Анна',
  lastName: 'Петрова',
  email: 'anna@example.com',
  avatar: null,
  student: {
    registrationDate: '2025-01-01',
    phone: '+79990001122',
    levelTitle: '1',
    exp: 0,
    acceptedPersonalData: true,
    acceptedApartmentLottery: false,
    isNew: false,
  },
};

function fakeClient() {
  return {
    page: vi.fn(async () => undefined),
    track: vi.fn(async () => undefined),
    identify: vi.fn(async () => undefined),
    group: vi.fn(async () => undefined),
    reset: vi.fn(),
  } satisfies AnalyticsClient;
}

describe('the analytics user follows the session (spec 1 §3)', () => {
  let stop = () => undefined as unknown;
  beforeEach(() => {
    setAppSettings(TEST_SETTINGS);
    sessionStore.setUser(null);
  });
  afterEach(() => stop());

  it('traits: phone, email, full name and id; no phone when the profile has none', () => {
    expect(userTraits(student)).toEqual({
      id: 5,
      email: 'anna@example.com',
      fullName: 'Анна Петрова',
      phone: '+79990001122',
    });
    expect(userTraits({ ...student, student: null })).not.toHaveProperty('phone');
  });

  it('a start with a session identifies the user at once, with the variant as the group', () => {
    sessionStore.setUser(student);
    const client = fakeClient();
    stop = identifySessionUser(client);
    expect(client.identify).toHaveBeenCalledWith(5, userTraits(student));
    expect(client.group).toHaveBeenCalledWith('RU', { name: 'Вектор' });
  });

  it('a sign-in identifies once; the same user again (a refreshed profile) does not; logout resets', () => {
    const client = fakeClient();
    const renewAnonymous = vi.fn();
    stop = identifySessionUser(client, sessionStore, renewAnonymous);
    expect(client.identify).not.toHaveBeenCalled();
    expect(client.reset).not.toHaveBeenCalled();
    sessionStore.setUser(student);
    sessionStore.setUser({ ...student, firstName: 'Аня' });
    expect(client.identify).toHaveBeenCalledTimes(1);
    sessionStore.setUser(null);
    expect(client.reset).toHaveBeenCalledTimes(1);
    expect(renewAnonymous).toHaveBeenCalledTimes(1);
    sessionStore.setUser({ ...student, id: 6 });
    expect(client.identify).toHaveBeenCalledTimes(2);
    expect(client.identify).toHaveBeenLastCalledWith(6, expect.objectContaining({ id: 6 }));
  });
});
