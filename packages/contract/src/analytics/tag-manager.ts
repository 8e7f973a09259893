/** Spec 2 §5: a tag-manager id is GTM- followed by digits or capitals. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[0-9A-Z]+$/;

export function isTagManagerId(value: string | null | undefined): value is string {
  return typeof value === 'string' && TAG_MANAGER_ID_PATTERN.test(value);
}
