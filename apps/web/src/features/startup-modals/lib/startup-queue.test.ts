import { describe, expect, it } from 'vitest';
import type { SystemModals, UserStatuses } from '@school/contract';
import { runsOnRoute } from '../../../shared/overlays/quiet-routes';
import { dueModals, isMandatory, nextModal, type QueueInput } from './startup-queue';

const modals: SystemModals = {
  needModals: true,
  isPhoneConfirmed: false,
  isSocialAccountConfirmed: false,
  isPersonalDataAgreement: false,
  personalDataStatus: 'Optional',
  socialAccountType: 'All',
};
const statuses: UserStatuses = {
  viewedIndividualStudyModal: false,
  needOnboarding: false,
  hasChosenGoals: true,
  viewedDropLevel: false,
  isAvailableExamResults: false,
};
const input = (overrides: Partial<SystemModals> = {}, status: Partial<UserStatuses> = {}, flag = true): QueueInput => ({
  modals: { ...modals, ...overrides },
  statuses: { ...statuses, ...status },
  documentsInProfile: flag,
});

describe('the start-up modal queue (spec 3 §4)', () => {
  it('orders personal data, phone, social account, level drop', () => {
    expect(dueModals(input())).toEqual(['personalData', 'phone', 'social', 'levelDrop']);
  });

  it('asks for personal data only with the flag on and a status present', () => {
    expect(dueModals(input({}, {}, false))[0]).toBe('phone');
    expect(dueModals(input({ personalDataStatus: null }))[0]).toBe('phone');
  });

  it('asks for the phone and the social account only with needModals and goals chosen, each while unconfirmed', () => {
    expect(dueModals(input({ needModals: false }))).toEqual(['personalData', 'levelDrop']);
    expect(dueModals(input({}, { hasChosenGoals: false }))).toEqual(['personalData', 'levelDrop']);
    expect(dueModals(input({ isPhoneConfirmed: true }))).toEqual(['personalData', 'social', 'levelDrop']);
    expect(dueModals(input({ isSocialAccountConfirmed: true }))).toEqual(['personalData', 'phone', 'levelDrop']);
  });

  it('shows the level dialog while viewedDropLevel is false', () => {
    expect(dueModals(input({ needModals: false, personalDataStatus: null }, { viewedDropLevel: true }))).toEqual([]);
  });

  it('goes on past modals put off this session, and stops after a mandatory one until the next route', () => {
    expect(nextModal(input(), new Set(['personalData']), false)).toBe('phone');
    expect(nextModal(input(), new Set(['personalData', 'phone', 'social']), false)).toBe('levelDrop');
    expect(nextModal(input(), new Set(), true)).toBeNull();
    expect(isMandatory('personalData', { ...modals, personalDataStatus: 'Force' })).toBe(true);
    expect(isMandatory('personalData', modals)).toBe(false);
    expect(isMandatory('phone', { ...modals, personalDataStatus: 'Force' })).toBe(false);
  });

  it('never runs on authorization, goals, class-type, payment, profile or OAuth routes', () => {
    for (const name of [
      'Authorization',
      'StudentGoals',
      'StudentClassTypeSelect',
      'Payment',
      'Profile',
      'ProfileEdit',
      'OauthCallback',
      'VkIdCallback',
    ]) {
      expect(runsOnRoute(name), name).toBe(false);
    }
    for (const name of ['Home', 'MyProductTypes', 'Catalog', 'Cart']) expect(runsOnRoute(name), name).toBe(true);
    expect(runsOnRoute(undefined)).toBe(false);
  });
});
