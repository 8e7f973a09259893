import { clientLecturesHref, clientOverviewHref, clientPersonalWorksHref } from '../../../shared/config/paths';

/** The tabs of the client area (issue 12): overview, personal works, lectures. */
export const CLIENT_AREA_TABS = ['overview', 'personal-works', 'lectures'] as const;
export type ClientAreaTab = (typeof CLIENT_AREA_TABS)[number];

const HREFS: Record<ClientAreaTab, (clientId: number) => string> = {
  overview: clientOverviewHref,
  'personal-works': clientPersonalWorksHref,
  lectures: clientLecturesHref,
};

export const clientAreaTabHref = (tab: ClientAreaTab, clientId: number): string => HREFS[tab](clientId);
