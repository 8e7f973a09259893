import { paths } from '../../shared/config/paths';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Students and the curators who answer them (spec 3 §3). */
const ROOM_USERS = ['STUDENT_ROLE', 'CURATOR_ROLE', 'HEAD_CURATOR'] as const;
const roomsPage = lazyPage(() => import('../../features/chat-rooms/pages/chat-rooms-page'), 'ChatRoomsPage');

/** Issue 11: the curator rooms. One page: the list, and beside it (below it on a phone) the open room. */
export const chatRoomsRoutes = [
  page({
    path: paths.chatRooms,
    name: 'ChatRooms',
    hideSupportButton: true,
    title: 'routes.chatRooms',
    roles: ROOM_USERS,
    layout: 'main',
    component: roomsPage,
  }),
  page({
    path: paths.chatRoom,
    name: 'ChatRoom',
    hideSupportButton: true,
    title: 'routes.chatRoom',
    roles: ROOM_USERS,
    layout: 'main',
    breadcrumbs: [{ title: 'routes.chatRooms', to: paths.chatRooms }],
    component: roomsPage,
  }),
  // Spec 3 §6: the support manager's support rooms, on the same screen.
  page({
    path: paths.support,
    name: 'SupportChats',
    title: 'routes.supportChats',
    roles: ['SUPPORT_MANAGER'],
    layout: 'main',
    component: roomsPage,
  }),
  page({
    path: paths.supportRoom,
    name: 'SupportChat',
    title: 'routes.supportChat',
    roles: ['SUPPORT_MANAGER'],
    layout: 'main',
    breadcrumbs: [{ title: 'routes.supportChats', to: paths.support }],
    component: roomsPage,
  }),
];
