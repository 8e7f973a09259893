import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import type { OAuthProvider } from '../auth/oauth/oauth-provider.js';
import { acceptOffer, getOffer, offerApplicationUrl } from '../documents/documents.service.js';
import { acceptAvatarForms, uploadedAvatar } from './avatar-form.js';
import { saveAvatar } from './avatar.js';
import { chooseClassTypes, readClassTypes } from './class-types.service.js';
import { checkPhoneCode, connectMessenger, connectVk, generatePhoneCode } from './connect.service.js';
import { financialReport } from './financial-report.service.js';
import { readAdditionalInfo, updateAdditionalInfo } from './additional-info.service.js';
import { presentProfile, updateProfile } from './profile.service.js';
import { readStatuses, setStatuses } from './statuses.service.js';
import { systemModals } from './system-modals.service.js';

const c = contract.profile;

/** The student's own corner (issue 9 "Profile"): its own scope, because only it takes multipart forms. */
export function profileRoutes(ctx: AppContext, oauth: OAuthProvider[]) {
  const variant = ctx.config.VARIANT;
  const vk = oauth.find((provider) => provider.id === 'vk');
  return async (app: FastifyInstance): Promise<void> => {
    await acceptAvatarForms(app, c.update, ctx.config.AVATAR_MAX_BYTES);

    route(app, c.get, (request) => presentProfile(ctx.db, variant, signedIn(request).id));
    route(app, c.update, async (request) => {
      const userId = signedIn(request).id;
      const avatar = uploadedAvatar(request.reply.request);
      if (avatar) await saveAvatar(ctx, userId, avatar);
      return updateProfile(ctx, userId, request.body);
    });
    route(app, c.additionalInfo, (request) => readAdditionalInfo(ctx.db, signedIn(request).id));
    route(app, c.updateAdditionalInfo, (request) => updateAdditionalInfo(ctx, signedIn(request).id, request.body));

    route(app, c.codeGenerate, (request) => generatePhoneCode(ctx, request.body.phone, request.ip));
    route(app, c.codeCheck, (request) =>
      checkPhoneCode(ctx, signedIn(request).id, request.body.phone, request.body.code),
    );
    route(app, c.connectVk, (request) => connectVk(ctx, vk, signedIn(request).id, request.body));
    route(app, c.connectSocial, (request) => connectMessenger(ctx, signedIn(request).id, request.body));

    route(app, c.statuses, (request) => ctx.db.transaction((tx) => readStatuses(ctx, tx, signedIn(request).id)));
    route(app, c.updateStatuses, (request) => setStatuses(ctx, signedIn(request).id, request.body));
    route(app, c.systemModals, (request) => systemModals(ctx.db, variant, signedIn(request).id));
    route(app, c.classTypes, (request) => readClassTypes(ctx.db, signedIn(request).id));
    route(app, c.updateClassTypes, (request) =>
      chooseClassTypes(ctx, signedIn(request).id, request.body.classYear, request.body.classTypes),
    );
    route(app, c.financialReport, (request) => financialReport(ctx.db, signedIn(request).id, request.query));
    route(app, c.offer, (request) => getOffer(ctx, signedIn(request).id, request.params.id));
    route(app, c.acceptOffer, (request) => acceptOffer(ctx, signedIn(request).id, request.params.id));
    route(app, c.offerApplication, (request) =>
      offerApplicationUrl(ctx, signedIn(request).id, request.query.id, request.origin),
    );
  };
}
