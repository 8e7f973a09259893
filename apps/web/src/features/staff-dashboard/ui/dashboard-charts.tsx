import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney, type Dashboard } from '@school/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** `2021-03-10` as `10.03`. */
const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card withBorder padding="md" radius="md" component="figure" m={0} aria-labelledby={id} data-testid="staff-chart">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The period's figures per day (@mantine/charts over Recharts; this chunk only). */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const rows = data.days.map((day) => ({
    ...day,
    label: shortDate(day.date),
    paymentsMajor: day.paymentsAmount / 100,
    refundsMajor: day.refundsAmount / 100,
  }));
  const locale = i18n.language === 'en' ? 'en-US' : 'ru-RU';
  const money = (major: number) => formatMoney(Math.round(major * 100), data.currency, locale);
  const common = { h: 240, data: rows, dataKey: 'label', withLegend: true, tickLine: 'y' as const };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <ChartCard title={t('staff.dashboard.chart.activity')}>
        <LineChart
          {...common}
          curveType="monotone"
          withDots={rows.length <= 31}
          series={[
            { name: 'activeStudents', label: t('staff.dashboard.kpi.activeStudents'), color: 'blue.6' },
            { name: 'lessonsWatched', label: t('staff.dashboard.kpi.lessonsWatched'), color: 'teal.6' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('staff.dashboard.chart.homework')}>
        <BarChart
          {...common}
          series={[
            { name: 'homeworkSubmitted', label: t('staff.dashboard.kpi.homeworkSubmitted'), color: 'violet.6' },
            { name: 'homeworkChecked', label: t('staff.dashboard.kpi.homeworkChecked'), color: 'orange.6' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('staff.dashboard.chart.money', { currency: data.currency })}>
        <BarChart
          {...common}
          valueFormatter={money}
          series={[
            { name: 'paymentsMajor', label: t('staff.dashboard.kpi.payments'), color: 'green.7' },
            { name: 'refundsMajor', label: t('staff.dashboard.kpi.refunds'), color: 'red.7' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('staff.dashboard.chart.moneyCount')}>
        <BarChart
          {...common}
          series={[
            { name: 'payments', label: t('staff.dashboard.kpi.payments'), color: 'green.7' },
            { name: 'refunds', label: t('staff.dashboard.kpi.refunds'), color: 'red.7' },
          ]}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {t('staff.dashboard.zone', { zone: data.timeZone })}
        </Text>
      </ChartCard>
    </SimpleGrid>
  );
}
