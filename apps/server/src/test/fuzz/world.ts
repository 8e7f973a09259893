import { SIGNED_IN, type Role } from '@school/contract';
import { get, type TestApp } from '../test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken, type TestUser } from '../factories.js';
import { buildHomework, buildLesson, grantAccess } from '../course-factories.js';
import { buildBundle, buildCartLink, buildCoupon, buildSaleProduct } from '../commerce-factories.js';
import { buildGivenWork } from '../personal-works-factories.js';
import type { KnownValues } from './valid-values.js';

/** Who sends a request: a user of a role (a real, signed token), a guest, or a broken credential. */
export interface Caller {
  name: string;
  /** The role the token claims; null for a guest or a token that is not valid. */
  role: Role | null;
  authorization?: string;
}

export interface FuzzWorld {
  callers: Caller[];
  /** Values of rows that exist, by field name: requests that use them reach deeper code. */
  known: KnownValues;
  /** The analytics write key the web app would send (GET /settings/app/). */
  writeKey: string;
}

const bearer = (token: string) => `Bearer ${token}`;
/** No user has this id: a token that outlived its user. */
const GHOST_USER_ID = 2_000_000_000;

/**
 * One user of every role with a signed token, a guest, and broken credentials; for the student a
 * course on sale with a lesson, homework, access, a bundle, a promo code and a cart link.
 */
export async function buildWorld(t: TestApp): Promise<FuzzWorld> {
  const users = new Map<Role, TestUser>();
  for (const role of SIGNED_IN) users.set(role, await buildUser(t.db, { role }));
  const student = users.get('STUDENT_ROLE');
  if (!student) throw new Error('no student');

  const course = await buildSaleProduct(t.db, {
    ratePlans: [{ title: 'Полный', sysName: 'full', price: 200_000 }],
    packs: [{ title: '4 урока', lessonsCount: 4, price: 50_000 }],
  });
  const lesson = await buildLesson(t.db, course);
  await grantAccess(t.db, student.id, course);
  await buildHomework(t.db, lesson, { studentId: student.id, status: 'CHECKED' });
  const bundle = await buildBundle(t.db, [course.productId]);
  const coupon = await buildCoupon(t.db, { code: 'FUZZ10' });
  const cartLink = await buildCartLink(t.db, [course.productId]);

  const callers: Caller[] = [{ name: 'guest', role: null }];
  for (const [role, user] of users)
    callers.push({ name: role, role, authorization: bearer(await accessTokenFor(user)) });
  callers.push(
    {
      name: 'ghost student',
      role: 'STUDENT_ROLE',
      authorization: bearer(await accessTokenFor({ id: GHOST_USER_ID, role: 'STUDENT_ROLE' })),
    },
    {
      name: 'ghost tutor',
      role: 'TUTOR_ROLE',
      authorization: bearer(await accessTokenFor({ id: GHOST_USER_ID, role: 'TUTOR_ROLE' })),
    },
    { name: 'expired student', role: null, authorization: bearer(await expiredAccessToken(student)) },
    { name: 'garbage token', role: null, authorization: 'Bearer not-a-token' },
  );

  // A tutor's personal work given to the student (issue 12), so the tutor's endpoints reach their code.
  const given = await buildGivenWork(t.db, users.get('TUTOR_ROLE')!.id, student.id);

  const ids = [
    course.productId,
    course.productTypeId,
    lesson.id,
    bundle.id,
    student.id,
    given.workId,
    given.submissionId,
  ];
  const known: KnownValues = {
    id: ids,
    product: [course.productId],
    productType: [course.productTypeId],
    productTypeId: [course.productTypeId],
    productIds: [String(course.productId)],
    lesson: [lesson.id],
    bundle: [bundle.id],
    ratePlan: course.ratePlans.map((plan) => plan.id),
    pack: course.packs.map((pack) => pack.id),
    couponValue: [coupon.code],
    hash: [cartLink, lesson.accessHash],
    clientId: ['web'],
    clientRedirect: ['http://localhost:3000/', 'http://localhost:3000/oauth-callback'],
    clientKey: ['sdk-web'],
    email: [student.email],
    password: [student.password],
    selfStudy: [given.workId],
    client: [given.clientId],
    tasks: given.taskIds,
    classType: [given.classTypeId],
  };
  const writeKey = String((await get(t.app, '/settings/app/')).body.analytics_write_key);
  return { callers, known, writeKey };
}
