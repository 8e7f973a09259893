import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn, type RouteRequest } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import { inCartProductIds } from '../cart/cart.service.js';
import { bannerViewer } from '../core/banner-audience.js';
import * as catalog from './catalog.service.js';

const c = contract.catalog;

/** Spec 2 §7 Catalog and products: students and curators (spec 2 §6); a student also sees owned and in-cart marks. */
export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { timeZone, variant } = appSettings(ctx.config.VARIANT);
  const viewer = async <E extends Parameters<typeof route>[1]>(request: RouteRequest<E>): Promise<catalog.Viewer> => {
    const user = signedIn(request);
    if (user.role !== 'STUDENT_ROLE') return { studentId: null, inCartIds: new Set() };
    return { studentId: user.id, inCartIds: await inCartProductIds(ctx.db, user.id) };
  };
  route(app, c.sysCourseTypes, () => catalog.sysCourseTypes(ctx.db));
  route(app, c.products, (r) => catalog.catalogProducts(ctx.db, viewer(r), r.query, new Date(), timeZone));
  route(app, c.teachers, (r) => catalog.teachers(ctx.db, r.query.classType));
  route(app, c.bundles, () => catalog.listBundles(ctx.db));
  route(app, c.bundle, (r) => catalog.getBundle(ctx.db, r.params.id));
  route(app, c.bundleRatePlans, (r) => catalog.getBundleRatePlans(ctx.db, r.params.id));
  route(app, c.configureBundle, (r) => catalog.getBundle(ctx.db, r.params.id, r.body));
  route(app, c.packs, (r) => catalog.productPacks(ctx.db, r.params.id));
  route(app, c.banners, async (r) => catalog.openBanners(ctx.db, await bannerViewer(ctx.db, signedIn(r).id, variant)));
  route(app, c.closeBanner, async (r) => {
    await catalog.closeBanner(ctx.db, signedIn(r).id, r.body.id);
    return {};
  });
  route(app, c.bannerBundle, () => catalog.bannerBundle(ctx.db));
  route(app, c.recommendations, async (r) => {
    const student = await viewer(r);
    return catalog.recommendations(ctx.db, { ...student, studentId: signedIn(r).id }, new Date(), {
      variant,
      timeZone,
    });
  });
}
