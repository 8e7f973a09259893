import { and, count, eq } from 'drizzle-orm';
import type { Variant } from '@school/contract';
import type { Db, Tx } from '../db/client.js';
import {
  banners,
  classTypeYears,
  classTypes,
  classYears,
  featureFlags,
  siteLanguages,
  studentProfiles,
} from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { setPublicDocuments } from '../modules/settings/settings.service.js';
import { ensureCourseTypes } from '../modules/courses/courses.service.js';
import { ensureLevels } from '../modules/rewards/levels.service.js';
import { ensureOrganizationDocuments } from '../modules/documents/documents.service.js';
import { ensureMemoryDecks } from '../modules/memory-cards/memory-cards.service.js';
import { findUserByEmail, insertUser, linkSocialAccount } from '../modules/users/users.service.js';
import { ensureGoalSettings } from '../modules/individual-program/individual-program.service.js';
import { seedDemoProfile } from './demo-profile.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoIndividualProgram } from './demo-individual-program.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedDemoOnboarding } from './demo-onboarding.js';
import { grantDemoBalances, seedDemoResults } from './demo-rewards.js';
import { setDemoCurrency } from './demo-money.js';
import { seedDemoTutoring } from './demo-tutoring.js';
import { seedDemoLectures, seedDemoTheory } from './demo-theory.js';
import { seedDemoSlots } from './demo-slots.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoCheckers } from './demo-homework.js';
import { seedDemoPersonalWorks } from './demo-personal-works.js';
import { seedDemoTraining } from './demo-training.js';
import { seedDemoCommerce } from './demo-commerce.js';
import { seedDemoPayments } from './demo-payments.js';
import { seedDemoProducts } from './demo-products.js';
import { seedDemoSubscriptions } from './demo-subscriptions.js';
import { seedDemoStreak } from './demo-streak.js';
import { seedChatStylingCatalogue, seedDemoChatStyling } from './demo-chat-styling.js';
import { seedDemoChatRooms } from './demo-chat-rooms.js';
import { seedDemoSupportChat } from './demo-support-chat.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoChatReports } from './demo-chat-reports.js';
import { seedDemoModals } from './demo-modals.js';
import {
  BANNERS,
  CLASS_TYPES,
  CLASS_YEARS,
  COURSE_TYPES,
  FEATURE_FLAGS,
  GOAL_SETTINGS,
  LEVELS,
  OLD_BANNER_LINK,
  PUBLIC_DOCUMENTS,
  SITE_LANGUAGES,
} from './reference-data.js';
import { MEMORY_DECKS } from './memory-decks-data.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoLevelTests, seedDemoLottery } from './demo-level-tests.js';

/** A database seeded before issue 8 keeps a banner linking to /home, the page it is shown on. */
async function relinkOldBanner(tx: Tx): Promise<void> {
  const [banner] = BANNERS;
  if (!banner) return;
  await tx
    .update(banners)
    .set({ link: banner.link, linkText: banner.linkText })
    .where(and(eq(banners.seedKey, OLD_BANNER_LINK.seedKey), eq(banners.link, OLD_BANNER_LINK.link)));
}

/** Reference data, inserted once; later runs leave edited rows alone. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(siteLanguages).values(SITE_LANGUAGES).onConflictDoNothing();
    await tx.insert(classYears).values(CLASS_YEARS).onConflictDoNothing();
    await tx
      .insert(featureFlags)
      .values(FEATURE_FLAGS.map((flag) => ({ ...flag, rules: [] })))
      .onConflictDoNothing();
    await ensureCourseTypes(tx, COURSE_TYPES);
    await ensureLevels(tx, LEVELS);
    await ensureOrganizationDocuments(tx);
    await relinkOldBanner(tx);
    await ensureMemoryDecks(tx, MEMORY_DECKS);
    await seedChatStylingCatalogue(tx);
    const [types] = await tx.select({ n: count() }).from(classTypes);
    if (types?.n) return;
    const years = await tx.select().from(classYears);
    for (const [index, { years: taught, ...type }] of CLASS_TYPES.entries()) {
      const [row] = await tx
        .insert(classTypes)
        .values({ ...type, sortOrder: index })
        .returning();
      const yearIds = years.filter((year) => taught.includes(year.value)).map((year) => year.id);
      if (row)
        await tx.insert(classTypeYears).values(yearIds.map((classYearId) => ({ classTypeId: row.id, classYearId })));
    }
    await setPublicDocuments(tx, PUBLIC_DOCUMENTS);
    await tx.insert(banners).values(BANNERS).onConflictDoNothing();
  });
  // After the subjects: a database seeded before the goals gets their settings on its next start.
  await db.transaction((tx) => ensureGoalSettings(tx, GOAL_SETTINGS));
}

/** The demo student's phone on the KZ variant (+7 701 123-45-67). */
export const DEMO_KZ_PHONE = '77011234567';

/** Demo accounts of the README, created when missing. Returns whether anything was created. */
export async function seedDemoUsers(db: Db, variant: Variant = 'RU'): Promise<boolean> {
  setDemoCurrency(variant);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = false;
  for (const demo of DEMO_USERS) {
    if (await findUserByEmail(db, demo.email)) continue;
    await db.transaction(async (tx) => {
      // The KZ server takes Kazakh numbers only (docs/kaspi.md): its demo students have one.
      const phone = variant === 'KZ' && demo.phone ? DEMO_KZ_PHONE : demo.phone;
      const user = await insertUser(tx, { ...demo, phone, passwordHash });
      if (demo.student) {
        await tx
          .update(studentProfiles)
          .set({ hasChosenGoals: demo.student.hasChosenGoals })
          .where(eq(studentProfiles.userId, user.id));
        await grantDemoBalances(tx, user.id, demo.student, variant);
      }
      if (demo.vkId) await linkSocialAccount(tx, user.id, 'vk', demo.vkId);
    });
    created = true;
  }
  await seedDemoTutoring(db);
  await seedDemoTheory(db);
  await seedDemoLectures(db);
  await seedDemoCheckers(db);
  await seedDemoCourses(db);
  await seedDemoPersonalWorks(db);
  await seedDemoTraining(db);
  // After the courses demo: it sells next to the programmes the demo student owns.
  await seedDemoCommerce(db);
  await seedDemoPayments(db);
  // After the payments demo: the gifts come with its latest order; groups of every master group.
  await seedDemoProducts(db);
  // After the commerce demo: the maths and Russian master groups have their rate plans.
  await seedDemoSubscriptions(db);
  // After the courses and commerce demos: the tests suggest their product types.
  await seedDemoLevelTests(db);
  await seedDemoLottery(db);
  // After the commerce demo: the paid packs are of its individual-lessons product.
  await seedDemoSlots(db);
  await seedDemoStreak(db, variant);
  await seedDemoResults(db);
  await seedDemoProfile(db);
  await seedDemoChatStyling(db, variant);
  await seedDemoChatRooms(db);
  await seedDemoSupportChat(db);
  await seedDemoChat(db, variant);
  await seedDemoChatReports(db);
  // These run last, in this order: goals of the subjects chosen above and programs of every course
  // granted above; then the tooltips and the modals each demo student has already seen.
  await seedDemoIndividualProgram(db);
  await seedDemoOnboarding(db);
  await seedDemoNotifications(db);
  await seedDemoModals(db);
  // After the courses demo: the lessons each demo student watched are their own.
  await seedDemoActivity(db);
  return created;
}
