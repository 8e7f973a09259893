import { Anchor, Breadcrumbs, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClassType, TutorClientDetails } from '@school/contract';
import { clientOverviewHref, paths } from '../../../shared/config/paths';
import { ClientStatusBadge } from '../../../shared/tutor-clients/client-status-badge';
import { subjectOf } from '../../../shared/tutor-clients/subject-of';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import '../i18n';

interface ClientAreaHeaderProps {
  clientId: number;
  client: TutorClientDetails | undefined;
  classType: ClassType | undefined;
  /** i18n key of a page below the tab, shown last in the breadcrumbs. */
  current?: string;
}

export const clientName = (client: TutorClientDetails): string =>
  `${client.student.lastName} ${client.student.firstName}`;

/** The breadcrumbs back to the clients list and the client's name, subject and status. */
export function ClientAreaHeader({ clientId, client, classType, current }: ClientAreaHeaderProps) {
  const { t } = useTranslation();
  const name = client ? clientName(client) : t('routes.clientOverview');
  return (
    <Stack gap="sm">
      <Breadcrumbs
        component="nav"
        aria-label={t('shell.breadcrumbs')}
        separator={<IconChevronRight size={14} color="var(--mantine-color-dimmed)" />}
        separatorMargin={6}
        style={{ flexWrap: 'wrap', rowGap: 4 }}
      >
        <Anchor component={Link} to={paths.tutorClients} size="sm" fw={500}>
          {t('routes.tutorClients')}
        </Anchor>
        {current ? (
          <Anchor component={Link} to={clientOverviewHref(clientId) as never} size="sm" fw={500}>
            {name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" aria-current="page">
            {name}
          </Text>
        )}
        {current && (
          <Text size="sm" c="dimmed" aria-current="page">
            {t(current)}
          </Text>
        )}
      </Breadcrumbs>
      {client ? (
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Group gap="xs">
            <SubjectBadge subject={subjectOf(classType)} />
            <ClientStatusBadge status={client.status} />
          </Group>
        </Group>
      ) : (
        <Skeleton height={34} width="60%" aria-hidden />
      )}
    </Stack>
  );
}
