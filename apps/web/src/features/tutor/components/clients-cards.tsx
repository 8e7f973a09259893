import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { RecordCard, RecordCards } from '../../../shared/ui/record-cards';
import { paths } from '../../../shared/config/paths';
import { ClientStatusBadge } from '../../../shared/tutor-clients/client-status-badge';
import { subjectOf } from '../../../shared/tutor-clients/subject-of';
import { AnchorLink } from '../../../shared/ui/router-link';
import type { ClientsTableProps } from './clients-table';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import '../i18n';

/** The clients on a phone: a card each instead of a table that scrolls sideways. */
export function ClientsCards({ clients, classTypes, stale }: ClientsTableProps) {
  const { t, i18n } = useTranslation();
  const column = (name: string) => t(`tutor.clients.columns.${name}`);
  return (
    <RecordCards label={t('tutor.clients.title')} loading={!clients} stale={stale}>
      {clients?.map((client) => (
        <RecordCard
          key={client.id}
          title={
            <>
              <AnchorLink
                to={paths.clientOverview}
                params={{ clientId: String(client.id) }}
                fw={600}
                c="var(--mantine-color-text)"
                ta="start"
              >
                {client.student.lastName} {client.student.firstName}
              </AnchorLink>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {client.student.email}
              </Text>
            </>
          }
          aside={<ClientStatusBadge status={client.status} />}
          fields={[
            {
              label: column('subject'),
              value: <SubjectBadge subject={subjectOf(classTypes?.get(client.classTypeId))} />,
            },
            { label: column('classYear'), value: t('tutor.clients.classYear', { value: client.classYear }) },
            { label: column('since'), value: formatDate(client.since, i18n.language) },
            { label: column('lessonsPerWeek'), value: client.lessonsPerWeek },
          ]}
        />
      ))}
    </RecordCards>
  );
}
