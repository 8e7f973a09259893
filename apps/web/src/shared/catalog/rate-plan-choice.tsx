import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { RatePlan } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../cart/money';
import { byOrder } from './product-offer';
import './i18n';

interface RatePlanChoiceProps {
  ratePlans: readonly RatePlan[];
  value: number | undefined;
  onChange: (id: number) => void;
}

/**
 * The rate plan of a product (issue 8): each option with its price, and under the choice what the
 * chosen plan gives — the plans' contents by system name (docs/decisions.md), none for a name we
 * do not describe. Nothing to choose with a single plan.
 */
export function RatePlanChoice({ ratePlans, value, onChange }: RatePlanChoiceProps) {
  const { t } = useTranslation();
  if (ratePlans.length < 2) return null;
  const plans = byOrder(ratePlans);
  const chosen = plans.find((plan) => plan.id === value);
  const features = chosen ? t(`productCard.ratePlanFeatures.${chosen.sysName}`, { defaultValue: '' }) : '';
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={t('productCard.ratePlan')}
        fullWidth
        size="xs"
        radius="md"
        value={String(value)}
        onChange={(next) => onChange(Number(next))}
        data={plans.map((plan) => ({
          value: String(plan.id),
          label: (
            <Stack gap={0} align="center">
              <span>{plan.title}</span>
              <Text span size="xs" fw={700}>
                {money(plan.price)}
              </Text>
            </Stack>
          ),
        }))}
      />
      {features && (
        <Text size="xs" c="dimmed">
          {features}
        </Text>
      )}
    </Stack>
  );
}
