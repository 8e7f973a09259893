import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { banWordsPage } from './ban-words.js';
import { requireSeat } from './chat-access.js';
import { banUser, listBans, unbanUser } from './chat-bans.service.js';
import { hasVisibleMessages } from './chat-messages.repo.js';
import { hideMessage, hideUserMessages, updateSettings } from './chat-moderation.service.js';
import { listReports, reportMessage, resolveReport } from './chat-reports.service.js';
import { defaultChatSettings, lessonChatSettings } from './chat-settings.js';
import { registerChatSocket } from './chat-socket.js';
import { acceptChatUploads, saveChatUpload } from './chat-upload.js';
import { moderatedLessons } from './moderated-lessons.service.js';

const c = contract.chat;

/** The lesson chat (issue 11, docs/chat.md): HTTP in its own scope (multipart uploads), and the socket handlers. */
export function chatRoutes(ctx: AppContext) {
  const variant = ctx.config.VARIANT;
  return async (app: FastifyInstance): Promise<void> => {
    registerChatSocket(ctx, app.log);
    await acceptChatUploads(app, c.uploadAttachment);
    route(app, c.settings, async (request) => {
      const lessonId = request.query.lesson;
      if (lessonId === undefined) return { ...defaultChatSettings(variant), hasReplay: false };
      await requireSeat(ctx.db, signedIn(request), lessonId);
      const [settings, hasReplay] = await Promise.all([
        lessonChatSettings(ctx.db, variant, lessonId),
        hasVisibleMessages(ctx.db, lessonId),
      ]);
      return { ...settings, hasReplay };
    });
    route(app, c.uploadAttachment, (request) => saveChatUpload(ctx, signedIn(request), request.reply.request));
    route(app, c.banWords, (request) => banWordsPage(ctx.db, request.query));
    route(app, c.report, (request) =>
      reportMessage(ctx, signedIn(request), request.params.id, request.body.reason ?? null),
    );
    route(app, c.hideMessage, (request) =>
      hideMessage(ctx, signedIn(request), request.params.id, request.body.isHidden),
    );
    route(app, c.hideUserMessages, (request) =>
      hideUserMessages(ctx, signedIn(request), request.params.id, request.params.userId, request.body.isHidden),
    );
    route(app, c.bans, (request) => listBans(ctx, signedIn(request), request.params.id));
    route(app, c.ban, (request) => banUser(ctx, signedIn(request), request.params.id, request.body));
    route(app, c.unban, (request) => unbanUser(ctx, signedIn(request), request.params.id, request.params.userId));
    route(app, c.updateSettings, (request) => updateSettings(ctx, signedIn(request), request.params.id, request.body));
    route(app, c.reports, (request) => listReports(ctx, signedIn(request), request.query));
    route(app, c.resolveReport, (request) =>
      resolveReport(ctx, signedIn(request), request.params.id, request.body.status),
    );
    route(app, c.moderatedLessons, (request) => moderatedLessons(ctx, signedIn(request)));
  };
}
