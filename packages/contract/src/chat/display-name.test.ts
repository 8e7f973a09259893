import { describe, expect, it } from 'vitest';
import { chatDisplayName } from './display-name.js';

const student = { first_name: 'Аня', last_name: 'Петрова', is_videochat_moderator: false };
const moderator = { first_name: 'Мария', last_name: 'Модераторова', is_videochat_moderator: true };

describe('spec 3 §6 display names', () => {
  it('cuts a student’s last name to its initial only when the flag and the profile setting are both on', () => {
    expect(chatDisplayName(student, { nicknamesEnabled: true, hideLastName: true })).toBe('Аня П.');
    expect(chatDisplayName(student, { nicknamesEnabled: false, hideLastName: true })).toBe('Аня Петрова');
    expect(chatDisplayName(student, { nicknamesEnabled: true, hideLastName: false })).toBe('Аня Петрова');
    expect(chatDisplayName({ ...student, last_name: ' ' }, { nicknamesEnabled: true, hideLastName: true })).toBe('Аня');
  });

  it('shows a moderator’s full name', () => {
    expect(chatDisplayName(moderator, { nicknamesEnabled: true, hideLastName: true })).toBe('Мария Модераторова');
  });

  it('lets a custom nickname override either, but not a blank one', () => {
    expect(chatDisplayName(student, { nickname: ' Звёздочка ', nicknamesEnabled: true, hideLastName: true })).toBe(
      'Звёздочка',
    );
    expect(chatDisplayName(moderator, { nickname: 'Модератор', nicknamesEnabled: false, hideLastName: false })).toBe(
      'Модератор',
    );
    expect(chatDisplayName(student, { nickname: '  ', nicknamesEnabled: true, hideLastName: true })).toBe('Аня П.');
  });
});
