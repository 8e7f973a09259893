import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { mergeOnboardingState } from './onboarding.service.js';

/** Spec 3 §7 onboarding tooltips' state (docs/onboarding-tooltips.md). */
export function onboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.onboarding.update, (request) =>
    mergeOnboardingState(ctx.db, signedIn(request).id, request.body.onboardingState),
  );
}
