import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordCard, RecordCards } from '../../../shared/ui/record-cards';
import type { CustomersListProps } from './customers-table';
import '../i18n';

/** The customers on a phone: a card each (the name on top) instead of a table that scrolls sideways. */
export function CustomersCards({ columns, customers, stale }: CustomersListProps) {
  const { t } = useTranslation();
  const [name, ...fields] = columns;
  return (
    <RecordCards label={t('manager.customers.title')} loading={!customers} stale={stale}>
      {customers?.map((customer) => (
        <RecordCard
          key={customer.id}
          title={<Text fw={600}>{name!.render(customer)}</Text>}
          fields={fields.map((column) => ({
            label: column.label,
            value: column.render(customer),
            wide: column.key === 'email',
          }))}
        />
      ))}
    </RecordCards>
  );
}
