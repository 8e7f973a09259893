/** What a web push carries (helper "push": `PushPayloadSchema` in packages/contract/src/webpush/). */
export interface PushPayload {
  title: string;
  body: string;
  /** Where a click leads: a path of this site (other origins are not opened). */
  url: string;
  tag?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The payload of a push event, or null when it is not ours: nothing is shown then. */
export function readPushPayload(data: { json(): unknown } | null): PushPayload | null {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (!isText(title) || !isText(body) || !isText(url)) return null;
  return { title, body, url, tag: isText(tag) ? tag : undefined };
}
