import { useMemo, useState } from 'react';
import { Alert, Badge, CloseButton, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { CURATOR_ASSIGNERS, type StaffChecker } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useUser } from '../../../shared/session/session-store';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useListPage } from '../../../shared/staff/list-filters';
import { useChangeCheckerSubject, useCheckers, useSubjects } from '../api/people';
import '../i18n';

const column = createColumnHelper<StaffChecker>();

/** Issue 16: which subjects' homework each curator (or teacher) checks (docs/staff-people.md). */
export function CheckersPage() {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffChecker['role']>('CURATOR_ROLE');
  const { pagination, setPagination, filtered } = useListPage();
  const checkers = useCheckers({ ...pageQuery(pagination), role });
  const subjects = useSubjects();
  const change = useChangeCheckerSubject();
  const [failure, setFailure] = useState<string | null>(null);
  const userRole = useUser()?.role;
  const mayAssign = userRole !== undefined && (CURATOR_ASSIGNERS as readonly string[]).includes(userRole);

  const columns = useMemo(() => {
    const run = (id: number, classType: number, add: boolean) => {
      setFailure(null);
      change.mutate(
        { id, classType, add },
        {
          onError: (error) => setFailure(error instanceof ApiError ? error.message : t('staffPeople.checkers.failed')),
        },
      );
    };
    return [
      column.accessor((row) => `${row.lastName} ${row.firstName}`.trim(), {
        id: 'name',
        header: t('staffPeople.checkers.name'),
        cell: (cell) => (
          <Stack gap={0}>
            <Text fw={600}>{cell.getValue()}</Text>
            <Text size="xs" c="dimmed">
              {cell.row.original.email}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('subjects', {
        header: t('staffPeople.checkers.subjects'),
        cell: (cell) => {
          const checker = cell.row.original;
          const own = new Set(checker.subjects.map((subject) => subject.id));
          const name = `${checker.lastName} ${checker.firstName}`.trim();
          return (
            <Group gap="xs">
              {checker.subjects.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('staffPeople.checkers.none')}
                </Text>
              )}
              {checker.subjects.map((subject) => (
                <Badge
                  key={subject.id}
                  variant="filled"
                  rightSection={
                    mayAssign ? (
                      <CloseButton
                        size="xs"
                        variant="transparent"
                        c="white"
                        aria-label={t('staffPeople.checkers.remove', { subject: subject.title, name })}
                        onClick={() => run(checker.id, subject.id, false)}
                      />
                    ) : undefined
                  }
                >
                  {subject.title}
                </Badge>
              ))}
              {mayAssign && (
                <Select
                  aria-label={t('staffPeople.checkers.add', { name })}
                  placeholder={t('staffPeople.checkers.addPlaceholder')}
                  size="xs"
                  w={180}
                  value={null}
                  data={(subjects.data ?? [])
                    .filter((subject) => !own.has(subject.id))
                    .map((subject) => ({ value: String(subject.id), label: subject.title }))}
                  onChange={(value) => value && run(checker.id, Number(value), true)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            </Group>
          );
        },
      }),
    ];
  }, [t, change, subjects.data, mayAssign]);

  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffPeople.checkers.title')} lead={t('staffPeople.checkers.lead')} />
      <SegmentedControl
        aria-label={t('staffPeople.checkers.role')}
        value={role}
        onChange={filtered((value) => setRole(value as StaffChecker['role']))}
        data={[
          { value: 'CURATOR_ROLE', label: t('staffPeople.checkers.curators') },
          { value: 'TEACHER_ROLE', label: t('staffPeople.checkers.teachers') },
        ]}
        maw={360}
      />
      {failure && (
        <Alert color="red" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <StaffTable
        label={t('staffPeople.checkers.label')}
        columns={columns}
        rows={checkers.data?.results}
        count={checkers.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={checkers.isError}
        empty={t('staffPeople.checkers.empty')}
        rowId={(row) => String(row.id)}
        minWidth={720}
      />
    </Stack>
  );
}
