import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

const param = z.string().trim().min(1).max(200).optional();

/** The body of POST /v2/cpa/markers/ (camelCase here; snake_case on the wire like every body). */
export const CpaMarkersSchema = z.object({
  // Spec 3 §7: markers are sent only when utm_source is present.
  utmSource: z.string().trim().min(1).max(200),
  utmMedium: param,
  utmCampaign: param,
  utmTerm: param,
  utmContent: param,
  clUid: param,
  admitadUid: param,
  advcakeParams: z.string().trim().min(1).max(1000).optional(),
  cpaExpirationDate: z.string().trim().min(1).max(50).optional(),
});
export type CpaMarkers = z.infer<typeof CpaMarkersSchema>;

export const cpaContract = {
  markers: endpoint({
    method: 'POST',
    path: '/v2/cpa/markers/',
    summary: "Store the visitor's CPA markers (utm params), tied to the user when signed in; rate-limited per address",
    tag: 'cpa',
    status: 201,
    body: CpaMarkersSchema,
    response: z.object({}),
  }),
};
