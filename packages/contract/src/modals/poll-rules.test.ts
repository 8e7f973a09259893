import { describe, expect, it } from 'vitest';
import { pollProblem } from './poll-rules.js';

const variants = [{ id: 1 }, { id: 2 }, { id: 3 }];
const none = { variantIds: [], text: null, rating: null };

describe('poll rules (spec 1 §5)', () => {
  it('checkbox needs at least one choice', () => {
    expect(pollProblem({ type: 'CHECKBOX_POLL', variants }, none)).toBe('choose_one_or_more');
    expect(pollProblem({ type: 'CHECKBOX_POLL', variants }, { ...none, variantIds: [1, 3] })).toBeNull();
  });

  it.each(['RADIO_POLL', 'DESCRIPTION_POLL'] as const)('%s needs exactly one choice', (type) => {
    expect(pollProblem({ type, variants }, none)).toBe('choose_one');
    expect(pollProblem({ type, variants }, { ...none, variantIds: [1, 2] })).toBe('choose_one');
    expect(pollProblem({ type, variants }, { ...none, variantIds: [2] })).toBeNull();
  });

  it('text needs text that is not blank', () => {
    expect(pollProblem({ type: 'TEXT_POLL', variants: [] }, { ...none, text: '   ' })).toBe('text_required');
    expect(pollProblem({ type: 'TEXT_POLL', variants: [] }, { ...none, text: 'Всё понятно' })).toBeNull();
  });

  it('rating needs a whole value from 0 to 10', () => {
    const rating = { type: 'RATING_POLL' as const, variants: [] };
    expect(pollProblem(rating, none)).toBe('rating_required');
    expect(pollProblem(rating, { ...none, rating: 11 })).toBe('rating_required');
    expect(pollProblem(rating, { ...none, rating: -1 })).toBe('rating_required');
    expect(pollProblem(rating, { ...none, rating: 0 })).toBeNull();
    expect(pollProblem(rating, { ...none, rating: 10 })).toBeNull();
  });

  it('chosen variants must belong to the poll', () => {
    expect(pollProblem({ type: 'CHECKBOX_POLL', variants }, { ...none, variantIds: [1, 9] })).toBe('unknown_variant');
  });
});
