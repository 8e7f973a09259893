import { useMemo } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../shared/lib/zoned-month';
import { withMonth, withYear, yearOptions, type DocumentsFilter } from '../lib/documents-filter';

interface PurchaseFiltersProps {
  value: DocumentsFilter;
  currentYear: number;
  onChange: (filter: DocumentsFilter) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
// Mantine hides the clear button from the keyboard and screen readers; clearing is a real action here.
const clearButton = (label: string) => ({ 'aria-label': label, 'aria-hidden': false, tabIndex: 0 });

/** Spec 2 §2: year (2019 to current + 3) and month; clearing the year clears the month. */
export function PurchaseFilters({ value, currentYear, onChange }: PurchaseFiltersProps) {
  const { t, i18n } = useTranslation();
  const years = useMemo(() => yearOptions(currentYear).map(String), [currentYear]);
  const months = useMemo(
    () => MONTHS.map((month) => ({ value: String(month), label: monthName(month, i18n.language) })),
    [i18n.language],
  );
  const toNumber = (text: string | null) => (text === null ? null : Number(text));
  return (
    <Group gap="sm" wrap="nowrap">
      <Select
        label={t('documents.filter.year')}
        placeholder={t('documents.filter.allYears')}
        data={years}
        value={value.year === null ? null : String(value.year)}
        onChange={(year) => onChange(withYear(value, toNumber(year)))}
        clearable
        clearButtonProps={clearButton(t('documents.filter.clearYear'))}
        allowDeselect={false}
        style={{ flex: '1 1 120px', maxWidth: 180 }}
      />
      <Select
        label={t('documents.filter.month')}
        placeholder={t('documents.filter.allMonths')}
        data={months}
        value={value.month === null ? null : String(value.month)}
        onChange={(month) => onChange(withMonth(value, toNumber(month)))}
        disabled={value.year === null}
        clearable
        clearButtonProps={clearButton(t('documents.filter.clearMonth'))}
        allowDeselect={false}
        style={{ flex: '1 1 140px', maxWidth: 220 }}
      />
    </Group>
  );
}
