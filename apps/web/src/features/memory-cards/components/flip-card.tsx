import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MemoryCard } from '@school/contract';
import { useTranslation } from 'react-i18next';

interface FlipCardProps {
  card: MemoryCard;
  flipped: boolean;
  onFlip: () => void;
}

/** A big card: the question until tapped, then the answer under it. */
export function FlipCard({ card, flipped, onFlip }: FlipCardProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onFlip}
      disabled={flipped}
      aria-label={flipped ? undefined : `${card.front}. ${t('memoryCards.showAnswer')}`}
      style={{ display: 'block', width: '100%', cursor: flipped ? 'default' : 'pointer' }}
      data-testid="memory-card"
    >
      <Paper withBorder radius="xl" shadow="sm" p="xl" mih={280} style={{ display: 'flex', alignItems: 'center' }}>
        <Stack gap="lg" w="100%" align="center" ta="center">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('memoryCards.question')}
          </Text>
          <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.3}>
            {card.front}
          </Text>
          {flipped ? (
            <Stack gap={4} aria-live="polite">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('memoryCards.answer')}
              </Text>
              <Text fz={{ base: 20, sm: 22 }} c="teal.8" fw={600} lh={1.35} data-testid="memory-card-answer">
                {card.back}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('memoryCards.tapToFlip')}
            </Text>
          )}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
