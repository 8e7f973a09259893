import { Skeleton, Table } from '@mantine/core';

const COLUMNS = 6;

/** Rows of the table's shape while the first page loads. */
export function ClientsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Table.Tbody aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row}>
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} width={cell === 0 ? '70%' : '50%'} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
