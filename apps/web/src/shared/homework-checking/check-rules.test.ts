import { describe, expect, it } from 'vitest';
import { answer, submissionDetail } from './test-checking';
import {
  approveBody,
  awaitsCheck,
  clampPoints,
  initialScores,
  isReasonValid,
  needsPerson,
  tasksWithAnswers,
  totalPoints,
  unscoredTasks,
} from './check-rules';

describe('points of a criterion', () => {
  it('stay whole and within 0..max', () => {
    expect(clampPoints(2, 3)).toBe(2);
    expect(clampPoints(5, 3)).toBe(3);
    expect(clampPoints(-1, 3)).toBe(0);
    expect(clampPoints(1.6, 3)).toBe(2);
    expect(clampPoints('2', 3)).toBe(2);
  });

  it('are not scored when empty or not a number', () => {
    expect(clampPoints('', 3)).toBeNull();
    expect(clampPoints(null, 3)).toBeNull();
    expect(clampPoints(undefined, 3)).toBeNull();
    expect(clampPoints('два', 3)).toBeNull();
  });
});

describe('the tasks a person scores', () => {
  it('are the answers the hand-in left to a person, in the tasks’ order', () => {
    const detail = submissionDetail();
    const items = tasksWithAnswers(detail);
    expect(items.map(({ task }) => task.id)).toEqual([11, 12, 13]);
    expect(items.map(({ number }) => number)).toEqual([1, 2, 3]);
    expect(items.filter(needsPerson).map(({ task }) => task.id)).toEqual([12, 13]);
  });

  it('leave out an extended answer checked before work on mistakes', () => {
    const detail = submissionDetail({
      status: 'RESENT',
      answers: [answer({ taskId: 12, state: 'CORRECT', points: 3 }), answer({ taskId: 13, state: 'CHECKING' })],
    });
    expect(
      tasksWithAnswers(detail)
        .filter(needsPerson)
        .map(({ task }) => task.id),
    ).toEqual([13]);
  });

  it('wait for a person only after a hand-in or a rework', () => {
    expect(awaitsCheck('DONE')).toBe(true);
    expect(awaitsCheck('RESENT')).toBe(true);
    expect(awaitsCheck('CHECKED_BY_CURATOR')).toBe(false);
    expect(awaitsCheck('REFUSED')).toBe(false);
  });
});

describe('scoring a submission', () => {
  it('starts unscored, or from the points of the last check on a recheck', () => {
    expect(initialScores(submissionDetail())[12]).toEqual({ criteria: { 1: null, 2: null }, comment: '' });
    expect(initialScores(submissionDetail())[11]).toEqual({ criteria: {}, comment: '' });
    const recheck = submissionDetail({
      answers: [
        answer({ taskId: 13, state: 'CHECKING', criteriaPoints: [{ criterionId: 3, points: 1 }], comment: 'Почти' }),
      ],
    });
    expect(initialScores(recheck)[13]).toEqual({ criteria: { 3: 1 }, comment: 'Почти' });
  });

  it('totals the site’s points with the criteria scored now', () => {
    const detail = submissionDetail();
    const scores = { 12: { criteria: { 1: 1, 2: 2 }, comment: '' }, 13: { criteria: { 3: null }, comment: '' } };
    expect(totalPoints(detail, scores)).toBe(4);
    expect(totalPoints(detail, { ...scores, 13: { criteria: { 3: 1 }, comment: '' } })).toBe(5);
  });

  it('needs every criterion scored, a 0 included, before approving', () => {
    const detail = submissionDetail();
    const scores = { 12: { criteria: { 1: 0, 2: null }, comment: '' }, 13: { criteria: { 3: 0 }, comment: '' } };
    expect(unscoredTasks(detail, scores)).toEqual([12]);
    expect(unscoredTasks(detail, { ...scores, 12: { criteria: { 1: 0, 2: 2 }, comment: '' } })).toEqual([]);
  });

  it('sends each task being checked with all its criteria and the trimmed comment, other tasks if commented', () => {
    const detail = submissionDetail();
    const scores = {
      11: { criteria: {}, comment: '  ' },
      12: { criteria: { 1: 1, 2: 1 }, comment: '  Обоснование неполное ' },
      13: { criteria: { 3: 2 }, comment: '' },
    };
    expect(approveBody(detail, scores)).toEqual({
      decision: 'approve',
      tasks: [
        {
          taskId: 12,
          criteria: [
            { criterionId: 1, points: 1 },
            { criterionId: 2, points: 1 },
          ],
          comment: 'Обоснование неполное',
        },
        { taskId: 13, criteria: [{ criterionId: 3, points: 2 }], comment: '' },
      ],
    });
    const commented = approveBody(detail, { ...scores, 11: { criteria: {}, comment: 'Молодец' } });
    expect(commented.decision === 'approve' && commented.tasks[0]).toEqual({
      taskId: 11,
      criteria: [],
      comment: 'Молодец',
    });
  });
});

describe('a refusal’s reason', () => {
  it('has at least 3 characters besides spaces', () => {
    expect(isReasonValid('  ок ')).toBe(false);
    expect(isReasonValid('')).toBe(false);
    expect(isReasonValid('Нет')).toBe(true);
    expect(isReasonValid('x'.repeat(2001))).toBe(false);
  });
});
