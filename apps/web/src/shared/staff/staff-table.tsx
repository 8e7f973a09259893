import { Alert, Group, Pagination, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import './i18n';

export interface StaffTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  // Each column of the column helper is typed by its own value; a table mixes them (TanStack's documented type).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** The current page's rows, as the server answered; undefined while loading. */
  rows: Row[] | undefined;
  /** Rows in all pages. */
  count: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  /** Server-side sorting: only columns with `enableSorting` get a sort button. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  failed?: boolean;
  empty: string;
  rowId: (row: Row) => string;
  /** Table min width before it scrolls sideways on a phone. */
  minWidth?: number;
}

/**
 * The console's table (issue 16, docs/staff.md "Tables"): TanStack Table over a page the server
 * sorted, filtered and cut, so it stays flat at any number of rows.
 */
export function StaffTable<Row>(props: StaffTableProps<Row>) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: props.rows ?? [],
    columns: props.columns,
    getRowId: props.rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    // Only a list the server sorts offers sort buttons; a column may still opt out (`enableSorting: false`).
    enableSorting: props.onSortingChange !== undefined,
    enableSortingRemoval: false,
    rowCount: props.count,
    state: { pagination: props.pagination, sorting: props.sorting ?? [] },
    onPaginationChange: props.onPaginationChange,
    onSortingChange: props.onSortingChange,
  });
  const pages = Math.max(1, table.getPageCount());

  if (props.failed) return <Alert color="red">{t('staff.table.failed')}</Alert>;
  if (!props.rows) return <Skeleton height={240} radius="md" />;
  return (
    <>
      {/* A focusable region: a keyboard scrolls a wide table sideways on a phone (axe scrollable-region-focusable). */}
      <Table.ScrollContainer
        minWidth={props.minWidth ?? 640}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.label } }}
      >
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={props.label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                          <Group gap={4} wrap="nowrap">
                            {title}
                            {sorted === 'asc' ? (
                              <IconArrowUp size={14} aria-hidden />
                            ) : sorted === 'desc' ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        title
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} data-testid="staff-row">
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.count === 0 && (
        <Text c="dimmed" data-testid="staff-table-empty">
          {props.empty}
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={props.pagination.pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          aria-label={t('staff.table.pagination')}
          getControlProps={(control) => ({ 'aria-label': t(`staff.table.${control}`) })}
        />
      )}
    </>
  );
}

/** `limit`/`offset` of the contract's paginated endpoints from the table's page. */
export const pageQuery = ({ pageIndex, pageSize }: PaginationState) => ({
  limit: pageSize,
  offset: pageIndex * pageSize,
});

/** The contract's `ordering` (`field` or `-field`) from the table's sorting. */
export const orderingOf = (sorting: SortingState): string | undefined =>
  sorting[0] ? `${sorting[0].desc ? '-' : ''}${sorting[0].id}` : undefined;
