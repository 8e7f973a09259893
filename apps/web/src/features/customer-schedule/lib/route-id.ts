/** A path id as a number; anything else (not digits, out of range) is null and the page says not found. */
export function routeId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
