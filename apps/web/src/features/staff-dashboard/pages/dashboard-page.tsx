import { useState } from 'react';
import { Alert, Button, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { DASHBOARD_PERIODS } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/session-store';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useDashboard } from '../api/dashboard';
import { AreaLinks } from '../ui/area-links';
import { BacklogTable } from '../ui/backlog-table';
import { DashboardCharts } from '../ui/dashboard-charts';
import { KpiCards } from '../ui/kpi-cards';
import '../i18n';

/** Issue 16: the console's home (`/staff`): the school's day in figures (docs/staff-dashboard.md). */
export function DashboardPage() {
  const { t } = useTranslation();
  const role = useUser()?.role;
  const [days, setDays] = useState<number>(30);
  const dashboard = useDashboard(days);
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staff.dashboard.title')}
        lead={t('staff.dashboard.lead')}
        actions={
          <SegmentedControl
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            data={DASHBOARD_PERIODS.map((value) => ({
              value: String(value),
              label: t('staff.dashboard.days', { count: value }),
            }))}
            aria-label={t('staff.dashboard.period')}
          />
        }
      />
      <AreaLinks role={role} />
      {dashboard.isError ? (
        <Alert color="red" title={t('staff.dashboard.failed')}>
          <Button variant="light" color="red" onClick={() => void dashboard.refetch()}>
            {t('staff.dashboard.retry')}
          </Button>
        </Alert>
      ) : !dashboard.data ? (
        <Skeleton height={480} radius="md" />
      ) : (
        <>
          <KpiCards data={dashboard.data} />
          <DashboardCharts data={dashboard.data} />
          <BacklogTable rows={dashboard.data.backlog} waitingTotal={dashboard.data.waitingTotal} />
        </>
      )}
    </Stack>
  );
}
