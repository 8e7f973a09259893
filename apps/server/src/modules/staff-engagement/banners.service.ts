import type { BannerCreate, BannerKind, BannerUpdate, QueryOf, StaffBanner, contract } from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { findProductTypes } from '../courses/courses.service.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import {
  addProductBanner,
  findProductBanner,
  listProductBanners,
  updateProductBanner,
} from '../catalog/staff-banners.js';
import {
  addSiteBanner,
  findSiteBanner,
  listSiteBanners,
  updateSiteBanner,
  type BannerFilter,
  type BannerReach,
} from '../core/staff-banners.js';
import { listClassYears } from '../core/core.service.js';
import { checkWindow, dateColumn, windowAfter } from './show-window.js';

/** A banner's columns as the console writes them; each kind's module takes its own. */
type BannerColumns = Omit<StaffBanner, 'id' | 'kind' | keyof BannerReach> & BannerReach;

const siteColumns = <T extends Partial<BannerColumns>>({ productTypeId: _type, ...values }: T) => values;
const productColumns = <T extends Partial<BannerColumns>>({ link: _link, linkText: _text, ...values }: T) => values;

const listBanners = (db: Tx, kind: BannerKind, filter: BannerFilter) =>
  kind === 'site' ? listSiteBanners(db, filter) : listProductBanners(db, filter);
const findBanner = (db: Tx, kind: BannerKind, id: number, lock = false) =>
  kind === 'site' ? findSiteBanner(db, id, lock) : findProductBanner(db, id, lock);
const insertBanner = (tx: Tx, kind: BannerKind, values: BannerColumns) =>
  kind === 'site' ? addSiteBanner(tx, siteColumns(values)) : addProductBanner(tx, productColumns(values));
const updateBanner = (tx: Tx, kind: BannerKind, id: number, values: Partial<BannerColumns>) =>
  kind === 'site' ? updateSiteBanner(tx, id, siteColumns(values)) : updateProductBanner(tx, id, productColumns(values));

/** The audit's name of a kind: the two tables' ids overlap, so the entity tells them apart. */
const entityOf = (kind: BannerKind) => (kind === 'site' ? 'banner' : 'product_banner');
const bannerNotFound = () => notFound('Баннер не найден.');

export function bannerList(db: Tx, kind: BannerKind, query: QueryOf<typeof contract.staffEngagement.banners>) {
  return listBanners(db, kind, { ...query, active: query.active === undefined ? undefined : query.active === 'true' });
}

const blank = (value: string | null | undefined) => (value === '' ? null : value);

const distinct = <T>(values: T[] | undefined) => values && [...new Set(values)];

/** The columns an input writes (undefined: left as it is); each kind refuses the other's fields. */
async function columnsOf(db: Tx, kind: BannerKind, input: BannerUpdate): Promise<Partial<BannerColumns>> {
  const { startsAt, endsAt, ...fields } = input;
  const columns = {
    ...fields,
    link: blank(input.link),
    linkText: blank(input.linkText),
    startsAt: dateColumn(startsAt),
    endsAt: dateColumn(endsAt),
    variants: distinct(input.variants),
    classYearIds: distinct(input.classYearIds),
  };
  if (kind === 'site' && columns.productTypeId) {
    throw fieldError('product_type_id', 'Баннер на главной не привязывается к типу продукта.');
  }
  if (kind === 'product' && (columns.link || columns.linkText)) {
    throw fieldError('link', 'Баннер каталога ведёт на свой тип продукта, ссылки у него нет.');
  }
  if (columns.productTypeId && !(await findProductTypes(db, [columns.productTypeId])).size) {
    throw fieldError('product_type_id', 'Такого типа продукта нет.', 'does_not_exist');
  }
  if (columns.classYearIds?.length) {
    const known = new Set((await listClassYears(db)).map((year) => year.id));
    if (columns.classYearIds.some((id) => !known.has(id))) {
      throw fieldError('class_year_ids', 'Такого класса нет.', 'does_not_exist');
    }
  }
  return columns;
}

const auditOf = (input: BannerUpdate) => JSON.parse(JSON.stringify(input)) as Record<string, unknown>;

const storedDate = (value: string | null) => (value ? new Date(value) : null);

export async function createBanner(db: Db, actor: AuthUser, kind: BannerKind, input: BannerCreate) {
  const columns = await columnsOf(db, kind, input);
  checkWindow(columns.startsAt, columns.endsAt, 'ends_at');
  const id = await db.transaction(async (tx) => {
    const bannerId = await insertBanner(tx, kind, {
      link: null,
      linkText: null,
      productTypeId: null,
      color: 'violet',
      variants: [],
      classYearIds: [],
      ...columns,
      startsAt: columns.startsAt ?? null,
      endsAt: columns.endsAt ?? null,
      title: input.title,
      text: input.text,
      isActive: input.isActive ?? false,
    });
    await recordAudit(tx, actor, {
      action: 'banner.create',
      entity: entityOf(kind),
      entityId: bannerId,
      changes: auditOf(input),
    });
    return bannerId;
  });
  return (await findBanner(db, kind, id))!;
}

export async function editBanner(
  db: Db,
  actor: AuthUser,
  kind: BannerKind,
  id: number,
  input: BannerUpdate,
): Promise<StaffBanner> {
  const columns = await columnsOf(db, kind, input);
  return db.transaction(async (tx) => {
    const before = await findBanner(tx, kind, id, true);
    if (!before) throw bannerNotFound();
    checkWindow(
      windowAfter(columns.startsAt, storedDate(before.startsAt)),
      windowAfter(columns.endsAt, storedDate(before.endsAt)),
      'ends_at',
    );
    const changes = changedFields<Record<string, unknown>>(before, columns);
    if (Object.keys(changes).length === 0) return before;
    await updateBanner(tx, kind, id, columns);
    await recordAudit(tx, actor, { action: 'banner.update', entity: entityOf(kind), entityId: id, changes });
    return (await findBanner(tx, kind, id))!;
  });
}

export async function setBannerActive(db: Db, actor: AuthUser, kind: BannerKind, id: number, isActive: boolean) {
  return db.transaction(async (tx) => {
    const before = await findBanner(tx, kind, id, true);
    if (!before) throw bannerNotFound();
    if (before.isActive === isActive) return before;
    await updateBanner(tx, kind, id, { isActive });
    await recordAudit(tx, actor, {
      action: isActive ? 'banner.activate' : 'banner.deactivate',
      entity: entityOf(kind),
      entityId: id,
      changes: { isActive: [before.isActive, isActive] },
    });
    return { ...before, isActive };
  });
}
