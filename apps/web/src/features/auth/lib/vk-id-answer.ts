import { z } from 'zod';

/** The query VK ID sends back: a JSON `payload` (the SDK's redirect mode) or plain params (OAuth 2.1 redirect). */
export interface VkIdSearch {
  payload?: unknown;
  code?: string;
  device_id?: string;
  state?: string;
}

export interface VkIdAnswer {
  code?: string;
  deviceId?: string;
  state?: string;
}

const text = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);
const PayloadSchema = z.object({ code: text, device_id: text, state: text });

function parsePayload(payload: unknown): z.infer<typeof PayloadSchema> | null {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = PayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The router may hand `payload` over already parsed from JSON, or as text. */
export function readVkIdAnswer(search: VkIdSearch): VkIdAnswer {
  const payload = search.payload === undefined ? null : parsePayload(search.payload);
  const source = payload ?? search;
  return { code: source.code || undefined, deviceId: source.device_id || undefined, state: source.state || undefined };
}
