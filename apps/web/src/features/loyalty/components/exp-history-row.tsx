import type { ExpHistoryItem } from '@school/contract';
import { formatAmount } from '../../../shared/ui/currency/currency-amount';
import { HistoryRow } from '../../../shared/ui/history/history-row';

/** One change of experience: why, when and how much. */
export function ExpHistoryRow({ entry }: { entry: ExpHistoryItem }) {
  const gained = entry.amount > 0;
  return (
    <HistoryRow
      title={entry.reason}
      at={entry.createdAt}
      amount={formatAmount(Math.abs(entry.amount))}
      sign={gained ? '+' : '−'}
      color={gained ? 'teal' : 'red'}
    />
  );
}
