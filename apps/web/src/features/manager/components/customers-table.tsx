import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerRole } from '@school/contract';
import { formatDate, formatPhone } from '../../../shared/lib/format';
import '../i18n';

interface CustomersTableProps {
  role: CustomerRole;
  customers: Customer[] | undefined;
  /** The previous page is shown while the next loads. */
  stale: boolean;
}

const SKELETON_ROWS = 8;

export function CustomersTable({ role, customers, stale }: CustomersTableProps) {
  const { t, i18n } = useTranslation();
  const activeColumn = role === 'student' ? 'activeTutors' : 'activeClients';
  const columns = ['name', 'email', 'phone', 'registrationDate', activeColumn] as const;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={column === activeColumn ? 'right' : undefined}>
                {t(`manager.customers.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={!customers}>
          {customers
            ? customers.map((customer) => (
                <Table.Tr key={customer.id}>
                  <Table.Td fw={600}>{customer.fullName}</Table.Td>
                  <Table.Td>
                    <Anchor href={`mailto:${customer.email}`} size="sm">
                      {customer.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {customer.phone ? (
                      formatPhone(customer.phone)
                    ) : (
                      <Text span c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(customer.registrationDate, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{customer[activeColumn] ?? 0}</Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={14} width={column === 'name' ? '70%' : '50%'} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
