import { CHAT_MODERATORS } from '@school/contract';
import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page, searchPage } from './page-route';
import { oneOf, positiveInt, searchSchema } from './search';

/** Issue 11: the chat moderator's lessons and the queue of reported messages. */
export const moderationRoutes = [
  page({
    path: paths.moderation,
    name: 'ChatModeration',
    title: 'routes.moderation',
    roles: CHAT_MODERATORS,
    layout: 'main',
    component: lazyPage(() => import('../../features/chat-moderation/pages/moderation-page'), 'ModerationPage'),
  }),
  searchPage({
    path: paths.moderationReports,
    name: 'ChatModerationReports',
    title: 'routes.moderationReports',
    roles: CHAT_MODERATORS,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.moderation', to: paths.moderation }],
    // No status is the open reports: what waits for a decision (literal lists: the route table loads no contract).
    validateSearch: searchSchema({
      status: oneOf(['hidden', 'dismissed', 'all']),
      lesson: positiveInt,
      page: positiveInt,
    }),
    component: lazyPage(() => import('../../features/chat-moderation/pages/reports-page'), 'ReportsPage'),
  }),
];
