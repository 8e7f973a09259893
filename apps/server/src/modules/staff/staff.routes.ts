import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { auditLogPage } from './staff.service.js';
import { changeStaffAccount, createStaffAccount, listStaffAccounts } from './staff-accounts.service.js';

/** The staff console's own endpoints (issue 16, docs/staff.md). */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.staff.auditLog, (request) => auditLogPage(ctx.db, request.query));
  route(app, contract.staff.accounts, (request) => listStaffAccounts(ctx.db, request.query));
  route(app, contract.staff.createAccount, (request) => createStaffAccount(ctx.db, signedIn(request), request.body));
  route(app, contract.staff.changeAccount, (request) =>
    changeStaffAccount(ctx.db, signedIn(request), request.params.id, request.body),
  );
}
