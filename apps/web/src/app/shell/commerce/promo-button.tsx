import { Suspense, useEffect, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isCoarsePointer } from '../../../shared/lib/pointer';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import { whenIdle } from '../../../shared/lib/when-idle';
import { useDeferredPopover } from '../../../shared/ui/deferred/use-deferred-popover';
import { useUser } from '../../../shared/session/session-store';
import { useRouteMeta } from '../../router/use-page-meta';
import { promoFlags } from './promo-flags';
import './i18n';

/**
 * Where the popover may open by itself (issue 8): the catalog and the student's subjects, where a
 * code gives a discount or a course. Never over payment pages (spec 2 §2: onboarding is ignored
 * there), nor over the home page's balance bar.
 */
const PromoPopover = lazyComponent(() => import('./promo-popover'), 'PromoPopover');

export const PROMO_AUTO_OPEN_ROUTES: readonly string[] = ['Catalog', 'MyProductTypes'];

/**
 * Spec 3 §2, §4 promo-code button: a red dot until clicked once; the popover opens by itself once
 * for a new profile. One field takes either kind of code (a coupon product or a cart discount).
 */
export function PromoButton() {
  const { t } = useTranslation();
  const user = useUser();
  const routeName = useRouteMeta().name;
  const isNewStudent = user?.role === 'STUDENT_ROLE' && Boolean(user.student?.isNew);
  const { opened, setOpened, mounted } = useDeferredPopover(PromoPopover.preload);
  // Focus moves into the popover only when the student opened it, and not on a phone: a focused
  // input raises the keyboard over the page.
  const [trapFocus, setTrapFocus] = useState(false);
  const [dot, setDot] = useState(() => !promoFlags.clicked());

  useEffect(() => {
    if (!isNewStudent || !routeName || !PROMO_AUTO_OPEN_ROUTES.includes(routeName) || promoFlags.autoOpened()) return;
    // Once the page has settled: placing a popover over a page still being laid out was most of a
    // phone's longest task on the catalog (issue 8). Leaving first does not spend the chance.
    return whenIdle(() => {
      promoFlags.markAutoOpened();
      setTrapFocus(false);
      setOpened(true);
    }, 3_000);
  }, [isNewStudent, routeName, setOpened]);

  if (user?.role !== 'STUDENT_ROLE') return null;
  const toggle = () => {
    promoFlags.markClicked();
    setDot(false);
    setTrapFocus(!isCoarsePointer());
    setOpened((value) => !value);
  };
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={40}
      radius="xl"
      onClick={toggle}
      aria-label={t('headerPromo.open')}
      aria-expanded={opened}
      aria-haspopup="dialog"
      data-onboarding="coupons"
    >
      <IconTicket size={22} />
    </ActionIcon>
  );
  return (
    <Indicator disabled={!dot} color="red" size={10} offset={6} inline processing={false}>
      {mounted ? (
        <Suspense fallback={button}>
          <PromoPopover opened={opened} onChange={setOpened} trapFocus={trapFocus} target={button} />
        </Suspense>
      ) : (
        button
      )}
    </Indicator>
  );
}
