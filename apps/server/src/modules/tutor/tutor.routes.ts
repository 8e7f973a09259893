import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import * as tutor from './tutor.service.js';

const c = contract.tutor;

/** Spec 3 §7 Tutor: the tutor's own clients and profile; the contract limits them to tutors. */
export function tutorRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, c.clients, (request) => tutor.listClients(ctx.db, signedIn(request).id, request.query));
  route(app, c.client, (request) => tutor.getClient(ctx.db, signedIn(request).id, request.params.id));
  route(app, c.profile, (request) => tutor.getProfile(ctx.db, signedIn(request).id));
  route(app, c.updateProfile, (request) =>
    tutor.updateProfile(ctx.db, signedIn(request).id, request.body, ctx.config.VARIANT),
  );
}
