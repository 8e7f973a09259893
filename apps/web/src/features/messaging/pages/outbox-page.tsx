import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInbox, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type OutboxMessage } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { appSettings } from '../../../shared/config/app-settings';
import { OutboxMessageCard } from '../components/outbox-message-card';
import '../i18n';

export const outboxQuery = {
  queryKey: ['messaging', 'outbox'],
  queryFn: () => call(contract.messaging.outbox),
  retry: false,
};

const newestFirst = (a: OutboxMessage, b: OutboxMessage) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

function settings(): { locale: string; timeZone?: string } {
  try {
    const { locale, timeZone } = appSettings();
    return { locale, timeZone };
  } catch {
    return { locale: 'ru-RU' };
  }
}

/** The local e-mail and SMS adapters store messages instead of sending them; this page reads them. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = useQuery(outboxQuery);
  const { locale, timeZone } = settings();
  const realAdapter = error instanceof ApiError && error.status === 404;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={28}>
              {t('messaging.outbox.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('messaging.outbox.description')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            {t('messaging.outbox.refresh')}
          </Button>
        </Group>
        {isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {realAdapter && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
            {t('messaging.outbox.realAdapter')}
          </Alert>
        )}
        {error && !realAdapter && (
          <Alert color="red" variant="light" role="alert">
            {t('messaging.outbox.failed')}
          </Alert>
        )}
        {data?.length === 0 && (
          <Stack align="center" gap="xs" py="xl" c="dimmed">
            <IconInbox size={48} stroke={1.5} />
            <Text ta="center">{t('messaging.outbox.empty')}</Text>
          </Stack>
        )}
        {data &&
          [...data]
            .sort(newestFirst)
            .map((message) => (
              <OutboxMessageCard key={message.id} message={message} locale={locale} timeZone={timeZone} />
            ))}
      </Stack>
    </Container>
  );
}
