import type { GiftStatus, OpenedAccess, StudentClassType, StudentGift, StudyGroup } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, generalError, fieldError, notFound } from '../../plugins/errors.js';
import { listPacksOfProducts, listRatePlansOfTypes } from '../catalog/catalog.service.js';
import { cachedClassTypes } from '../core/core.service.js';
import {
  accessPeriod,
  findProductTypes,
  findProducts,
  grantAccess,
  listOwnedProducts,
  ownsProduct,
} from '../courses/courses.service.js';
import { findUserNames } from '../users/users.service.js';
import * as repo from './products.repo.js';

export { insertStudyGroup as createStudyGroup, countStudyGroups } from './products.repo.js';

/**
 * Called by the payment's fulfilment inside its transaction: the gifts of a paid order become
 * the student's, to open until `availableUntil`. Recorded once per order and gift product.
 */
export async function receiveGifts(
  tx: Tx,
  received: {
    studentId: number;
    orderId: number;
    transactionUuid: string | null;
    withProductId: number | null;
    now: Date;
    gifts: { productId: number; availableUntil: Date }[];
  },
): Promise<void> {
  await repo.insertGifts(
    tx,
    received.gifts.map((gift) => ({
      studentId: received.studentId,
      productId: gift.productId,
      orderId: received.orderId,
      transactionUuid: received.transactionUuid,
      withProductId: received.withProductId,
      receivedAt: received.now,
      availableUntil: gift.availableUntil,
    })),
  );
}

const giftStatus = (row: repo.StudentGiftRow, now: Date): GiftStatus =>
  row.openedAt ? 'opened' : row.availableUntil > now ? 'available' : 'expired';

/** Product ids of one subject among these products. */
async function productsOfSubject(db: Tx, productIds: number[], classTypeId: number): Promise<number[]> {
  const rows = await findProducts(db, productIds);
  const types = await findProductTypes(
    db,
    rows.map((row) => row.productTypeId),
  );
  return rows.filter((row) => types.get(row.productTypeId)?.classTypeId === classTypeId).map((row) => row.id);
}

/** `GET /products/gifts/` (spec 2 §7): the student's gifts, newest first. */
export async function listGifts(
  db: Tx,
  studentId: number,
  query: { status?: GiftStatus; classType?: number; limit: number; offset: number },
  now: Date,
): Promise<{ count: number; results: StudentGift[] }> {
  const productIds =
    query.classType === undefined
      ? undefined
      : await productsOfSubject(db, await repo.giftProductIds(db, studentId), query.classType);
  const { count, rows } = await repo.listGiftRows(db, { studentId, status: query.status, productIds, now, ...query });
  const productRows = await findProducts(db, [
    ...new Set(
      rows.flatMap((row) => (row.withProductId === null ? [row.productId] : [row.productId, row.withProductId])),
    ),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const types = await findProductTypes(
    db,
    productRows.map((row) => row.productTypeId),
  );
  const subjects = new Map((await cachedClassTypes(db)).map((type) => [type.id, type]));
  const results = rows.map((row): StudentGift => {
    const product = productById.get(row.productId);
    const type = product ? types.get(product.productTypeId) : undefined;
    const subject = type ? subjects.get(type.classTypeId) : undefined;
    return {
      id: row.id,
      status: giftStatus(row, now),
      product: {
        id: row.productId,
        title: product?.title ?? '',
        productType: { id: type?.id ?? 0, title: type?.title ?? '' },
        classType: { id: subject?.id ?? 0, title: subject?.title ?? '' },
      },
      purchase: {
        orderId: row.orderId,
        transactionUuid: row.transactionUuid,
        productTitle: row.withProductId === null ? null : (productById.get(row.withProductId)?.title ?? null),
      },
      receivedAt: row.receivedAt.toISOString(),
      availableUntil: row.availableUntil.toISOString(),
      openedAt: row.openedAt?.toISOString() ?? null,
    };
  });
  return { count, results };
}

/**
 * `GET /products/student-class-types/` (spec 2 §7): the subjects of the products the student owns
 * now and of the gifts received, in the subjects' own order — what a subject filter offers.
 */
export async function studentClassTypes(db: Tx, studentId: number, now: Date): Promise<StudentClassType[]> {
  const owned = await listOwnedProducts(db, studentId, now);
  const giftRows = await findProducts(db, await repo.giftProductIds(db, studentId));
  const giftTypes = await findProductTypes(
    db,
    giftRows.map((row) => row.productTypeId),
  );
  const subjectIds = new Set([
    ...owned.map((product) => product.productType.classTypeId),
    ...[...giftTypes.values()].map((type) => type.classTypeId),
  ]);
  return (await cachedClassTypes(db))
    .filter((type) => subjectIds.has(type.id))
    .map(({ id, title, color }) => ({ id, title, color }));
}

/** A free product: costs nothing and is sold under no rate plan or pack (docs/products-access.md). */
async function isFree(db: Tx, product: { id: number; price: number; productTypeId: number }): Promise<boolean> {
  if (product.price !== 0) return false;
  const [plans, packs] = [
    await listRatePlansOfTypes(db, [product.productTypeId]),
    await listPacksOfProducts(db, [product.id]),
  ];
  return plans.length === 0 && packs.length === 0;
}

const alreadyOpened = () => generalError('Доступ к этому продукту уже открыт.', 'already_opened');

/**
 * `POST /products/open-products-access/{id}/` (spec 2 §7): opens a received gift (the earliest
 * ending one not opened yet) or a free product. Exactly once: the gift row is locked and marked
 * opened in the same transaction as the grant; a free product's opening is a unique row.
 */
export async function openProductAccess(
  db: Tx,
  studentId: number,
  productId: number,
  now: Date,
  timeZone: string,
): Promise<OpenedAccess> {
  return db.transaction(async (tx) => {
    const [product] = await findProducts(tx, [productId]);
    if (!product) throw notFound('Продукт не найден.');
    const gift = await repo.openGift(tx, studentId, productId, now);
    if (gift) {
      const period = { startsAt: now, endsAt: gift.availableUntil };
      await grantAccess(tx, { studentId, productId, ...period, source: 'gift' });
      return { product: productId, source: 'gift', startsAt: now.toISOString(), endsAt: period.endsAt.toISOString() };
    }
    if (await repo.hasGiftOf(tx, studentId, productId)) {
      // Every gift of it is opened or past its date.
      const owned = await ownsProduct(tx, studentId, productId, now);
      if (owned) throw alreadyOpened();
      throw generalError('Срок, до которого можно было открыть этот подарок, прошёл.', 'gift_expired');
    }
    if (await isFree(tx, product)) {
      if (!(await repo.insertFreeOpening(tx, studentId, productId, now))) throw alreadyOpened();
      const period = accessPeriod(product, now, timeZone);
      await grantAccess(tx, { studentId, productId, ...period, source: 'gift' });
      return {
        product: productId,
        source: 'free',
        startsAt: period.startsAt.toISOString(),
        endsAt: period.endsAt.toISOString(),
      };
    }
    throw generalError('Этот продукт можно получить только покупкой в каталоге.', 'not_entitled');
  });
}

async function presentGroup(db: Tx, group: repo.StudyGroupRow, membersCount: number): Promise<StudyGroup> {
  const [curator] = await findUserNames(db, [group.curatorId]);
  const types = await findProductTypes(db, [group.productTypeId]);
  return {
    id: group.id,
    name: group.name,
    curator: { id: group.curatorId, fullName: curator ? `${curator.firstName} ${curator.lastName}`.trim() : '' },
    productType: { id: group.productTypeId, title: types.get(group.productTypeId)?.title ?? '' },
    membersCount,
    capacity: group.capacity,
  };
}

/**
 * `POST /v2/students/distribute-to-group/` (spec 1 §7): puts the student into a curator's group of
 * the master group of a product they own — the group with the fewest students that has room, ties
 * by id. The master group's groups are locked first, so two students placed at once never overfill
 * a group; a student already placed gets their group again.
 */
export async function distributeToGroup(db: Tx, studentId: number, productId: number, now: Date): Promise<StudyGroup> {
  return db.transaction(async (tx) => {
    const [product] = await findProducts(tx, [productId]);
    if (!product) throw fieldError('product', 'Продукт не найден.', 'does_not_exist');
    const type = (await findProductTypes(tx, [product.productTypeId])).get(product.productTypeId);
    if (type?.kind !== 'MG') throw fieldError('product', 'Группы есть только у мастер-групп.', 'not_master_group');
    if (!(await ownsProduct(tx, studentId, productId, now))) {
      throw fieldError('product', 'У тебя нет доступа к этому продукту.', 'not_owned');
    }
    const groups = await repo.lockGroupsOfType(tx, type.id);
    const counts = await repo.memberCounts(
      tx,
      groups.map((group) => group.id),
    );
    const current = await repo.findMembership(tx, studentId, type.id);
    if (current) return presentGroup(tx, current, counts.get(current.id) ?? 0);
    const chosen = pickGroup(groups, counts);
    if (!chosen) throw new AppError(409, 'groups_full', 'Свободных мест в группах этой мастер-группы пока нет.');
    await repo.insertMember(tx, chosen.id, studentId, type.id, now);
    return presentGroup(tx, chosen, (counts.get(chosen.id) ?? 0) + 1);
  });
}

/** The group with the fewest members that still has room; ties go to the smaller id. */
export function pickGroup<G extends { id: number; capacity: number }>(
  groups: readonly G[],
  counts: ReadonlyMap<number, number>,
): G | undefined {
  return groups
    .filter((group) => (counts.get(group.id) ?? 0) < group.capacity)
    .sort((a, b) => (counts.get(a.id) ?? 0) - (counts.get(b.id) ?? 0) || a.id - b.id)[0];
}
