import { Group, Skeleton } from '@mantine/core';
import { useStudentBalance } from '../../shared/api/student-balance-query';
import { CurrencyAmount } from '../../shared/ui/currency/currency-amount';

/** Spec 3 §2 header stats: experience and umcoins. */
export function StudentStats() {
  const { data, isPending, isError } = useStudentBalance(true);
  if (isError) return null;
  if (isPending) return <Skeleton h={28} w={140} radius="xl" />;
  return (
    <Group gap="sm" wrap="nowrap">
      <CurrencyAmount currency="exp" value={data.balance.exp} size="sm" />
      <CurrencyAmount currency="umcoins" value={data.balance.umcoins} size="sm" />
    </Group>
  );
}
