import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ChatBan } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { dayWord, formatDay, formatTime } from '../../../shared/lessons/lesson-format';
import { useTimeSettings } from '../../../shared/lessons/use-lesson-format';
import { LoadError } from '../../../shared/ui/load-error';
import { useBans, useUnban } from '../api/bans';
import { showDone, showFailure } from '../lib/action-toasts';
import '../i18n';

/** "до 18:30 МСК" today, "до 27 ноября, 18:30 МСК" later (a ban of a day). */
function BanUntil({ until, now }: { until: string; now: Date }) {
  const { t } = useTranslation();
  const settings = useTimeSettings();
  const end = new Date(until);
  const time = formatTime(end, settings);
  const date = dayWord(end, now, settings.timeZone) === 'today' ? time : `${formatDay(end, now, settings)}, ${time}`;
  return <>{t('moderation.bans.until', { date })}</>;
}

function BanRow({ ban, now }: { ban: ChatBan; now: Date }) {
  const { t } = useTranslation();
  const unban = useUnban(ban.lessonId, {
    onSuccess: () => showDone(t('moderation.bans.lifted', { name: ban.user.name })),
    onError: (error) => showFailure(error, t('moderation.bans.failed')),
  });
  const lift = () => unban.mutate(ban.user.id);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>{ban.user.name}</Text>
        <Text size="sm" c="dimmed">
          {ban.until ? <BanUntil until={ban.until} now={now} /> : t('moderation.bans.toEnd')}
          {ban.reason && ` · ${ban.reason}`}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="default"
        loading={unban.isPending}
        onClick={lift}
        aria-label={t('moderation.bans.liftLabel', { name: ban.user.name })}
        style={{ flexShrink: 0 }}
      >
        {t('moderation.bans.lift')}
      </Button>
    </Group>
  );
}

/** The bans in force in the lesson the queue is filtered by, each with 'Снять бан'. */
export function BansPanel({ lessonId, lessonTitle, now }: { lessonId: number; lessonTitle: string; now: Date }) {
  const { t } = useTranslation();
  const bans = useBans(lessonId);
  const body = () => {
    if (bans.isError) return <LoadError message={t('moderation.bans.loadError')} onRetry={() => void bans.refetch()} />;
    if (bans.isPending) return <Skeleton height={48} radius="md" />;
    if (bans.data.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('moderation.bans.empty')}
        </Text>
      );
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {bans.data.map((ban) => (
          <BanRow key={ban.user.id} ban={ban} now={now} />
        ))}
      </Stack>
    );
  };
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="lesson-bans-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="lesson-bans-title">
          {t('moderation.bans.title', { lesson: lessonTitle })}
        </Title>
        {body()}
      </Stack>
    </Card>
  );
}
