import type { ReactNode } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconTicket, IconUserPlus, IconX } from '@tabler/icons-react';
import type { Cart } from '@school/contract';
import { useTranslation } from 'react-i18next';
import type { CartActions } from '../hooks/use-cart-actions';
import '../i18n';

function DiscountRow({
  icon,
  label,
  removeLabel,
  onRemove,
  removing,
}: {
  icon: ReactNode;
  label: string;
  removeLabel: string;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={6} wrap="nowrap" miw={0}>
        {icon}
        <Text size="sm" fw={500} c="teal" truncate>
          {label}
        </Text>
      </Group>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={onRemove}
        disabled={removing}
        aria-label={removeLabel}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** Spec 2 §4: a promo code or a referral discount, shown only when applied, each removable; the amount is the summary's. */
export function AppliedDiscounts({ cart, actions }: { cart: Cart; actions: CartActions }) {
  const { t } = useTranslation();
  return (
    <>
      {cart.coupon && (
        <DiscountRow
          icon={<IconTicket size={16} aria-hidden />}
          label={t('cart.discounts.coupon', { value: cart.coupon.value })}
          removeLabel={t('cart.discounts.removeCoupon')}
          onRemove={() => actions.removeCoupon.mutate()}
          removing={actions.removeCoupon.isPending}
        />
      )}
      {cart.referralProgram && (
        <DiscountRow
          icon={<IconUserPlus size={16} aria-hidden />}
          label={t('cart.discounts.referral')}
          removeLabel={t('cart.discounts.removeReferral')}
          onRemove={() => actions.removeReferral.mutate()}
          removing={actions.removeReferral.isPending}
        />
      )}
    </>
  );
}
