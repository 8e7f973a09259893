import type { Bundle, RatePlan } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import * as repo from './catalog.repo.js';
import { bundleRatePlans, chooseBundleProducts, loadOffers, priceBundle } from './offers.js';
import { presentBundle, presentPlan } from './present.js';
import { references } from './references.js';

async function bundleOffers(db: Tx, ids: number[]) {
  const [offers, refs] = await Promise.all([loadOffers(db, { productIds: [], bundleIds: ids }), references(db)]);
  return { offers, refs };
}

/** `GET /products/bundles/`: bundles on sale, priced with their products' default prices. */
export async function listBundles(db: Tx): Promise<Bundle[]> {
  const rows = await repo.listBundleRows(db);
  const { offers, refs } = await bundleOffers(
    db,
    rows.map((row) => row.id),
  );
  return [...offers.bundles.values()].map((bundle) => presentBundle(bundle, offers, refs, null));
}

async function loadActiveBundle(db: Tx, id: number) {
  const { offers, refs } = await bundleOffers(db, [id]);
  const bundle = offers.bundles.get(id);
  if (!bundle?.isActive) throw notFound('Набор не найден.');
  return { bundle, offers, refs };
}

/**
 * `GET /products/bundles/:id/` and, with a rate plan or a choice of optional products, `PATCH` (the
 * configured price; nothing is stored).
 */
export async function getBundle(
  db: Tx,
  id: number,
  choice: { ratePlan?: number; optionalProducts?: number[] } = {},
): Promise<Bundle> {
  const { bundle, offers, refs } = await loadActiveBundle(db, id);
  const ratePlanId = choice.ratePlan ?? null;
  if (ratePlanId !== null && !bundleRatePlans(offers, bundle).some((plan) => plan.id === ratePlanId)) {
    throw fieldError('rate_plan', 'Этот тариф недоступен для набора.', 'does_not_exist');
  }
  return presentBundle(bundle, offers, refs, ratePlanId, chooseBundleProducts(bundle, choice.optionalProducts));
}

/** `GET /products/bundles/:id/rate-plans/`: each with the bundle's price under it. */
export async function getBundleRatePlans(db: Tx, id: number): Promise<RatePlan[]> {
  const { bundle, offers } = await loadActiveBundle(db, id);
  return bundleRatePlans(offers, bundle).map((plan) => ({
    ...presentPlan(plan),
    price: priceBundle(offers, bundle, plan.id).price,
  }));
}

/** `GET /settings/banner-bundle/`: the advertised bundle, or null. */
export async function bannerBundle(db: Tx): Promise<Bundle | null> {
  const row = await repo.findBannerBundleRow(db);
  return row ? getBundle(db, row.id) : null;
}
