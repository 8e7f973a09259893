import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { shiftAnchor, todayIn, type DayKey, type Range } from '../lib/calendar';
import { rangeFromSplat, resolveView, toSearch, type ScheduleView, type TimetableType } from '../lib/schedule-search';

const route = getRouteApi(paths.schedule);

export interface ScheduleNavigation {
  view: ScheduleView;
  today: DayKey;
  previous: () => void;
  next: () => void;
  goToday: () => void;
  setRange: (range: Range) => void;
  setType: (type: TimetableType) => void;
  openDay: (day: DayKey) => void;
}

/**
 * The schedule's view lives in the URL (spec 2 §2): the range in the path, year, month, day and
 * type in the query. Every move writes the URL; the data follows it.
 */
export function useScheduleView(): ScheduleNavigation {
  const navigate = useNavigate();
  const { _splat: splat } = route.useParams();
  const search = route.useSearch();
  const today = todayIn(appSettings().timeZone);
  const view = resolveView(rangeFromSplat(splat), search, today);
  const go = (next: ScheduleView) =>
    void navigate({ to: paths.schedule, params: { _splat: next.range }, search: toSearch(next) });
  return {
    view,
    today,
    previous: () => go({ ...view, anchor: shiftAnchor(view.range, view.anchor, -1) }),
    next: () => go({ ...view, anchor: shiftAnchor(view.range, view.anchor, 1) }),
    goToday: () => go({ ...view, anchor: today }),
    setRange: (range) => go({ ...view, range }),
    setType: (type) => go({ ...view, type }),
    openDay: (day) => go({ ...view, range: 'day', anchor: day }),
  };
}
