import { useState, type ReactNode } from 'react';
import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productTypeLessonsHref } from '../../../shared/config/paths';
import { DeferredTooltip } from '../../../shared/ui/deferred/deferred-tooltip';
import type { MonthProduct } from './month-menu-query';
import classes from './product-entry.module.css';

function EntryBody({ product, locked }: { product: MonthProduct; locked?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" opacity={locked ? 0.65 : 1}>
      <Avatar src={product.avatar ?? product.teacher?.avatar} radius="md" size={36} color="indigo">
        {product.productType.title.charAt(0)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} lineClamp={2} lh={1.25} title={product.fullTitle}>
          {product.fullTitle}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {product.productType.courseType.sysCourseType.title}
        </Text>
      </Stack>
      {locked && <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />}
    </Group>
  );
}

/** A purchased entry opens the product type's lessons (spec 3 §2). */
export function PurchasedEntry({ product, onNavigate }: { product: MonthProduct; onNavigate: () => void }) {
  return (
    <UnstyledButton
      component={Link}
      to={productTypeLessonsHref(product.productType.id)}
      onClick={onNavigate}
      className={classes.entry}
    >
      <EntryBody product={product} />
    </UnstyledButton>
  );
}

interface RenewalEntryProps {
  product: MonthProduct;
  mobile: boolean;
  adding: boolean;
  onRenew: () => void;
}

const HINT_MS = 3000;

/**
 * Spec 3 §2: a renewal entry is locked; a click adds it to the cart. On wide screens the hint is a
 * hover tooltip; touch screens have no hover, so there the tap shows it for a few seconds.
 */
export function RenewalEntry({ product, mobile, adding, onRenew }: RenewalEntryProps): ReactNode {
  const { t } = useTranslation();
  const [hintShown, setHintShown] = useState(false);
  const click = () => {
    if (mobile) {
      setHintShown(true);
      window.setTimeout(() => setHintShown(false), HINT_MS);
    }
    onRenew();
  };
  return (
    <DeferredTooltip
      label={t('monthProducts.lockedHint')}
      multiline
      w={220}
      withArrow
      position={mobile ? 'bottom' : 'right'}
      opened={mobile ? hintShown : undefined}
    >
      <UnstyledButton
        onClick={click}
        disabled={adding}
        aria-label={t('monthProducts.renewLabel', { title: product.fullTitle })}
        aria-busy={adding || undefined}
        className={classes.entry}
        data-locked
      >
        <EntryBody product={product} locked />
      </UnstyledButton>
    </DeferredTooltip>
  );
}
