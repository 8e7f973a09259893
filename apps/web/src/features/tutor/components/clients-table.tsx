import { Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClassType, TutorClient } from '@school/contract';
import { formatDate } from '../../../shared/lib/format';
import { paths } from '../../../shared/config/paths';
import { ClientStatusBadge } from '../../../shared/tutor-clients/client-status-badge';
import { subjectOf } from '../../../shared/tutor-clients/subject-of';
import { AnchorLink } from '../../../shared/ui/router-link';
import { ClientsSkeleton } from './clients-skeleton';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import '../i18n';

export interface ClientsTableProps {
  clients: TutorClient[] | undefined;
  classTypes: Map<number, ClassType> | undefined;
  /** The previous page is shown while the next loads. */
  stale: boolean;
}

export function ClientsTable({ clients, classTypes, stale }: ClientsTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const columns = ['name', 'subject', 'classYear', 'since', 'lessonsPerWeek', 'status'] as const;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`tutor.clients.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {clients ? (
          <Table.Tbody>
            {clients.map((client) => (
              <Table.Tr
                key={client.id}
                onClick={() => void navigate({ to: paths.clientOverview, params: { clientId: String(client.id) } })}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  {/* The name is the keyboard way in; the whole row is the mouse's. */}
                  <AnchorLink
                    to={paths.clientOverview}
                    params={{ clientId: String(client.id) }}
                    fw={600}
                    c="var(--mantine-color-text)"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {client.student.lastName} {client.student.firstName}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {client.student.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SubjectBadge subject={subjectOf(classTypes?.get(client.classTypeId))} />
                </Table.Td>
                <Table.Td>{t('tutor.clients.classYear', { value: client.classYear })}</Table.Td>
                <Table.Td>{formatDate(client.since, i18n.language)}</Table.Td>
                <Table.Td>{client.lessonsPerWeek}</Table.Td>
                <Table.Td>
                  <ClientStatusBadge status={client.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <ClientsSkeleton />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
