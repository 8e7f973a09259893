import { and, eq, type Column, type SQL } from 'drizzle-orm';
import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { aimedAtOneOf, insideWindow } from '../../db/targeting.js';
import { findProfileDetails } from '../profile/profile.service.js';

/** The columns both banner tables have that decide whom a banner shows to (docs/staff-engagement.md "Banners"). */
interface ShownColumns {
  isActive: Column;
  startsAt: Column;
  endsAt: Column;
  variants: Column;
  classYearIds: Column;
}

/** Who reads the banners: the platform's variant, their class year (null: none chosen) and the time of the read. */
export interface BannerViewer {
  userId: number;
  variant: Variant;
  classYearId: number | null;
  now: Date;
}

/** The viewer as the banner filter sees them (one lookup by the profile's key). */
export async function bannerViewer(db: Tx, userId: number, variant: Variant): Promise<BannerViewer> {
  const details = await findProfileDetails(db, userId);
  return { userId, variant, classYearId: details?.classYearId ?? null, now: new Date() };
}

/** Active, inside its window and aimed at the viewer: a viewer with no class year sees only banners without that target. */
export const bannerShownTo = (table: ShownColumns, viewer: BannerViewer): SQL =>
  and(
    eq(table.isActive, true),
    insideWindow(table.startsAt, table.endsAt, viewer.now),
    aimedAtOneOf(table.variants, viewer.variant),
    aimedAtOneOf(table.classYearIds, viewer.classYearId),
  )!;
