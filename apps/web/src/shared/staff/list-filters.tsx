import { useState, type ReactNode } from 'react';
import { Group, TextInput, type TextInputProps } from '@mantine/core';
import type { PaginationState } from '@tanstack/react-table';

/**
 * A console list's page (docs/staff.md "Tables"). `filtered(set)` wraps a filter's setter: a new
 * filter changes what the pages hold, so the list goes back to its first page.
 */
export function useListPage(pageSize = 20) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    };
  return { pagination, setPagination, filtered };
}

/** The row of a list's filters: side by side on a desktop, one under another on a phone. */
export function ListFilters({ children }: { children: ReactNode }) {
  return (
    <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
      {children}
    </Group>
  );
}

/** A text filter that hands on its text. */
export function SearchFilter({
  onChange,
  ...props
}: Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (text: string) => void }) {
  return <TextInput {...props} onChange={(event) => onChange(event.currentTarget.value)} />;
}
