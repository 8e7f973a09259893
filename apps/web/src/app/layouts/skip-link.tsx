import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id every layout gives its `<main>`. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus into the page itself; the router would otherwise treat the hash as a navigation. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** WCAG 2.4.1: the first tab stop of every layout skips the header and the menus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={focusMain}>
      {t('common.skipToContent')}
    </a>
  );
}
