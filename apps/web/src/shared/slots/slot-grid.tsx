import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Box, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../ui/use-phone';
import { cellKey, type SlotCell } from './slot-cells';
import './i18n';

export type CellMark = 'booked' | 'match' | 'busy' | undefined;

export interface SlotGridProps {
  /** Accessible name of the whole grid. */
  label: string;
  /** Week days shown, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** Start hours shown, in the deployment's time zone. */
  hours: readonly number[];
  selected: ReadonlySet<string>;
  isPrime: (cell: SlotCell) => boolean;
  /** Extra state of a cell (a booked lesson, a time both are free). */
  markOf?: (cell: SlotCell) => CellMark;
  /** Absent: the grid is read-only. */
  onChange?: (cells: SlotCell[], selected: boolean) => void;
  /** With onChange: which cells may be toggled (e.g. only hours both are free); the rest read-only. */
  canToggle?: (cell: SlotCell) => boolean;
}

const BORDER = '1px solid var(--mantine-color-default-border)';
const MARK_COLORS: Record<Exclude<CellMark, undefined>, string> = {
  booked: 'var(--mantine-color-grape-filled)',
  match: 'var(--mantine-color-teal-light)',
  busy: 'var(--mantine-color-gray-light)',
};

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Spec 3 §4: the weekly availability as days × hours. Each cell is a toggle button with a label;
 * pressing and dragging paints cells the state the first one took. On a phone one day at a time.
 */
export function SlotGrid({ label, days, hours, selected, isPrime, markOf, onChange, canToggle }: SlotGridProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [phoneDay, setPhoneDay] = useState(days[0] ?? 1);
  const paint = useRef<boolean | null>(null);
  const shownDays = phone ? [phoneDay] : days;

  useEffect(() => {
    const stop = () => {
      paint.current = null;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  /** Read-only cells say whether the time is chosen; toggles say it with aria-pressed. */
  const cellLabel = (cell: SlotCell, selectedState?: boolean) =>
    [
      t(`slots.weekday.${cell.weekday}`),
      hourLabel(cell.hour),
      isPrime(cell) && t('slots.prime'),
      markOf?.(cell) && t(`slots.mark.${markOf(cell)}`),
      selectedState !== undefined && t(selectedState ? 'slots.free' : 'slots.notFree'),
    ]
      .filter(Boolean)
      .join(', ');

  const columns = `3.5rem repeat(${shownDays.length}, minmax(${phone ? '0' : '2.75rem'}, 1fr))`;

  return (
    <Stack gap="sm">
      {phone && (
        <SegmentedControl
          fullWidth
          size="xs"
          value={String(phoneDay)}
          onChange={(value) => setPhoneDay(Number(value))}
          aria-label={t('slots.daySwitcher')}
          data={days.map((day) => ({ value: String(day), label: t(`slots.weekdayShort.${day}`) }))}
        />
      )}
      <Box
        role="group"
        aria-label={label}
        style={{ display: 'grid', gridTemplateColumns: columns, border: BORDER, borderRadius: 12, overflow: 'hidden' }}
      >
        <Box style={{ borderBottom: BORDER }} />
        {shownDays.map((day) => (
          <Text
            key={day}
            size="xs"
            fw={600}
            ta="center"
            py={6}
            tt="uppercase"
            c={day > 5 ? 'var(--mantine-color-red-text)' : 'dimmed'}
            style={{ borderBottom: BORDER, borderInlineStart: BORDER }}
            aria-hidden
          >
            {t(phone ? `slots.weekday.${day}` : `slots.weekdayShort.${day}`)}
          </Text>
        ))}
        {hours.map((hour) => (
          <GridRow
            key={hour}
            hour={hour}
            days={shownDays}
            selected={selected}
            isPrime={isPrime}
            markOf={markOf}
            cellLabel={cellLabel}
            onPress={(cell, pressed) => {
              if (!onChange) return;
              paint.current = !pressed;
              onChange([cell], !pressed);
            }}
            onEnter={(cell, pressed) => {
              if (!onChange || paint.current === null || paint.current === pressed) return;
              onChange([cell], paint.current);
            }}
            readOnly={!onChange}
            canToggle={canToggle}
          />
        ))}
      </Box>
    </Stack>
  );
}

interface GridRowProps {
  hour: number;
  days: readonly number[];
  selected: ReadonlySet<string>;
  isPrime: (cell: SlotCell) => boolean;
  markOf?: (cell: SlotCell) => CellMark;
  cellLabel: (cell: SlotCell, selectedState?: boolean) => string;
  onPress: (cell: SlotCell, pressed: boolean) => void;
  onEnter: (cell: SlotCell, pressed: boolean) => void;
  readOnly: boolean;
  canToggle?: (cell: SlotCell) => boolean;
}

function GridRow(props: GridRowProps) {
  const { hour, days, selected, isPrime, markOf, cellLabel, onPress, onEnter, readOnly, canToggle } = props;
  const mouseToggled = useRef(false);
  return (
    <>
      <Text size="xs" c="dimmed" ta="right" pr={6} py={4} style={{ borderTop: BORDER }} aria-hidden>
        {hourLabel(hour)}
      </Text>
      {days.map((weekday) => {
        const cell = { weekday, hour };
        const pressed = selected.has(cellKey(cell));
        const prime = isPrime(cell);
        const mark = markOf?.(cell);
        const style: CSSProperties = {
          borderTop: BORDER,
          borderInlineStart: BORDER,
          minHeight: 32,
          // Taps toggle and the page still scrolls on a phone; painting by dragging is for the mouse.
          touchAction: 'manipulation',
          background: pressed
            ? 'var(--mantine-primary-color-filled)'
            : mark
              ? MARK_COLORS[mark]
              : prime
                ? 'var(--mantine-color-yellow-light)'
                : undefined,
          // A booked hour keeps its colour as a frame once chosen; a common free hour is framed too.
          boxShadow:
            pressed && mark === 'booked'
              ? 'inset 0 0 0 3px var(--mantine-color-grape-filled)'
              : mark === 'match'
                ? 'inset 0 0 0 2px var(--mantine-color-teal-filled)'
                : undefined,
          cursor: readOnly || (canToggle && !canToggle(cell)) ? 'default' : 'pointer',
        };
        if (readOnly || (canToggle && !canToggle(cell))) {
          return (
            <Box
              key={weekday}
              role="img"
              aria-label={cellLabel(cell, pressed)}
              style={style}
              data-selected={pressed || undefined}
              data-prime={prime || undefined}
            >
              {prime && <PrimeDot pressed={pressed} />}
            </Box>
          );
        }
        return (
          <UnstyledButton
            key={weekday}
            aria-pressed={pressed}
            aria-label={cellLabel(cell)}
            data-prime={prime || undefined}
            style={style}
            // The mouse toggles on press (so a drag can paint on); touch and keyboard on click, so a
            // finger scrolling the page toggles nothing.
            onPointerDown={(event) => {
              if (event.pointerType !== 'mouse' || event.button !== 0) return;
              mouseToggled.current = true;
              onPress(cell, pressed);
            }}
            onPointerEnter={() => onEnter(cell, pressed)}
            onClick={() => {
              if (mouseToggled.current) mouseToggled.current = false;
              else onPress(cell, pressed);
            }}
          >
            {prime && <PrimeDot pressed={pressed} />}
          </UnstyledButton>
        );
      })}
    </>
  );
}

/** Prime-time cells carry a dot as well as a tint, so they read without colour too. */
function PrimeDot({ pressed }: { pressed: boolean }) {
  return (
    <Box
      aria-hidden
      style={{
        width: 6,
        height: 6,
        borderRadius: 3,
        margin: '4px auto',
        background: pressed ? 'var(--mantine-color-white)' : 'var(--mantine-color-yellow-filled)',
      }}
    />
  );
}
