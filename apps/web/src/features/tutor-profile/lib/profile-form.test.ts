import { describe, expect, it } from 'vitest';
import type { TutorProfile } from '@school/contract';
import { profilePatch, toForm } from './profile-form';

const profile: TutorProfile = {
  id: 1,
  firstName: 'Иван',
  lastName: 'Петров',
  email: 'tutor@example.com',
  avatar: null,
  bio: 'Готовлю к ЕГЭ',
  subjects: [1, 3],
  experienceYears: 8,
  hourlyRate: 200_000,
  phone: '79161234567',
  timeZone: 'Europe/Moscow',
};

describe('tutor profile form', () => {
  it('shows the rate in roubles and an absent phone as empty', () => {
    expect(toForm({ ...profile, phone: null })).toMatchObject({ hourlyRate: 2000, phone: '', subjects: ['1', '3'] });
    expect(toForm({ ...profile, hourlyRate: null }).hourlyRate).toBe('');
  });

  it('patches only what changed', () => {
    expect(profilePatch(toForm(profile), profile)).toEqual({});
    const form = { ...toForm(profile), bio: '  Новое  ', hourlyRate: 2500, subjects: ['3'] };
    expect(profilePatch(form, profile)).toEqual({ bio: 'Новое', hourlyRate: 250_000, subjects: [3] });
  });

  it('clears the rate and the phone with null, and strips the phone of its punctuation', () => {
    expect(profilePatch({ ...toForm(profile), hourlyRate: '', phone: '' }, profile)).toEqual({
      hourlyRate: null,
      phone: null,
    });
    expect(profilePatch({ ...toForm(profile), phone: '+7 (916) 000-11-22' }, profile)).toEqual({
      phone: '+79160001122',
    });
  });
});
