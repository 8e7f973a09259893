import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA_TABS, clientAreaTabHref, type ClientAreaTab } from '../lib/client-area-tabs';
import classes from './client-area-tabs.module.css';
import '../i18n';

/** Links, not ARIA tabs: every tab is a page of its own that a tutor may open in a new window. */
export function ClientAreaTabs({ clientId, active }: { clientId: number; active: ClientAreaTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tutorClientArea.tabsLabel')} className={classes.tabs}>
      {CLIENT_AREA_TABS.map((tab) => (
        <Link
          key={tab}
          // The personal-works routes belong to another feature's route file: the path is known only at run time.
          to={clientAreaTabHref(tab, clientId) as never}
          className={classes.tab}
          aria-current={tab === active ? 'page' : undefined}
          activeOptions={{ exact: true }}
        >
          {t(`tutorClientArea.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
