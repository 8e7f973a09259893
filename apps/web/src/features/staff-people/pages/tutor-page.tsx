import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TutorClient, TutorClientStatus } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useListPage } from '../../../shared/staff/list-filters';
import { useSubjects } from '../api/people';
import { useEndTutorClient, useTutor, useTutorClients } from '../api/people-extras';
import { staffStudentHref } from '../lib/href';
import { AssignClientModal } from '../ui/assign-client-modal';
import '../i18n';

const route = getRouteApi(paths.staffTutor);
const column = createColumnHelper<TutorClient>();
const STATUS_COLORS: Record<TutorClientStatus, string> = { active: 'green', paused: 'yellow', finished: 'gray' };

/** Issue 16: a tutor's clients as the tutor sees them; staff assign a student or end a pair. */
export function TutorPage() {
  const { t, i18n } = useTranslation();
  const id = Number(route.useParams().tutorId);
  const tutor = useTutor(id);
  const [status, setStatus] = useState<TutorClientStatus | 'all'>('all');
  const { pagination, setPagination, filtered } = useListPage();
  const clients = useTutorClients(id, { ...pageQuery(pagination), status: status === 'all' ? undefined : status });
  const subjects = useSubjects();
  const end = useEndTutorClient(id);
  const [assigning, setAssigning] = useState(false);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);

  const columns = useMemo(() => {
    const titles = new Map((subjects.data ?? []).map((subject) => [subject.id, subject.title]));
    const nameOf = (client: TutorClient) =>
      `${client.student.lastName} ${client.student.firstName}`.trim() || client.student.email;
    const finish = (client: TutorClient) => {
      setNotice(null);
      end.mutate(client.id, {
        onSuccess: () => setNotice({ color: 'green', text: t('staffPeople.tutors.ended', { name: nameOf(client) }) }),
        onError: (error) =>
          setNotice({
            color: 'red',
            text: error instanceof ApiError ? error.message : t('staffPeople.tutors.endFailed'),
          }),
      });
    };
    return [
      column.accessor(nameOf, {
        id: 'student',
        header: t('staffPeople.tutors.student'),
        cell: (cell) => (
          <Anchor component={Link} to={staffStudentHref(cell.row.original.student.id)} fw={600}>
            {cell.getValue()}
          </Anchor>
        ),
      }),
      column.accessor((row) => titles.get(row.classTypeId) ?? '', {
        id: 'subject',
        header: t('staffPeople.tutors.subject'),
      }),
      column.accessor('classYear', { header: t('staffPeople.tutors.grade') }),
      column.accessor('lessonsPerWeek', { header: t('staffPeople.tutors.pace') }),
      column.accessor('since', {
        header: t('staffPeople.tutors.since'),
        cell: (cell) => formatDate(cell.getValue(), i18n.language),
      }),
      column.accessor('status', {
        header: t('staffPeople.tutors.state'),
        cell: (cell) => (
          <Badge color={STATUS_COLORS[cell.getValue()]} variant="light">
            {t(`staffPeople.tutors.statuses.${cell.getValue()}`)}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('staffPeople.tutors.actions'),
        cell: (cell) =>
          cell.row.original.status === 'finished' ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={t('staffPeople.tutors.endLabel', { name: nameOf(cell.row.original) })}
              onClick={() => finish(cell.row.original)}
            >
              {t('staffPeople.tutors.end')}
            </Button>
          ),
      }),
    ];
  }, [t, i18n.language, subjects.data, end]);

  if (tutor.isError) return <Alert color="red">{t('staffPeople.tutors.notFound')}</Alert>;
  if (!tutor.data) return <Skeleton height={320} radius="md" />;
  const name = `${tutor.data.lastName} ${tutor.data.firstName}`.trim() || tutor.data.email;
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={name}
        lead={`${tutor.data.email} · ${t('staffPeople.tutors.clients')}: ${tutor.data.activeClients}`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssigning(true)}>
            {t('staffPeople.tutors.assign.open')}
          </Button>
        }
      />
      {notice && (
        <Alert color={notice.color} role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <SegmentedControl
        aria-label={t('staffPeople.tutors.filter')}
        value={status}
        onChange={filtered((value) => setStatus(value as TutorClientStatus | 'all'))}
        data={[
          { value: 'all', label: t('staffPeople.tutors.all') },
          ...(['active', 'paused', 'finished'] as const).map((value) => ({
            value,
            label: t(`staffPeople.tutors.statuses.${value}`),
          })),
        ]}
        maw={480}
      />
      <StaffTable
        label={t('staffPeople.tutors.clientsLabel')}
        columns={columns}
        rows={clients.data?.results}
        count={clients.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={clients.isError}
        empty={t('staffPeople.tutors.noClients')}
        rowId={(row) => String(row.id)}
        minWidth={820}
      />
      <AssignClientModal
        tutorId={id}
        opened={assigning}
        onClose={() => setAssigning(false)}
        onDone={(text) => setNotice({ color: 'green', text })}
      />
    </Stack>
  );
}
