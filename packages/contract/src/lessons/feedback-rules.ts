/** Spec 1 §5 feedback: reasons are chosen per score; these are the codes the form offers. */
export const FEEDBACK_REASONS: Record<number, readonly string[]> = {
  1: ['nothing_clear', 'bad_sound', 'bad_video', 'too_fast', 'boring'],
  2: ['nothing_clear', 'bad_sound', 'bad_video', 'too_fast', 'boring'],
  3: ['partly_clear', 'too_fast', 'too_slow', 'few_examples', 'bad_sound'],
  4: ['few_examples', 'too_fast', 'too_slow', 'want_more_practice'],
  5: ['clear_explanation', 'useful_examples', 'good_pace', 'great_teacher'],
};
export const FEEDBACK_COMMENT_SCORE_LIMIT = 5;
