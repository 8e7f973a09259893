/**
 * Spec 1 §3, spec 3 §7: the marketing params stored on arrival, as they appear in the URL. Without
 * zod, so the web app's start can read the list without loading the schemas (issue 8).
 */
export const MARKETING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'cl_uid',
  'admitad_uid',
  'advcake_params',
  'cpa_expiration_date',
] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];
export type MarketingParams = Partial<Record<MarketingParam, string>>;
