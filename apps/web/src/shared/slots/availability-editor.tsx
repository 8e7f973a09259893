import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellKey, cellOf, withCells, WEEK_DAYS, type SlotCell } from './slot-cells';
import { SlotGrid, type CellMark } from './slot-grid';
import { SlotLegend } from './slot-legend';
import { SLOT_HOURS } from './slot-hours';
import './i18n';

export interface AvailabilityEditorProps {
  label: string;
  /** The saved availability; the editor keeps a draft of it until saved. */
  saved: readonly SlotCell[];
  isPrime: (cell: SlotCell) => boolean;
  markOf?: (cell: SlotCell) => CellMark;
  /** What the draft amounts to (counters against the rules). */
  summary?: (draft: SlotCell[]) => ReactNode;
  /** Resolves on success; rejects with the server's Russian messages, shown above the button. */
  onSave: (draft: SlotCell[]) => Promise<unknown>;
  saving: boolean;
  errors: readonly string[];
  /** Other unsaved changes beside the grid (the tutor's double-lesson days). */
  dirty?: boolean;
  /** Discards those other changes too. */
  onReset?: () => void;
}

const toSet = (cells: readonly SlotCell[]) => new Set(cells.map(cellKey));
const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((key) => b.has(key));

/** An editable weekly grid with its counters and a save button (spec 3 §4, §5). */
export function AvailabilityEditor({
  label,
  saved,
  isPrime,
  markOf,
  summary,
  onSave,
  saving,
  errors,
  dirty = false,
  onReset,
}: AvailabilityEditorProps) {
  const { t } = useTranslation();
  const savedSet = toSet(saved);
  const [draft, setDraft] = useState<ReadonlySet<string>>(savedSet);
  const [base, setBase] = useState(savedSet);
  // A new saved state from the server (after saving, or a refetch) becomes the draft again.
  if (!sameSet(base, savedSet)) {
    setBase(savedSet);
    setDraft(savedSet);
  }
  const cells = [...draft].map(cellOf);
  const changed = dirty || !sameSet(draft, savedSet);

  return (
    <Stack gap="md">
      {summary?.(cells)}
      <SlotLegend marks={markOf ? ['booked'] : []} />
      <SlotGrid
        label={label}
        days={WEEK_DAYS}
        hours={SLOT_HOURS}
        selected={draft}
        isPrime={isPrime}
        markOf={markOf}
        onChange={(changedCells, on) => setDraft((current) => withCells(current, changedCells, on))}
      />
      {errors.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('slots.saveFailed')}>
          <Stack gap={2}>
            {errors.map((error) => (
              <Text key={error} size="sm">
                {error}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {changed && (
          <Button
            variant="default"
            onClick={() => {
              setDraft(savedSet);
              onReset?.();
            }}
            disabled={saving}
          >
            {t('slots.reset')}
          </Button>
        )}
        <Button onClick={() => void onSave(cells).catch(() => undefined)} loading={saving} disabled={!changed}>
          {t('slots.save')}
        </Button>
      </Group>
    </Stack>
  );
}
