import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import { DeckList } from '../components/deck-list';
import { StudySession } from '../components/study-session';
import '../i18n';

const route = getRouteApi(paths.trainer);

/** Spec 1 §2 /progress, the trainer: memory-card decks per subject, `?deck=` studies one. */
export function TrainerPage() {
  const { t } = useTranslation();
  const { deck } = route.useSearch();
  if (deck) return <StudySession key={deck} deckId={deck} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('memoryCards.title')}
        </Title>
        <Text c="dimmed">{t('memoryCards.lead')}</Text>
      </Stack>
      {/* Issue 15: the other half of practice, exam tasks from the bank (features/training). */}
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem' }}>
            <Text fw={700}>{t('memoryCards.tasksTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('memoryCards.tasksLead')}
            </Text>
          </Stack>
          <ButtonLink to={paths.trainingSettings} variant="light">
            {t('memoryCards.tasksStart')}
          </ButtonLink>
        </Group>
      </Paper>
      <DeckList />
    </Stack>
  );
}
