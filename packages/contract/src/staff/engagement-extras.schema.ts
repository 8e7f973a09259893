import { z } from '../zod.js';
import { IdParam, IdSchema, PaginationQuery } from '../common.js';
import { VariantSchema } from '../settings/settings.contract.js';

/**
 * Banners in the console (docs/staff-engagement.md "Banners"): `site` banners show on the student's
 * home (`GET /core/banner/`), `product` banners in the catalog (`GET /products/banner/`).
 */
export const BANNER_KINDS = ['site', 'product'] as const;
export const BannerKindSchema = z.enum(BANNER_KINDS);
export type BannerKind = z.infer<typeof BannerKindSchema>;

/** The theme colours a banner may take (the student's pages also accept a `#rrggbb` colour). */
export const BANNER_COLORS = [
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'gray',
  'dark',
] as const;
export const BannerColorSchema = z.union([z.enum(BANNER_COLORS), z.string().regex(/^#[0-9a-fA-F]{6}$/)]);

export const StaffBannerSchema = z.object({
  id: z.number().int(),
  kind: BannerKindSchema,
  title: z.string(),
  text: z.string(),
  color: z.string(),
  /** Site banners only: a path in the app (`/schedule`) or an https address, and its button text. */
  link: z.string().nullable(),
  linkText: z.string().nullable(),
  /** Product banners only: the product type the banner leads to (null: none). */
  productTypeId: z.number().int().nullable(),
  isActive: z.boolean(),
  /** The window it shows in (null: open), ISO dates; it ends after it starts. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Its audience: the platform variants and class years it shows to (empty: everyone). */
  variants: z.array(VariantSchema),
  classYearIds: z.array(z.number().int()),
});
export type StaffBanner = z.infer<typeof StaffBannerSchema>;

export const BannerParams = z.object({ kind: BannerKindSchema });
export const BannerIdParams = z.object({ kind: BannerKindSchema, id: IdParam });

export const BANNER_ORDERINGS = ['-id', 'id'] as const;
export const StaffBannersQuerySchema = PaginationQuery.extend({
  active: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(BANNER_ORDERINGS).default('-id'),
});

/**
 * An app path or an http(s) address. Not `//host` nor `/\host`: a browser reads a backslash as a
 * slash, so both open another site.
 */
export const BannerLinkSchema = z.union([
  z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^\s\\]*$/),
  z.url({ protocol: /^https?$/ }).max(2000),
]);

const bannerFields = {
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(1000),
  color: BannerColorSchema.optional(),
  link: z
    .union([BannerLinkSchema, z.literal('')])
    .nullable()
    .optional(),
  linkText: z.string().trim().max(100).nullable().optional(),
  productTypeId: IdSchema.nullable().optional(),
  isActive: z.boolean().optional(),
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  variants: z.array(VariantSchema).max(10).optional(),
  classYearIds: z.array(IdSchema).max(50).optional(),
};
export const BannerCreateSchema = z.object(bannerFields);
export type BannerCreate = z.infer<typeof BannerCreateSchema>;
export const BannerUpdateSchema = z.object(bannerFields).partial();
export type BannerUpdate = z.infer<typeof BannerUpdateSchema>;
export const BannerActivationSchema = z.object({ isActive: z.boolean() });

/**
 * The referral programme's terms (docs/staff-engagement.md "Referral settings"): the friend's discount
 * on their first purchase and the referrer's bonus (minor units) once per friend who buys.
 */
export const ReferralSettingsSchema = z.object({
  friendDiscountPercent: z.number().int().min(1).max(90),
  referrerBonus: z.number().int().min(0).max(100_000_000),
});
export type ReferralSettings = z.infer<typeof ReferralSettingsSchema>;
export const StaffReferralSettingsSchema = ReferralSettingsSchema.extend({ currency: z.string() });
