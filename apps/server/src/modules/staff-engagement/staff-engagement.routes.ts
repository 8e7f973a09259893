import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { appSettings } from '../settings/variant.js';
import * as banners from './banners.service.js';
import * as referral from './referral-settings.service.js';
import * as engagement from './staff-engagement.service.js';

/** The staff console's engagement area (issue 16, docs/staff-engagement.md). */
export function staffEngagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = contract.staffEngagement;
  const currency = appSettings(ctx.config.VARIANT).currency;
  route(app, c.modals, (r) => engagement.listModals(ctx.db, r.query));
  route(app, c.options, () => engagement.engagementOptions(ctx.db));
  route(app, c.modal, (r) => engagement.modalById(ctx.db, r.params.id));
  route(app, c.createModal, (r) => engagement.createStaffModal(ctx.db, signedIn(r), r.body));
  route(app, c.updateModal, (r) => engagement.updateStaffModal(ctx.db, signedIn(r), r.params.id, r.body));
  route(app, c.setModalActive, (r) => engagement.setModalActive(ctx.db, signedIn(r), r.params.id, r.body.isActive));
  route(app, c.results, (r) => engagement.modalResults(ctx.db, r.params.id));
  route(app, c.flags, () => engagement.flagList(ctx.db));
  route(app, c.updateFlag, (r) => engagement.changeFlag(ctx.db, signedIn(r), r.params.key, r.body));
  route(app, c.banners, (r) => banners.bannerList(ctx.db, r.params.kind, r.query));
  route(app, c.createBanner, (r) => banners.createBanner(ctx.db, signedIn(r), r.params.kind, r.body));
  route(app, c.updateBanner, (r) => banners.editBanner(ctx.db, signedIn(r), r.params.kind, r.params.id, r.body));
  route(app, c.setBannerActive, (r) =>
    banners.setBannerActive(ctx.db, signedIn(r), r.params.kind, r.params.id, r.body.isActive),
  );
  route(app, c.referral, () => referral.referralTerms(ctx.db, currency));
  route(app, c.updateReferral, (r) => referral.changeReferralTerms(ctx.db, signedIn(r), currency, r.body));
}
