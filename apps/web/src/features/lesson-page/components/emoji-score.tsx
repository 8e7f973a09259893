import { Group, Radio, Tooltip } from '@mantine/core';
import { IconMoodCry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_SCORES } from '../lib/feedback-rules';
import '../i18n';

/**
 * Spec 1 §9: five emoji levels, one per score. Drawn as icons: colour emoji fonts are missing on
 * many systems, where a character would show as an empty box.
 */
const LEVELS: Record<number, { icon: Icon; color: string }> = {
  1: { icon: IconMoodCry, color: 'red' },
  2: { icon: IconMoodSad, color: 'orange' },
  3: { icon: IconMoodEmpty, color: 'yellow' },
  4: { icon: IconMoodSmile, color: 'lime' },
  5: { icon: IconMoodHappy, color: 'teal' },
};

export function EmojiScore({ value, onChange }: { value: number | null; onChange(score: number): void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      label={t('lessonPage.feedback.scoreLabel')}
      labelProps={{ mb: 'xs' }}
    >
      <Group gap="xs">
        {FEEDBACK_SCORES.map((score) => {
          const label = t(`lessonPage.feedback.scores.${score}`);
          const { icon: MoodIcon, color } = LEVELS[score]!;
          const chosen = value === score;
          return (
            <Tooltip key={score} label={label} withArrow>
              <Radio.Card
                value={String(score)}
                aria-label={label}
                radius="xl"
                w={52}
                h={52}
                withBorder
                style={{
                  display: 'grid',
                  placeItems: 'center',
                  borderColor: chosen ? `var(--mantine-color-${color}-filled)` : undefined,
                  background: chosen ? `var(--mantine-color-${color}-light)` : undefined,
                  color: chosen ? `var(--mantine-color-${color}-filled)` : 'var(--mantine-color-dimmed)',
                }}
              >
                <MoodIcon size={30} stroke={1.6} aria-hidden />
              </Radio.Card>
            </Tooltip>
          );
        })}
      </Group>
    </Radio.Group>
  );
}
