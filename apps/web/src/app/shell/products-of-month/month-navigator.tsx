import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { monthName, type YearMonth } from '../../../shared/lib/zoned-month';
import { canGoBack, canGoForward, isSameMonth } from './month-window';

interface MonthNavigatorProps {
  current: YearMonth;
  visible: YearMonth;
  onStep: (delta: -1 | 1) => void;
  onToCurrent: () => void;
}

/** Spec 3 §2: the visible month between the window's limits, with a way back to the current one. */
export function MonthNavigator({ current, visible, onStep, onToCurrent }: MonthNavigatorProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onStep(-1)}
          disabled={!canGoBack(current, visible)}
          aria-label={t('monthProducts.previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text size="sm" fw={600} aria-live="polite">
          {monthName(visible.month, i18n.language)} {visible.year}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onStep(1)}
          disabled={!canGoForward(current, visible)}
          aria-label={t('monthProducts.next')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {!isSameMonth(current, visible) && (
        <Anchor component="button" type="button" size="xs" onClick={onToCurrent} style={{ alignSelf: 'center' }}>
          {t('monthProducts.toCurrent')}
        </Anchor>
      )}
    </Stack>
  );
}
