import { describe, expect, it } from 'vitest';
import type { Profile } from '@school/contract';
import { profileFormSchema, profilePatch } from './profile-form-schema';

const valid = { firstName: 'Анна', lastName: 'Ёлкина-Петрова', birthday: '', nickname: '', telegram: '' };
const messageOf = (variant: 'RU' | 'KZ', values: object) => {
  const result = profileFormSchema(variant).safeParse({ ...valid, ...values });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the profile form rules (spec 1 §5)', () => {
  it('takes Cyrillic name parts of 2 to 40 letters with one hyphen', () => {
    expect(messageOf('RU', {})).toBeNull();
    expect(messageOf('RU', { firstName: 'Anna' })).toBe('field can only contain Cyrillic letters and a hyphen');
    expect(messageOf('RU', { firstName: 'Анна--Мария' })).toBe('field can only contain Cyrillic letters and a hyphen');
    expect(messageOf('RU', { lastName: 'Я' })).toBe(
      'parts of the name must contain between {min} and {max} characters',
    );
    expect(messageOf('RU', { lastName: 'Я'.repeat(41) })).not.toBeNull();
  });

  it('allows Kazakh letters in the KZ variant only', () => {
    expect(messageOf('KZ', { firstName: 'Әлия' })).toBeNull();
    expect(messageOf('RU', { firstName: 'Әлия' })).toBe('field can only contain Cyrillic letters and a hyphen');
  });

  it('checks the Telegram username: a letter first, 5 to 32 of letters, digits, underscore', () => {
    expect(messageOf('KZ', { telegram: 'aigerim_s' })).toBeNull();
    expect(messageOf('KZ', { telegram: '1aigerim' })).toBe('username is incorrect');
    expect(messageOf('KZ', { telegram: 'abcd' })).toBe('username is incorrect');
    expect(messageOf('KZ', { telegram: `a${'b'.repeat(32)}` })).toBe('username is incorrect');
  });

  it('takes an empty birthday or a calendar day', () => {
    expect(messageOf('RU', { birthday: '2009-05-17' })).toBeNull();
    expect(messageOf('RU', { birthday: '17.05.2009' })).not.toBeNull();
  });
});

describe('profilePatch', () => {
  const profile = {
    firstName: 'Анна',
    lastName: 'Ёлкина',
    birthday: '2009-05-17',
    nickname: null,
    telegram: null,
  } as Profile;
  const editable = {
    phone: false,
    email: false,
    birthday: true,
    vk: true,
    telegram: false,
    nickname: true,
    documents: true,
  };

  it('sends only changed fields the variant lets change, an emptied one as null', () => {
    const patch = profilePatch(
      { firstName: 'Анна', lastName: 'Петрова', birthday: '', nickname: 'Звезда', telegram: 'anna_tg' },
      profile,
      editable,
    );
    expect(patch).toEqual({ lastName: 'Петрова', birthday: null, nickname: 'Звезда' });
  });
});
