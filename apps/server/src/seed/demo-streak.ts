import type { Variant } from '@school/contract';
import type { Db } from '../db/client.js';
import { seedStreakHistory } from '../modules/streak/streak.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';

/**
 * The demo student's last week, so the home widget has something to show: five days earned up to
 * yesterday with a frozen day among them, and one freeze left. Days relative to the seeding.
 */
const HISTORY: { daysAgo: number; status: 'earned' | 'frozen' }[] = [
  { daysAgo: 6, status: 'earned' },
  { daysAgo: 5, status: 'earned' },
  { daysAgo: 4, status: 'frozen' },
  { daysAgo: 3, status: 'earned' },
  { daysAgo: 2, status: 'earned' },
  { daysAgo: 1, status: 'earned' },
];

export async function seedDemoStreak(db: Db, variant: Variant, now = new Date()): Promise<void> {
  const student = await findUserByEmail(db, 'student@example.com');
  if (student) await seedStreakHistory(db, student.id, HISTORY, 1, variant, now);
}
