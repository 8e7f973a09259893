import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type CurrencyKey } from '../../../shared/ui/currency/currencies';
import { CurrencyAmount } from '../../../shared/ui/currency/currency-amount';

/** One currency of the balance bar: amount with its icon and, below, its name. */
export function BalanceCell({ currency, value }: { currency: CurrencyKey; value: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} p="sm">
      <CurrencyAmount currency={currency} value={value} size="lg" />
      <Text size="sm" c="dimmed" aria-hidden>
        {t(CURRENCIES[currency].label)}
      </Text>
    </Stack>
  );
}
