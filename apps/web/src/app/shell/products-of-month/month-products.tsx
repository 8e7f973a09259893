import { useId, useState } from 'react';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../../shared/cart/use-add-to-cart';
import { appSettings } from '../../../shared/config/app-settings';
import { currentYearMonth, firstDayIso, type YearMonth } from '../../../shared/lib/zoned-month';
import { GoalCards } from './goal-cards';
import { useMonthMenu, type MonthMenu, type MonthProduct } from './month-menu-query';
import { MonthNavigator } from './month-navigator';
import { stepMonth, visibleEntries } from './month-window';
import { PurchasedEntry, RenewalEntry } from './product-entry';
import { usePhone } from '../../../shared/ui/use-phone';

type Entry = { kind: 'purchased' | 'renewal'; product: MonthProduct };

const entriesOf = (menu: MonthMenu): Entry[] => [
  ...menu.productsPurchased.map((product) => ({ kind: 'purchased' as const, product })),
  ...menu.productsRenewal.map((product) => ({ kind: 'renewal' as const, product })),
];

function MonthEntries({ menu, visible, onNavigate }: { menu: MonthMenu; visible: YearMonth; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const mobile = usePhone();
  const addToCart = useAddToCart();
  const entries = entriesOf(menu);
  const { shown, more } = visibleEntries(entries, expanded);
  return (
    <Stack gap={6}>
      {entries.length === 0 && (
        <Text size="sm" c="dimmed" px={8}>
          {t('monthProducts.empty')}
        </Text>
      )}
      {shown.map(({ kind, product }) =>
        kind === 'purchased' ? (
          <PurchasedEntry key={`p${product.id}`} product={product} onNavigate={onNavigate} />
        ) : (
          <RenewalEntry
            key={`r${product.id}`}
            product={product}
            mobile={mobile}
            adding={addToCart.isPending && addToCart.variables?.product === product.id}
            onRenew={() => addToCart.mutate({ product: product.id })}
          />
        ),
      )}
      {more > 0 && (
        <Anchor component="button" type="button" size="sm" fw={600} px={8} ta="start" onClick={() => setExpanded(true)}>
          {t('monthProducts.more', { count: more })}
        </Anchor>
      )}
      {menu.umitsGoal && <GoalCards goal={menu.umitsGoal} visible={visible} onNavigate={onNavigate} />}
    </Stack>
  );
}

/** Spec 3 §2 products-of-month block: a month navigator and that month's entries. */
export function MonthProducts({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  // Spec 2 §1: "this month" is the deployment's, not the browser's.
  const [current] = useState(() => currentYearMonth(appSettings().timeZone));
  const [visible, setVisible] = useState(current);
  const menu = useMonthMenu(visible);
  const titleId = useId();

  const body = () => {
    if (menu.isError)
      return (
        <Text size="sm" c="red" px={8} role="alert">
          {t('monthProducts.failed')}
        </Text>
      );
    if (menu.isPending) return <Skeleton height={96} radius="md" aria-busy="true" />;
    if (!menu.data)
      return (
        <Text size="sm" c="dimmed" px={8}>
          {t('monthProducts.empty')}
        </Text>
      );
    // Keyed by month: another month starts collapsed again.
    return <MonthEntries key={firstDayIso(visible)} menu={menu.data} visible={visible} onNavigate={onNavigate} />;
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Text id={titleId} size="xs" c="dimmed" fw={600} tt="uppercase" px={8}>
        {t('monthProducts.title')}
      </Text>
      <MonthNavigator
        current={current}
        visible={visible}
        onStep={(delta) => setVisible(stepMonth(current, visible, delta))}
        onToCurrent={() => setVisible(current)}
      />
      {body()}
    </Stack>
  );
}
