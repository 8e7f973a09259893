import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdSchema, OkSchema } from '../common.js';
import { SIGNED_IN } from '../roles.js';

const tag = 'core';

export const SiteLanguageSchema = z.object({ code: z.enum(['ru', 'kk', 'en']), title: z.string() });
export const ClassYearSchema = z.object({ id: z.number().int(), title: z.string(), value: z.number().int() });
export const ClassTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.object({ base: z.string(), toxic: z.string() }),
  classYears: z.array(z.number().int()),
});
/** Spec 1 §3 public document links. */
export const PublicDocumentsSchema = z.object({
  termsOfUse: z.string(),
  politics: z.string(),
  oferta: z.string(),
  apartmentLottery: z.string(),
  mailing: z.string(),
});
export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  linkText: z.string().nullable(),
  color: z.string(),
});

export type SiteLanguage = z.infer<typeof SiteLanguageSchema>;
export type ClassType = z.infer<typeof ClassTypeSchema>;
export type ClassYear = z.infer<typeof ClassYearSchema>;
export type PublicDocuments = z.infer<typeof PublicDocumentsSchema>;
export type Banner = z.infer<typeof BannerSchema>;

export const coreContract = {
  siteLanguages: endpoint({
    method: 'GET',
    path: '/v1/multilingual/site-languages/',
    summary: 'Interface languages offered by this deployment',
    tag,
    response: z.array(SiteLanguageSchema),
  }),
  classTypes: endpoint({
    method: 'GET',
    path: '/v2/core/class-types/',
    summary: 'Subjects, optionally only those taught in one class year',
    tag,
    query: z.object({ classYear: z.coerce.number().int().positive().optional() }),
    response: z.array(ClassTypeSchema),
  }),
  classYears: endpoint({
    method: 'GET',
    path: '/v2/core/class-years/',
    summary: 'School years the platform teaches',
    tag,
    response: z.array(ClassYearSchema),
  }),
  publicDocuments: endpoint({
    method: 'GET',
    path: '/settings/documents/public/',
    summary: 'Links to the public legal documents',
    tag,
    response: PublicDocumentsSchema,
  }),
  banners: endpoint({
    method: 'GET',
    path: '/core/banner/',
    summary: 'Active banners the caller has not closed',
    tag,
    roles: SIGNED_IN,
    response: z.array(BannerSchema),
  }),
  closeBanner: endpoint({
    method: 'POST',
    path: '/core/banner/close/',
    summary: 'Close a banner for the caller',
    tag,
    roles: SIGNED_IN,
    body: z.object({ id: IdSchema }),
    response: OkSchema,
  }),
};
