import type { ReactNode } from 'react';
import { Stack, Table, Text, Title } from '@mantine/core';

interface SectionTableProps {
  label: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
  minWidth?: number;
}

/** A section of a staff page: its heading over its table, which the heading names. */
export function TitledSectionTable({ title, ...table }: Omit<SectionTableProps, 'label'> & { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SectionTable label={title} {...table} />
    </Stack>
  );
}

/** A short list on a staff page (a card's newest rows, an order's lines): a plain table that scrolls sideways on a phone. */
export function SectionTable({ label, head, rows, empty, minWidth = 560 }: SectionTableProps) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      // On a phone the rows scroll sideways: the keyboard reaches the scrolling area (axe: scrollable-region-focusable).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
