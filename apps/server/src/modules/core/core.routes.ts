import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { getPublicDocuments } from '../settings/settings.service.js';
import { bannerViewer } from './banner-audience.js';
import * as repo from './core.repo.js';

const c = contract.core;

export function coreRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, c.siteLanguages, () => repo.listSiteLanguages(ctx.db));
  route(app, c.classYears, () => repo.listClassYears(ctx.db));
  route(app, c.classTypes, ({ query }) => repo.listClassTypes(ctx.db, query.classYear));
  route(app, c.publicDocuments, () => getPublicDocuments(ctx.db));
  route(app, c.banners, async (request) =>
    repo.listOpenBanners(ctx.db, await bannerViewer(ctx.db, signedIn(request).id, ctx.config.VARIANT)),
  );
  route(app, c.closeBanner, async (request) => {
    if (!(await repo.bannerExists(ctx.db, request.body.id))) throw notFound('Баннер не найден.');
    await repo.closeBanner(ctx.db, request.body.id, signedIn(request).id);
    return {};
  });
}
