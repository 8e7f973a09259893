import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorClientDetails } from '@school/contract';
import { formatDate, formatPhone } from '../../../shared/lib/format';
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

/** The client's card on the overview: study terms, contacts, the tutor's notes. */
export function ClientDetails({ client }: { client: TutorClientDetails }) {
  const { t, i18n } = useTranslation();
  const { student } = client;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="client-details-title">
      <Stack gap="lg">
        <Title order={2} size="h4" id="client-details-title">
          {t('tutorClientArea.details.title')}
        </Title>
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          <Field label={t('tutorClientArea.details.classYear')}>
            {t('tutorClientArea.details.classYearValue', { value: client.classYear })}
          </Field>
          <Field label={t('tutorClientArea.details.lessonsPerWeek')}>{client.lessonsPerWeek}</Field>
          <Field label={t('tutorClientArea.details.since')}>{formatDate(client.since, i18n.language)}</Field>
          <Field label={t('tutorClientArea.details.registered')}>
            {formatDate(client.registrationDate, i18n.language)}
          </Field>
        </SimpleGrid>
        {/* A row each: a long e-mail in half the card's width ran over the phone (issue 8). */}
        <Stack gap="md">
          <Field label={t('tutorClientArea.details.email')}>
            <Anchor href={`mailto:${student.email}`} size="sm">
              {student.email}
            </Anchor>
          </Field>
          <Field label={t('tutorClientArea.details.phone')}>
            {student.phone ? (
              <Anchor href={`tel:${student.phone}`} size="sm">
                {formatPhone(student.phone)}
              </Anchor>
            ) : (
              <Text span c="dimmed" size="sm">
                {t('tutorClientArea.details.noPhone')}
              </Text>
            )}
          </Field>
        </Stack>
        <Field label={t('tutorClientArea.details.notes')}>
          {client.notes ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {client.notes}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('tutorClientArea.details.noNotes')}
            </Text>
          )}
        </Field>
      </Stack>
    </Paper>
  );
}
