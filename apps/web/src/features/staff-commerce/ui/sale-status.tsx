import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** «В продаже» or «Снят с продажи» of a plan, pack or bundle; text, not a badge: a badge's label is cut in a narrow column. */
export function SaleStatus({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={active ? 600 : 400}>
      {active ? t('staffCommerce.plans.onSale') : t('staffCommerce.plans.offSale')}
    </Text>
  );
}
