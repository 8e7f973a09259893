import type { FastifyInstance } from 'fastify';
import { contract, type Endpoint, type ResponseInputOf } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn, type RouteRequest } from '../../plugins/route.js';
import {
  assertChatStyling,
  changeTextColor,
  featurePlans,
  stickerPacks,
  stickerPacksLite,
  stylingConfig,
  textColors,
} from './chat-styling.service.js';
import { purchase } from './chat-styling-purchase.js';

const c = contract.chatStyling;

/** Chat styling (spec 3 §7, docs/chat.md): every path answers 404 `feature_disabled` outside RU and KZ. */
export function chatStylingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const styled = <E extends Endpoint>(
    endpoint: E,
    handler: (request: RouteRequest<E>, userId: number) => Promise<ResponseInputOf<E>>,
  ) =>
    route(app, endpoint, (request) => {
      assertChatStyling(ctx.config.VARIANT);
      return handler(request, signedIn(request).id);
    });

  styled(c.stickerPacksLite, (_, userId) => stickerPacksLite(db, userId));
  styled(c.stickerPacks, (_, userId) => stickerPacks(db, userId));
  styled(c.textColors, (_, userId) => textColors(db, userId));
  styled(c.config, (_, userId) => stylingConfig(db, userId));
  styled(c.textColorFeaturePlans, (request) => featurePlans(db, 'textColor', request.params.id));
  styled(c.stickerPackFeaturePlans, (request) => featurePlans(db, 'stickerPack', request.params.id));
  styled(c.changeTextColor, (request, userId) => changeTextColor(db, userId, request.body));
  styled(c.purchaseTextColor, (request, userId) => purchase(db, userId, 'textColor', request.body));
  styled(c.purchaseStickerPack, (request, userId) => purchase(db, userId, 'stickerPack', request.body));
}
