import type { ModalAction } from '@school/contract';

/**
 * The modal actions entering a route fires (spec 1 §3 action list), by route name: the one table
 * for them. LANGUAGE is fired by the language switch, the done/paid actions by their features.
 * `itemParam` names the route param that is the item (the lesson of LESSON).
 */
export const ROUTE_ACTIONS: Readonly<Record<string, { action: ModalAction; itemParam?: string }>> = {
  Home: { action: 'MAIN' },
  Catalog: { action: 'SHOP' },
  StudentSchedule: { action: 'TIMETABLE' },
  HomeworkList: { action: 'HOMEWORK' },
  Loyalty: { action: 'ACHIEVEMENT' },
  MyProductTypes: { action: 'MY_PRODUCT' },
  Lesson: { action: 'LESSON', itemParam: 'lessonId' },
};

/** The event entering this route fires, if any. */
export function routeEvent(
  routeName: string | undefined,
  params: Readonly<Record<string, unknown>>,
): { action: ModalAction; itemId: number | null } | null {
  const entry = routeName === undefined ? undefined : ROUTE_ACTIONS[routeName];
  if (!entry) return null;
  const raw = entry.itemParam ? Number(params[entry.itemParam]) : NaN;
  return { action: entry.action, itemId: Number.isInteger(raw) && raw > 0 ? raw : null };
}
