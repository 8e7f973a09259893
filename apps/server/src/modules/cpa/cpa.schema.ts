import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * CPA markers (spec 3 §7): the marketing params of spec 1 §3 a visitor arrived with, one row per
 * sending, tied to the user when signed in, so a partner's conversion can be attributed.
 */
export const cpaMarkers = pgTable(
  'cpa_markers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    clUid: text('cl_uid'),
    admitadUid: text('admitad_uid'),
    advcakeParams: text('advcake_params'),
    cpaExpirationDate: text('cpa_expiration_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cpa_markers_user_idx').on(t.userId, t.createdAt)],
);
