import { Skeleton, Table } from '@mantine/core';
import type { Customer } from '@school/contract';
import type { CustomerColumn } from './customer-columns';

export interface CustomersListProps {
  columns: CustomerColumn[];
  customers: Customer[] | undefined;
  /** The previous page is shown while the next loads. */
  stale: boolean;
}

const SKELETON_ROWS = 8;

export function CustomersTable({ columns, customers, stale }: CustomersListProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={!customers}>
          {customers
            ? customers.map((customer) => (
                <Table.Tr key={customer.id}>
                  {columns.map((column, index) => (
                    <Table.Td
                      key={column.key}
                      ta={column.numeric ? 'right' : undefined}
                      fw={index === 0 ? 600 : undefined}
                    >
                      {column.render(customer)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {columns.map((column, index) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} width={index === 0 ? '70%' : '50%'} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
