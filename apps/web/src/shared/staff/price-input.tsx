import { NumberInput } from '@mantine/core';

/** A price typed in major units with kopecks, held in minor units (packages/contract/src/money.ts). */
export function PriceInput({
  label,
  description,
  currency,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  currency: string | undefined;
  value: number | undefined;
  onChange: (minor: number | undefined) => void;
  error: string | undefined;
}) {
  return (
    <NumberInput
      label={currency ? `${label}, ${currency}` : label}
      description={description}
      required
      min={0}
      decimalScale={2}
      thousandSeparator=" "
      value={typeof value === 'number' ? value / 100 : ''}
      onChange={(next) => onChange(typeof next === 'number' ? Math.round(next * 100) : undefined)}
      error={error}
    />
  );
}
