import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { Redis } from 'ioredis';
import { contract } from '@school/contract';
import type { Config } from './config.js';
import { serverPath } from './paths.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { AccessTokens } from './plugins/access-token.js';
import { registerAuthGuard } from './plugins/auth-guard.js';
import { frameworkErrors, registerErrorHandlers } from './plugins/errors.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { API_BODY_LIMIT, registerJsonBody } from './plugins/json-body.js';
import { buildOpenApi, registerOpenApi } from './plugins/openapi.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './plugins/rate-limiter.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerMedia } from './plugins/media.js';
import { registerHealth } from './plugins/health.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { VkIdProvider } from './modules/auth/oauth/vk-id.js';
import type { OAuthProvider } from './modules/auth/oauth/oauth-provider.js';
import { coreRoutes } from './modules/core/core.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { getOrCreateSecret } from './modules/settings/settings.service.js';
import { flagsRoutes } from './modules/flags/flags.routes.js';
import { studentsRoutes } from './modules/students/students.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { cpaRoutes } from './modules/cpa/cpa.routes.js';
import { messagingRoutes } from './modules/messaging/messaging.routes.js';
import { tutorRoutes } from './modules/tutor/tutor.routes.js';
import { managerRoutes } from './modules/manager/manager.routes.js';
import { tutoringRoutes } from './modules/tutoring/tutoring.routes.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { lessonsRoutes } from './modules/lessons/lessons.routes.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import { levelTestsRoutes } from './modules/level-tests/level-tests.routes.js';
import { apartmentLotteryRoutes } from './modules/apartment-lottery/apartment-lottery.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { staffContentRoutes } from './modules/staff-content/staff-content.routes.js';
import { staffCommerceRoutes } from './modules/staff-commerce/staff-commerce.routes.js';
import { staffPeopleRoutes } from './modules/staff-people/staff-people.routes.js';
import { staffDashboardRoutes } from './modules/staff-dashboard/staff-dashboard.routes.js';
import { staffEngagementRoutes } from './modules/staff-engagement/staff-engagement.routes.js';
import { staffTasksRoutes } from './modules/staff-tasks/staff-tasks.routes.js';
import { rewardsRoutes } from './modules/rewards/rewards.routes.js';
import { resultsRoutes } from './modules/results/results.routes.js';
import { paymentRoutes } from './modules/payment/payment.routes.js';
import { webhookRoutes } from './modules/payment/webhooks.routes.js';
import { Providers } from './modules/payment/providers/registry.js';
import { httpNotifier, type SandboxNotifier } from './modules/payment/providers/sandbox.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { streakRoutes } from './modules/streak/streak.routes.js';
import { modalsRoutes } from './modules/modals/modals.routes.js';
import { memoryCardsRoutes } from './modules/memory-cards/memory-cards.routes.js';
import { trainingRoutes } from './modules/training/training.routes.js';
import { OutboxMessenger, type Messenger } from './modules/messaging/messenger.js';
import { SmtpMessenger } from './modules/messaging/smtp-messenger.js';
import { ensureAuthClients } from './modules/auth/auth-clients.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { homeworkRoutes } from './modules/homework/homework.routes.js';
import { chatStylingRoutes } from './modules/chat-styling/chat-styling.routes.js';
import { chatRoomsRoutes } from './modules/chat-rooms/chat-rooms.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { lecturesRoutes } from './modules/lectures/lectures.routes.js';
import { individualProgramRoutes } from './modules/individual-program/individual-program.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { webPushRoutes } from './modules/webpush/webpush.routes.js';
import { telegramRoutes } from './modules/telegram/telegram.routes.js';
import { fileStorage } from './storage/storage.js';
import { LocalStorage } from './storage/local-storage.js';
import { Realtime } from './realtime/realtime.js';
import { JobQueue } from './jobs/job-queue.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { registerNotificationJobs } from './modules/notifications/notifications.jobs.js';

export const API_PREFIX = '/api';
const defaultWebDist = serverPath('..', 'web', 'dist');

function oauthProviders(config: Config): OAuthProvider[] {
  if (!config.VK_ID_CLIENT_ID) return [];
  return [new VkIdProvider(config.VK_ID_CLIENT_ID, config.VK_ID_CLIENT_SECRET, config.VK_ID_BASE_URL)];
}

/** The outbox is the local default; SMTP sends e-mail when configured. */
function messenger(config: Config, database: Database): Messenger {
  const outbox = new OutboxMessenger(database.db);
  return config.SMTP_URL ? new SmtpMessenger(config.SMTP_URL, config.MAIL_FROM, outbox) : outbox;
}

/** What tests may replace: the sandbox provider reaches our webhook through `inject` instead of HTTP. */
export interface AppOptions {
  sandboxNotifier?: SandboxNotifier;
}

/** The whole server as one Fastify instance; tests drive it with `inject`, server.ts listens. */
export async function buildApp(config: Config, database: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Only the configured proxies may say who the client is (TRUST_PROXY, docs/security.md).
    trustProxy: config.trustProxy,
    bodyLimit: API_BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
  });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false }) : undefined;
  const rateLimiter: RateLimiter = redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
  const jwtSecret = config.JWT_SECRET ?? (await getOrCreateSecret(database.db, 'jwt'));
  const accessTokens = new AccessTokens(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const ctx: AppContext = {
    config,
    db: database.db,
    accessTokens,
    rateLimiter,
    messenger: messenger(config, database),
    storage: fileStorage(config),
    realtime: new Realtime(app.server, accessTokens, { url: config.REDIS_URL, channel: config.REALTIME_CHANNEL }),
    jobs: new JobQueue(database),
    log: app.log,
  };
  await ensureAuthClients(ctx);
  const oauth = oauthProviders(config);

  app.decorate('appConfig', config);
  app.decorate('jobs', ctx.jobs);
  registerNotificationJobs(ctx);
  registerErrorHandlers(app);
  registerJsonBody(app);
  registerSecurityHeaders(app, config);
  registerAuthGuard(app, ctx.accessTokens);
  registerHealth(app, database);

  await app.register(
    async (api) => {
      // API answers only (the web app's files are compressed at build time, plugins/web-app.ts):
      // brotli or gzip above 1 KiB. Compressed request bodies are not taken (no inflating strangers' zips).
      await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
      authRoutes(api, ctx, oauth);
      coreRoutes(api, ctx);
      settingsRoutes(api, ctx);
      flagsRoutes(api, ctx);
      studentsRoutes(api, ctx);
      analyticsRoutes(api, ctx);
      cpaRoutes(api, ctx);
      messagingRoutes(api, ctx);
      tutorRoutes(api, ctx);
      lecturesRoutes(api, ctx);
      individualProgramRoutes(api, ctx);
      onboardingRoutes(api, ctx);
      managerRoutes(api, ctx);
      tutoringRoutes(api, ctx);
      coursesRoutes(api, ctx);
      lessonsRoutes(api, ctx);
      scheduleRoutes(api, ctx);
      catalogRoutes(api, ctx);
      productsRoutes(api, ctx);
      cartRoutes(api, ctx);
      referralRoutes(api, ctx);
      levelTestsRoutes(api, ctx);
      apartmentLotteryRoutes(api, ctx);
      staffRoutes(api, ctx);
      staffContentRoutes(api, ctx);
      staffCommerceRoutes(api, ctx);
      staffPeopleRoutes(api, ctx);
      staffDashboardRoutes(api, ctx);
      staffEngagementRoutes(api, ctx);
      staffTasksRoutes(api, ctx);
      rewardsRoutes(api, ctx);
      resultsRoutes(api, ctx);
      const providers = new Providers(config);
      paymentRoutes(api, ctx, { providers, notifier: options.sandboxNotifier ?? httpNotifier(config) });
      await api.register(webhookRoutes(ctx, providers));
      documentsRoutes(api, ctx);
      subscriptionsRoutes(api, ctx);
      streakRoutes(api, ctx);
      modalsRoutes(api, ctx);
      memoryCardsRoutes(api, ctx);
      trainingRoutes(api, ctx);
      chatStylingRoutes(api, ctx);
      await api.register(profileRoutes(ctx, oauth));
      await api.register(homeworkRoutes(ctx));
      await api.register(chatRoomsRoutes(ctx));
      await api.register(chatRoutes(ctx));
      notificationsRoutes(api, ctx);
      webPushRoutes(api, ctx);
      await api.register(telegramRoutes(ctx));
    },
    { prefix: API_PREFIX },
  );
  if (config.apiDocs) registerOpenApi(app, buildOpenApi(contract, API_PREFIX));
  await registerMedia(app);
  if (ctx.storage instanceof LocalStorage) await ctx.storage.serve(app);
  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);

  app.addHook('onClose', () => ctx.jobs.stop());
  app.addHook('onClose', async () => {
    await ctx.realtime.close();
    redis?.disconnect();
  });
  return app;
}
