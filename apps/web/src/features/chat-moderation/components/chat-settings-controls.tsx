import { Group, NativeSelect, Switch } from '@mantine/core';
import type { ModeratedLesson } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useLessonSettings, type SettingsChange } from '../api/lesson-settings';
import { showFailure } from '../lib/action-toasts';
import { SLOW_MODE_DEFAULT, slowModeOptions } from '../lib/slow-mode';
import '../i18n';

/** Quick switches of a lesson's chat: slow mode with its interval, and pause (students see both as system messages). */
export function ChatSettingsControls({ lesson }: { lesson: ModeratedLesson }) {
  const { t } = useTranslation();
  const settings = useLessonSettings(lesson.id);
  const change = (body: SettingsChange) =>
    settings.mutate(body, { onError: (error) => showFailure(error, t('moderation.lessons.failed')) });
  const slow = lesson.slowModeSeconds > 0;
  const label = (seconds: number) =>
    seconds < 60
      ? t('moderation.lessons.seconds', { count: seconds })
      : t('moderation.lessons.minutes', { count: seconds / 60 });
  return (
    <Group gap="md" align="center">
      <Group gap="xs" wrap="nowrap">
        <Switch
          label={t('moderation.lessons.slowMode')}
          checked={slow}
          disabled={settings.isPending}
          onChange={(event) => change({ slowModeSeconds: event.currentTarget.checked ? SLOW_MODE_DEFAULT : 0 })}
        />
        {slow && (
          <NativeSelect
            size="xs"
            aria-label={t('moderation.lessons.slowModeInterval')}
            disabled={settings.isPending}
            value={String(lesson.slowModeSeconds)}
            data={slowModeOptions(lesson.slowModeSeconds).map((seconds) => ({
              value: String(seconds),
              label: label(seconds),
            }))}
            onChange={(event) => change({ slowModeSeconds: Number(event.currentTarget.value) })}
          />
        )}
      </Group>
      <Switch
        label={t('moderation.lessons.paused')}
        color="orange"
        checked={lesson.isClosed}
        disabled={settings.isPending}
        onChange={(event) => change({ isClosed: event.currentTarget.checked })}
      />
    </Group>
  );
}
