import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SysCourseType } from '@school/contract';
import { useProducts } from '../api/commerce';

/**
 * Products chosen by searching the server's list (a school sells hundreds): the titles of those
 * already chosen come from `chosen`, the rest from the current search.
 */
export function ProductPicker({
  label,
  description,
  enabled,
  chosen,
  courseType,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  description?: string;
  enabled: boolean;
  chosen: { id: number; title: string }[];
  courseType?: SysCourseType;
  value: number[];
  /** The chosen ids, and the chosen products with their titles. */
  onChange: (ids: number[], products: { id: number; title: string }[]) => void;
  error: string | undefined;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = useProducts(
    { limit: 50, offset: 0, ordering: '-start', search: debounced || undefined, courseType },
    enabled,
  );
  const known = new Map<string, string>();
  for (const product of chosen) known.set(String(product.id), product.title);
  for (const product of products.data?.results ?? []) known.set(String(product.id), product.title);
  return (
    <MultiSelect
      label={label}
      description={description}
      required={required}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={[...known].map(([id, title]) => ({ value: id, label: `${title} · #${id}` }))}
      value={value.map(String)}
      onChange={(ids) =>
        onChange(
          ids.map(Number),
          ids.map((id) => ({ id: Number(id), title: known.get(id) ?? '' })),
        )
      }
      error={error}
    />
  );
}
