import { Badge, Button, Group } from '@mantine/core';
import type { ChatReport } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useResolveReport, type Resolution } from '../api/reports';
import { showDone, showFailure } from '../lib/action-toasts';
import '../i18n';

interface ReportActionsProps {
  report: ChatReport;
  onBan: () => void;
}

/** An open report is closed by hiding the message or keeping it; the author can be banned either way. */
export function ReportActions({ report, onBan }: ReportActionsProps) {
  const { t } = useTranslation();
  const resolve = useResolveReport({
    onSuccess: (status) =>
      showDone(t(status === 'HIDDEN' ? 'moderation.reports.hidden' : 'moderation.reports.dismissed')),
    onError: (error) => showFailure(error, t('moderation.reports.failed')),
  });
  const close = (status: Resolution) => resolve.mutate({ id: report.id, status });
  const pending = resolve.isPending ? resolve.variables.status : null;
  return (
    <Group gap="xs">
      {report.status === 'OPEN' ? (
        <>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={pending === 'HIDDEN'}
            disabled={pending === 'DISMISSED'}
            onClick={() => close('HIDDEN')}
          >
            {t('moderation.reports.hide')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={pending === 'DISMISSED'}
            disabled={pending === 'HIDDEN'}
            onClick={() => close('DISMISSED')}
          >
            {t('moderation.reports.dismiss')}
          </Button>
        </>
      ) : (
        <Badge variant="light" color={report.status === 'HIDDEN' ? 'red' : 'gray'} tt="none">
          {t(report.status === 'HIDDEN' ? 'moderation.reports.resolvedHidden' : 'moderation.reports.resolvedDismissed')}
        </Badge>
      )}
      <Button size="xs" color="red" variant="subtle" onClick={onBan}>
        {t('moderation.reports.ban')}
      </Button>
    </Group>
  );
}
