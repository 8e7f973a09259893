import { Group, Text, ThemeIcon, VisuallyHidden, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../config/app-settings';
import { CURRENCIES, type CurrencyKey } from './currencies';
import { numberFormat } from '@school/contract';

interface CurrencyAmountProps extends GroupProps {
  currency: CurrencyKey;
  value: number;
  size?: 'sm' | 'md' | 'lg';
}

export function formatAmount(value: number): string {
  return numberFormat(appSettings().locale).format(value);
}

/** A currency icon with its amount; screen readers hear the currency's name before the amount. */
export function CurrencyAmount({ currency, value, size = 'md', ...rest }: CurrencyAmountProps) {
  const { t } = useTranslation();
  const meta = CURRENCIES[currency];
  const Icon = meta.icon;
  const iconSize = { sm: 22, md: 28, lg: 36 }[size];
  return (
    <Group gap={6} wrap="nowrap" {...rest}>
      <ThemeIcon size={iconSize} radius="xl" variant="light" color={meta.color} aria-hidden>
        <Icon size={iconSize * 0.6} stroke={2} />
      </ThemeIcon>
      <Text fw={700} size={size}>
        <VisuallyHidden>{t(meta.label)}: </VisuallyHidden>
        {formatAmount(value)}
      </Text>
    </Group>
  );
}
