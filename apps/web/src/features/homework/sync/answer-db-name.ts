/** The IndexedDB database of a user's unsent homework answers (answer-store.ts). */
export const answerDbName = (userId: number): string => `homework-answers-${userId}`;
