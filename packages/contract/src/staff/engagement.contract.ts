import { endpoint } from '../endpoint.js';
import { IdParams, paginated } from '../common.js';
import { ENGAGEMENT_STAFF } from '../roles.js';
import { FlagChangeSchema } from '../flags/flags.contract.js';
import {
  EngagementOptionsSchema,
  FlagKeyParams,
  ModalActivationSchema,
  ModalCreateSchema,
  ModalResultsSchema,
  ModalUpdateSchema,
  StaffFlagSchema,
  StaffModalSchema,
  StaffModalsQuerySchema,
} from './engagement.schema.js';

const tag = 'staff-engagement';
const roles = ENGAGEMENT_STAFF;

/** The staff console's engagement area (issue 16, docs/staff-engagement.md): every write is audited. */
export const staffEngagementContract = {
  modals: endpoint({
    method: 'GET',
    path: '/staff/engagement/modals/',
    summary: 'Global modals and corner polls, last edited first; filter by style and state, search by title',
    tag,
    roles,
    query: StaffModalsQuerySchema,
    response: paginated(StaffModalSchema),
  }),
  options: endpoint({
    method: 'GET',
    path: '/staff/engagement/options/',
    summary: 'What a modal can be aimed at: variants, class years, product types',
    tag,
    roles,
    response: EngagementOptionsSchema,
  }),
  modal: endpoint({
    method: 'GET',
    path: '/staff/engagement/modals/:id/',
    summary: 'One modal with its polls',
    tag,
    roles,
    params: IdParams,
    response: StaffModalSchema,
  }),
  createModal: endpoint({
    method: 'POST',
    path: '/staff/engagement/modals/',
    summary: 'Create a modal or a corner poll (inactive unless stated), with targeting and dates',
    tag,
    roles,
    body: ModalCreateSchema,
    response: StaffModalSchema,
    status: 201,
  }),
  updateModal: endpoint({
    method: 'PATCH',
    path: '/staff/engagement/modals/:id/',
    summary: 'Edit a modal; its polls only until the first answer',
    tag,
    roles,
    params: IdParams,
    body: ModalUpdateSchema,
    response: StaffModalSchema,
  }),
  setModalActive: endpoint({
    method: 'POST',
    path: '/staff/engagement/modals/:id/activation/',
    summary: 'Activate or deactivate a modal',
    tag,
    roles,
    params: IdParams,
    body: ModalActivationSchema,
    response: StaffModalSchema,
  }),
  results: endpoint({
    method: 'GET',
    path: '/staff/engagement/modals/:id/results/',
    summary: "A modal's poll results: answers per option, ratings, the latest written answers",
    tag,
    roles,
    params: IdParams,
    response: ModalResultsSchema,
  }),
  flags: endpoint({
    method: 'GET',
    path: '/staff/engagement/flags/',
    summary: 'Feature flags with their default value, GrowthBook rules and description',
    tag,
    roles,
    // GrowthBook's keys and the attribute names in rule conditions travel as they are (docs/flags.md).
    rawCase: true,
    response: StaffFlagSchema.array(),
  }),
  updateFlag: endpoint({
    method: 'PUT',
    path: '/staff/engagement/flags/:key/',
    summary: 'Change a feature flag (value, rules, description), audited; open pages get it through the stream',
    tag,
    roles,
    rawCase: true,
    params: FlagKeyParams,
    body: FlagChangeSchema,
    response: StaffFlagSchema,
  }),
};
