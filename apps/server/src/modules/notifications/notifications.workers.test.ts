import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../context.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';
import { buildCourse, buildLesson, grantAccess } from '../../test/course-factories.js';
import type { NotificationChannel } from './channel.js';
import { deliverDue } from './delivery.js';
import { REMINDER_QUEUES } from './notifications.jobs.js';
import { notifications } from './notifications.schema.js';
import { notify } from './notify.js';

// Two server processes on one PostgreSQL (DATABASE_URL): the queue's guarantees only mean something there.
const serverUrl = process.env.DATABASE_URL;

async function until(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('two workers on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({}, { jobs: true });
    const { connection } = first.database;
    if (connection.kind !== 'postgres') throw new Error('PostgreSQL expected');
    secondDatabase = await openDatabase({ url: connection.url });
    second = await buildApp(first.config, secondDatabase);
    await second.ready();
    await second.jobs.start();
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('run the lesson-start reminder once however many sweeps both run at once', async () => {
    const course = await buildCourse(first.db);
    await buildLesson(first.db, course, { minutesFromNow: 5 });
    const student = await buildUser(first.db);
    await grantAccess(first.db, student.id, course);
    // Each process's clock fires its sweeps (distinct keys, so the queue keeps every one of them).
    await Promise.all(
      [first.app.jobs, second.jobs].flatMap((jobs, process) =>
        [1, 2, 3].map((n) => jobs.send(REMINDER_QUEUES.lessonStart, {}, { singletonKey: `${process}:${n}` })),
      ),
    );
    const reminders = () =>
      first.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, student.id), eq(notifications.type, 'lesson_start')));
    await until(async () => (await reminders()).length > 0);
    // Let every sweep job finish: they are all done once none waits or runs.
    await until(async () => {
      const { rows } = (await first.database.db.execute(
        `select count(*)::int as n from pgboss.job where name = '${REMINDER_QUEUES.lessonStart}' and state in ('created', 'retry', 'active')`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]!.n === 0;
    });
    expect(await reminders()).toHaveLength(1);
    // The delivery sweeps of both processes took it off the pending list.
    await until(async () => (await reminders())[0]!.deliveryDueAt === null);
  });

  it('hand a notification to an outside channel once when both sweep at the same moment', async () => {
    // The apps' own sweeps stop: only the two below take part.
    await first.app.jobs.stop();
    await second.jobs.stop();
    const student = await buildUser(first.db);
    const sent: number[] = [];
    const context = (db: Database['db']) =>
      ({
        db,
        config: first.config,
        realtime: { toUser: () => ({ emit: () => undefined }) },
        jobs: { send: async (_name: string, data: { notificationId: number }) => void sent.push(data.notificationId) },
      }) as unknown as AppContext;
    const channel: NotificationChannel = { name: 'push', send: async () => undefined };
    const rows = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        notify(first.db, student.id, { type: 'coins', title: 'T', text: 'x', dedupeKey: `race:${student.id}:${n}` }),
      ),
    );
    // Noon in Moscow (the student's zone), after the rows were made.
    const noon = new Date();
    noon.setUTCHours(9, 0, 0, 0);
    if (noon.getTime() <= Date.now()) noon.setTime(noon.getTime() + 24 * 60 * 60 * 1000);
    await Promise.all([
      deliverDue(context(first.db), [channel], noon),
      deliverDue(context(secondDatabase.db), [channel], noon),
    ]);
    expect(sent.sort()).toEqual(rows.map((row) => row!.id).sort());
    const pending = await first.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), isNull(notifications.deliveryDueAt)));
    expect(pending).toHaveLength(5);
  });
});
