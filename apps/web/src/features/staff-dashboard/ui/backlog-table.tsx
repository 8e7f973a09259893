import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BacklogRow } from '@school/contract';
import { formatDateTime } from '../../../shared/lib/format';
import { roleNameKey } from '../../../shared/session/role-names';

/**
 * Per checker: what waits in their subjects, the oldest hand-in, their checks in the period. One row
 * per checker (tens at most), all in the dashboard's answer: a plain table, no paging. Its scroll
 * region is focusable, so a keyboard scrolls it on a phone.
 */
export function BacklogTable({ rows, waitingTotal }: { rows: BacklogRow[]; waitingTotal: number }) {
  const { t, i18n } = useTranslation();
  const title = t('staff.dashboard.backlog.title');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {t('staff.dashboard.backlog.lead', { count: waitingTotal })}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('staff.dashboard.backlog.empty')}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={720}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': title } }}
        >
          <Table striped verticalSpacing="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.dashboard.backlog.checker')}</Table.Th>
                <Table.Th>{t('staff.dashboard.backlog.subjects')}</Table.Th>
                <Table.Th>{t('staff.dashboard.backlog.waiting')}</Table.Th>
                <Table.Th>{t('staff.dashboard.backlog.oldest')}</Table.Th>
                <Table.Th>{t('staff.dashboard.backlog.checked')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.checker.id} data-testid="staff-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.checker.fullName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(roleNameKey(row.checker.role))}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.subjects ?? t('staff.dashboard.backlog.allSubjects')}</Table.Td>
                  <Table.Td>
                    {row.waiting > 0 ? (
                      <Badge color="orange" variant="light">
                        {row.waiting}
                      </Badge>
                    ) : (
                      0
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.oldestSubmittedAt ? formatDateTime(row.oldestSubmittedAt, i18n.language) : '—'}
                  </Table.Td>
                  <Table.Td>{row.checkedInPeriod}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
