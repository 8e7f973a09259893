import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeaturePlan } from '@school/contract';
import { CurrencyAmount, formatAmount } from '../../../shared/ui/currency/currency-amount';
import { LoadError } from '../../../shared/ui/load-error';
import { useFeaturePlans, usePurchase, type ItemKind } from '../api/chat-styling-api';
import type { PurchaseKeys } from '../hooks/use-purchase-keys';

export interface PlanChoice {
  kind: ItemKind;
  id: number;
  title: string;
}

interface PlanModalProps {
  item: PlanChoice;
  balance: number;
  keys: PurchaseKeys;
  onClose: () => void;
  onBought: (item: PlanChoice) => void;
}

function usePlanLabel() {
  const { t } = useTranslation();
  return (plan: FeaturePlan) =>
    `${plan.durationDays ? t('chatStyling.modal.days', { count: plan.durationDays }) : t('chatStyling.modal.forever')} — ${t('chatStyling.modal.price', { price: formatAmount(plan.price) })}`;
}

/** Spec 3 §7 feature plans: the terms of one colour or pack with their prices, against the balance. */
export function PlanModal({ item, balance, keys, onClose, onBought }: PlanModalProps) {
  const { t } = useTranslation();
  const plans = useFeaturePlans(item.kind, item.id);
  const purchase = usePurchase(item.kind);
  const label = usePlanLabel();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const plan = plans.data?.find((p) => p.id === chosenId) ?? plans.data?.[0];
  const missing = plan ? plan.price - balance : 0;

  const buy = () => {
    if (!plan) return;
    // The same attempt keeps its key: a retry after a lost answer cannot pay twice.
    const idempotencyKey = keys.keyFor(item.kind, item.id, plan.id);
    purchase.mutate(
      { featurePlanId: plan.id, idempotencyKey },
      {
        onSuccess: () => {
          keys.forget(item.kind, item.id, plan.id);
          onBought(item);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('chatStyling.modal.title', { title: item.title })} centered>
      <Stack gap="md">
        {plans.isPending && <Loader size="sm" mx="auto" aria-label={t('chatStyling.modal.plans')} />}
        {plans.isError && (
          <LoadError message={t('chatStyling.modal.plansFailed')} onRetry={() => void plans.refetch()} />
        )}
        {plans.data && (
          <Radio.Group
            label={t('chatStyling.modal.plans')}
            value={plan ? String(plan.id) : null}
            onChange={(value) => setChosenId(Number(value))}
          >
            <Stack gap="xs" mt="xs">
              {plans.data.map((p) => (
                <Radio key={p.id} value={String(p.id)} label={label(p)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('chatStyling.balance')}
          </Text>
          <CurrencyAmount currency="umcoins" value={balance} size="sm" />
        </Group>
        {missing > 0 && (
          <Alert color="yellow" variant="light">
            {t('chatStyling.modal.short', { missing: formatAmount(missing) })}
          </Alert>
        )}
        {purchase.isError && (
          <Alert color="red" variant="light" role="alert">
            {purchase.error.message || t('chatStyling.modal.failed')}
          </Alert>
        )}
        <Button onClick={buy} disabled={!plan || missing > 0} loading={purchase.isPending}>
          {t('chatStyling.modal.pay', { price: plan ? formatAmount(plan.price) : '' })}
        </Button>
      </Stack>
    </Modal>
  );
}
