import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

export type PaymentMethod = 'card' | 'details';

/** Spec 2 §3 payment methods: by card online or by requisites. */
export function MethodToggle({ value, onChange }: { value: PaymentMethod; onChange: (next: PaymentMethod) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      fullWidth
      value={value}
      onChange={(next) => onChange(next as PaymentMethod)}
      data={[
        { value: 'card', label: t('payment.methods.card') },
        { value: 'details', label: t('payment.methods.details') },
      ]}
    />
  );
}
