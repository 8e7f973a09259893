import { describe, expect, it } from 'vitest';
import { HOMEWORK_STATUSES, type HomeworkStatus, type Lesson } from '@school/contract';
import {
  CHECKED_STATUSES,
  homeworkButton,
  homeworkButtonHref,
  isInLiveWindow,
  isLiveAt,
  mainButton,
  shownLength,
  TO_DO_STATUSES,
  watchedShare,
  type MainButton,
} from './card-rules';
import { at, makeLesson, NOW } from './test-lessons';

const LINK = 'https://meet.example.com/room-42';
const preparing = (enabled = false): MainButton => ({ kind: 'preparing', enabled });

describe('the main button (spec 2 §4 Lesson card buttons)', () => {
  const cases: [string, Partial<Lesson>, MainButton][] = [
    // Live: live or within 10 minutes before the start, with a video that is allowed.
    ['live by the server flag', { isLive: true, startDatetime: at(-5) }, { kind: 'live' }],
    ['live, computed on a card left on screen', { startDatetime: at(-30), durationMinutes: 90 }, { kind: 'live' }],
    ['live at the very start', { startDatetime: at(0) }, { kind: 'live' }],
    ['exactly 10 minutes before the start', { startDatetime: at(10) }, { kind: 'live' }],
    ['5 minutes before the start', { startDatetime: at(5) }, { kind: 'live' }],
    ['10 minutes and 1 second before the start', { startDatetime: at(10, 1) }, preparing()],
    ['10 minutes and 1 second before, always open', { startDatetime: at(10, 1), alwaysOpen: true }, preparing(true)],
    ['within 10 minutes but no video', { startDatetime: at(5), video: null }, preparing()],
    ['within 10 minutes but video not allowed', { startDatetime: at(5), withoutVideo: true }, preparing()],
    ['video not allowed, always open', { startDatetime: at(5), withoutVideo: true, alwaysOpen: true }, preparing(true)],
    [
      'live but no video: the record is loading',
      { isLive: true, startDatetime: at(-5), video: null },
      { kind: 'recordLoading' },
    ],
    ['live, video not allowed: the recording', { startDatetime: at(-5), withoutVideo: true }, { kind: 'watch' }],
    ['live and already viewed', { startDatetime: at(-60), viewed: true }, { kind: 'live' }],
    // After the start.
    ['ended, not viewed', {}, { kind: 'watch' }],
    ['ended exactly at start + duration', { startDatetime: at(-90), durationMinutes: 90 }, { kind: 'watch' }],
    ['ended, viewed', { viewed: true }, { kind: 'repeat' }],
    ['ended, started and not finished', { startedAndNotFinishedView: true }, { kind: 'continue' }],
    ['ended, no video', { video: null }, { kind: 'recordLoading' }],
    ['ended, empty video link', { video: '' }, { kind: 'recordLoading' }],
    ['ended, no video but viewed', { video: null, viewed: true }, { kind: 'recordLoading' }],
    ['ended, video not allowed: the recording', { withoutVideo: true }, { kind: 'watch' }],
    // Before the start.
    ['tomorrow', { startDatetime: at(24 * 60) }, preparing()],
    ['tomorrow, always open', { startDatetime: at(24 * 60), alwaysOpen: true }, preparing(true)],
    // Unavailable: no access now or the staff are preparing it.
    ['unavailable, ended', { isAvailable: false }, preparing()],
    ['unavailable, ended, always open', { isAvailable: false, alwaysOpen: true }, preparing(true)],
    ['unavailable while live', { isAvailable: false, isLive: true, startDatetime: at(-5) }, preparing()],
    ['being prepared (so unavailable)', { isAvailable: false, isPreparing: true, viewed: true }, preparing()],
    [
      'unavailable, within 10 minutes, always open',
      { isAvailable: false, startDatetime: at(5), alwaysOpen: true },
      preparing(true),
    ],
  ];

  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(mainButton(makeLesson(overrides), NOW)).toEqual(expected);
  });
});

describe('individual lessons: Connect (spec 2 §4)', () => {
  const individual = (overrides: Partial<Lesson>) =>
    makeLesson({ sysCourseType: 'individual', video: LINK, videoLength: null, ...overrides });
  const cases: [string, Partial<Lesson>, MainButton][] = [
    ['live, unviewed, with a link', { isLive: true, startDatetime: at(-5) }, { kind: 'connect', link: LINK }],
    ['exactly 10 minutes before the start', { startDatetime: at(10) }, { kind: 'connect', link: LINK }],
    ['10 minutes and 1 second before the start', { startDatetime: at(10, 1) }, preparing()],
    ['live, viewed: the general rules', { startDatetime: at(-5), viewed: true }, { kind: 'live' }],
    ['within 10 minutes, no link', { startDatetime: at(5), video: null }, preparing()],
    ['live, no link', { startDatetime: at(-5), video: null }, { kind: 'recordLoading' }],
    ['ended, unviewed', { startDatetime: at(-24 * 60) }, { kind: 'watch' }],
    ['ended, viewed', { startDatetime: at(-24 * 60), viewed: true }, { kind: 'repeat' }],
    ['live, unavailable', { startDatetime: at(-5), isAvailable: false }, preparing()],
    [
      'live, video not allowed: still a call',
      { startDatetime: at(-5), withoutVideo: true },
      { kind: 'connect', link: LINK },
    ],
  ];

  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(mainButton(individual(overrides), NOW)).toEqual(expected);
  });

  it('offers Connect to individual lessons only', () => {
    expect(mainButton(makeLesson({ video: LINK, startDatetime: at(5) }), NOW)).toEqual({ kind: 'live' });
  });
});

describe('the live window (spec 2 §9: 10 minutes)', () => {
  it.each([
    [at(10), true],
    [at(10, 1), false],
    [at(9, 59), true],
    [at(0), true],
    [at(-89, -59), true],
    [at(-90), false],
  ])('start %s -> %s', (startDatetime, expected) => {
    expect(isInLiveWindow(makeLesson({ startDatetime, durationMinutes: 90 }), NOW)).toBe(expected);
  });
});

describe('the homework button (spec 2 §4 Homework statuses)', () => {
  const hw = (status: HomeworkStatus | null, submissionId: number | null = 31) => ({
    homeworkId: 7,
    status,
    submissionId,
  });

  it('offers nothing without homework', () => {
    expect(homeworkButton(null)).toBeNull();
  });

  it.each([null, ...TO_DO_STATUSES])("status %s -> 'do homework', with or without a submission", (status) => {
    expect(homeworkButton(hw(status))).toEqual({ kind: 'do', status, homeworkId: 7 });
    // Our server makes the submission on first open (issue 10), so none yet still means 'do'.
    expect(homeworkButton(hw(status, null))).toEqual({ kind: 'do', status, homeworkId: 7 });
  });

  it("done -> 'homework checked'", () => {
    expect(homeworkButton(hw('DONE'))).toEqual({ kind: 'checked', homeworkId: 7 });
  });

  it.each(CHECKED_STATUSES)("%s -> the 'results' link", (status) => {
    expect(homeworkButton(hw(status))).toEqual({ kind: 'results', homeworkId: 7 });
  });

  it('leads to doing the homework or to its results (spec 2 §2 routes)', () => {
    expect(homeworkButtonHref({ kind: 'do', status: 'REFUSED', homeworkId: 7 })).toBe('/homework/7');
    expect(homeworkButtonHref({ kind: 'checked', homeworkId: 7 })).toBe('/homework/7/completed');
    expect(homeworkButtonHref({ kind: 'results', homeworkId: 7 })).toBe('/homework/7/completed');
  });

  it('decides every status of the contract', () => {
    const decided = [...TO_DO_STATUSES, 'DONE', ...CHECKED_STATUSES].sort();
    expect(decided).toEqual([...HOMEWORK_STATUSES].sort());
  });
});

describe('the video-length hint (spec 2 §2, §9)', () => {
  it.each([
    [61, false, 61],
    [4320, false, 4320],
    [60, false, null],
    [30, false, null],
    [null, false, null],
    [4320, true, null],
  ])('a recording of %s s, viewed %s -> %s', (videoLength, viewed, expected) => {
    expect(shownLength(makeLesson({ videoLength, viewed }), NOW)).toBe(expected);
  });

  it.each([
    ['live', at(-30)],
    ['upcoming', at(60)],
  ])('a %s 90-minute lesson shows 90 minutes, not its 72-second video (issue 8)', (_, startDatetime) => {
    expect(shownLength(makeLesson({ startDatetime, durationMinutes: 90, videoLength: 72 }), NOW)).toBe(5400);
  });
});

describe('live only while live (issue 8)', () => {
  it.each([
    ['the server said live and it still is', { isLive: true, startDatetime: at(-30) }, true],
    ['the server said live, and the lesson has ended since', { isLive: true, startDatetime: at(-90) }, false],
    ['a page left open reaches the start', { isLive: false, startDatetime: at(0) }, true],
    ['not yet started', { isLive: false, startDatetime: at(1) }, false],
  ])('%s -> %s', (_, lesson, expected) => {
    expect(isLiveAt(makeLesson({ durationMinutes: 90, ...lesson }), NOW)).toBe(expected);
  });
});

describe('the share watched', () => {
  const view = (viewedOffline: number, viewedOnline = 0) => ({ viewedOffline, viewedOnline });
  it.each([
    [{ view: view(0) }, null],
    [{ view: view(1080, 216) }, 0.3],
    [{ view: view(5000) }, 1],
    [{ view: view(600), viewed: true }, null],
    [{ view: view(600), videoLength: null }, null],
  ] as [Partial<Lesson>, number | null][])('%o -> %s', (overrides, expected) => {
    expect(watchedShare(makeLesson(overrides))).toBe(expected);
  });
});
