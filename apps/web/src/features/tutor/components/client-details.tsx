import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassType, TutorClientDetails } from '@school/contract';
import { formatDate, formatPhone } from '../../../shared/lib/format';
import { ClientStatusBadge } from './client-status-badge';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import { subjectOf } from '../lib/subject-of';
import '../i18n';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export function ClientDetails({ client, classType }: { client: TutorClientDetails; classType: ClassType | undefined }) {
  const { t, i18n } = useTranslation();
  const { student } = client;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={3}>
          {student.lastName} {student.firstName}
        </Title>
        <Group gap="xs">
          <SubjectBadge subject={subjectOf(classType)} />
          <ClientStatusBadge status={client.status} />
        </Group>
      </Stack>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Field label={t('tutor.clients.columns.classYear')}>
          {t('tutor.clients.classYear', { value: client.classYear })}
        </Field>
        <Field label={t('tutor.clients.columns.lessonsPerWeek')}>{client.lessonsPerWeek}</Field>
        <Field label={t('tutor.clients.columns.since')}>{formatDate(client.since, i18n.language)}</Field>
        <Field label={t('tutor.client.registered')}>{formatDate(client.registrationDate, i18n.language)}</Field>
      </SimpleGrid>
      {/* A row each: a long e-mail in half the drawer's width ran over the phone (issue 8). */}
      <Stack gap="md">
        <Field label={t('tutor.client.email')}>
          <Anchor href={`mailto:${student.email}`} size="sm">
            {student.email}
          </Anchor>
        </Field>
        <Field label={t('tutor.client.phone')}>
          {student.phone ? (
            <Anchor href={`tel:${student.phone}`} size="sm">
              {formatPhone(student.phone)}
            </Anchor>
          ) : (
            <Text span c="dimmed" size="sm">
              {t('tutor.client.noPhone')}
            </Text>
          )}
        </Field>
      </Stack>
      <Field label={t('tutor.client.notes')}>
        {client.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {client.notes}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tutor.client.noNotes')}
          </Text>
        )}
      </Field>
    </Stack>
  );
}
