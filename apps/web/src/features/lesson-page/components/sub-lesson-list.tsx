import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { SubLesson } from '@school/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface Props {
  subLessons: SubLesson[];
  /** The chosen sub-lesson, or null for the lesson's own video. */
  current: number | null;
  onChoose(id: number | null): void;
}

/** The lesson's parts: choosing one switches the player's source. */
export function SubLessonList({ subLessons, current, onChoose }: Props) {
  const { t } = useTranslation();
  const items = [{ id: null, title: t('lessonPage.player.mainVideo') }, ...subLessons];
  return (
    <nav aria-label={t('lessonPage.player.parts')}>
      <Text size="sm" fw={600} mb={6}>
        {t('lessonPage.player.parts')}
      </Text>
      <Group gap="xs">
        {items.map((item) => {
          const chosen = item.id === current;
          return (
            <Button
              key={item.id ?? 'main'}
              size="xs"
              radius="xl"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={() => onChoose(item.id)}
            >
              {item.title}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
