/**
 * The project's side of scripts/bench-api.ts run in-process: each hot read's service called as its
 * route calls it, on a Drizzle db whose statements are captured (bench-lib's `capturingDb`), so the
 * benchmark can check that the raw server sends the very same statements.
 */
import { loadConfig } from '../apps/server/src/config.js';
import type { AppContext } from '../apps/server/src/context.js';
import type { Db } from '../apps/server/src/db/client.js';
import { zonedParts } from '../apps/server/src/lib/zoned-time.js';
import { MemoryRateLimiter } from '../apps/server/src/plugins/rate-limiter.js';
import { verifyUser } from '../apps/server/src/modules/auth/auth.service.js';
import { readOwnCart, inCartProductIds } from '../apps/server/src/modules/cart/cart.service.js';
import { catalogProducts } from '../apps/server/src/modules/catalog/catalog.service.js';
import { listLessons } from '../apps/server/src/modules/lessons/lessons.service.js';
import { paymentOptions } from '../apps/server/src/modules/payment/payment.service.js';
import { timetable } from '../apps/server/src/modules/schedule/schedule.service.js';
import { findStudentProfile } from '../apps/server/src/modules/users/users.service.js';
import { TIME_ZONE } from './bench-lessons-data.js';

/** Who a request is for: a student and one product type they own now. */
export interface Sample {
  studentId: number;
  productType: number;
}

export const CATALOG_PAGE = 12;

/** The hot reads by name: the path autocannon asks for, and the service call behind it. */
export function hotReads(now: Date) {
  const { year, month } = zonedParts(now, TIME_ZONE);
  const config = loadConfig({ DATABASE_URL: 'postgres://unused', LOG_LEVEL: 'silent' });
  const cartDeps = (db: Db) => ({
    db,
    currency: 'RUB',
    payment: paymentOptions(config),
    timeZone: TIME_ZONE,
    rateLimiter: new MemoryRateLimiter(),
    variant: 'RU' as const,
  });
  return {
    verify: {
      path: () => '/api/v3/auth/verify/',
      run: (db: Db, s: Sample) => verifyUser({ db } as AppContext, s.studentId),
    },
    balance: {
      path: () => '/api/v2/students/student-balance/',
      run: (db: Db, s: Sample) => findStudentProfile(db, s.studentId),
    },
    timetable: {
      path: () => `/api/students/timetable/?year=${year}&month=${month}`,
      run: (db: Db, s: Sample) => timetable(db, s.studentId, { type: 'lesson', year, month }, now, TIME_ZONE),
    },
    lessons: {
      path: (s: Sample) => `/api/v3/lessons/?product_type=${s.productType}&limit=20`,
      run: (db: Db, s: Sample) =>
        listLessons(db, s.studentId, { productType: s.productType, limit: 20, offset: 0 }, now),
    },
    cart: {
      path: () => '/api/cart/',
      run: (db: Db, s: Sample) => readOwnCart(cartDeps(db), s.studentId),
    },
    catalog: {
      path: () => `/api/products/catalog/?limit=${CATALOG_PAGE}`,
      run: (db: Db, s: Sample) => {
        const viewer = inCartProductIds(db, s.studentId).then((inCartIds) => ({ studentId: s.studentId, inCartIds }));
        return catalogProducts(db, viewer, { limit: CATALOG_PAGE, offset: 0 }, now, TIME_ZONE);
      },
    },
  };
}

export type HotRead = keyof ReturnType<typeof hotReads>;
