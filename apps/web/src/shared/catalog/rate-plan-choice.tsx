import { Stack, Text } from '@mantine/core';
import type { RatePlan } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { byOrder } from './product-offer';
import { ChoiceCards } from './choice-cards';
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
      <ChoiceCards label={t('productCard.ratePlan')} options={plans} value={value} onChange={onChange} />
      {features && (
        <Text size="xs" c="dimmed">
          {features}
        </Text>
      )}
    </Stack>
  );
}
