import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, type Dashboard } from '@school/contract';
import { useTranslation } from 'react-i18next';

type Figure = 'activeStudents' | 'lessonsWatched' | 'homeworkSubmitted' | 'homeworkChecked' | 'payments' | 'refunds';
const FIGURES: Figure[] = [
  'activeStudents',
  'lessonsWatched',
  'homeworkSubmitted',
  'homeworkChecked',
  'payments',
  'refunds',
];

/** Today's figure big, the period's total under it (active students: the busiest day instead). */
export function KpiCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const today = data.days[data.days.length - 1];
  const sum = (key: keyof Omit<Dashboard['days'][number], 'date'>) =>
    data.days.reduce((total, day) => total + day[key], 0);
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language === 'en' ? 'en-US' : 'ru-RU');
  const detail = (figure: Figure): string => {
    if (figure === 'activeStudents')
      return t('staff.dashboard.peak', { count: Math.max(0, ...data.days.map((day) => day.activeStudents)) });
    if (figure === 'payments')
      return t('staff.dashboard.periodMoney', { count: sum('payments'), amount: money(sum('paymentsAmount')) });
    if (figure === 'refunds')
      return t('staff.dashboard.periodMoney', { count: sum('refunds'), amount: money(sum('refundsAmount')) });
    return t('staff.dashboard.periodTotal', { count: sum(figure) });
  };
  const value = (figure: Figure): string => {
    const count = today?.[figure] ?? 0;
    if (figure === 'payments') return `${count} · ${money(today?.paymentsAmount ?? 0)}`;
    if (figure === 'refunds') return `${count} · ${money(today?.refundsAmount ?? 0)}`;
    return String(count);
  };
  return (
    <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm">
      {FIGURES.map((figure) => (
        <Card key={figure} withBorder padding="md" radius="md" data-testid={`staff-kpi-${figure}`}>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t(`staff.dashboard.kpi.${figure}`)} · {t('staff.dashboard.today')}
            </Text>
            <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2}>
              {value(figure)}
            </Text>
            <Text size="sm" c="dimmed">
              {detail(figure)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
