import { useEffect, useRef } from 'react';
import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MemoryCard } from '@school/contract';
import { useTranslation } from 'react-i18next';

interface FlipCardProps {
  card: MemoryCard;
  flipped: boolean;
  onFlip: () => void;
}

function Face({ card, flipped }: Omit<FlipCardProps, 'onFlip'>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="xl" shadow="sm" p="xl" mih={280} style={{ display: 'flex', alignItems: 'center' }}>
      <Stack gap="lg" w="100%" align="center" ta="center">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('memoryCards.question')}
        </Text>
        <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.3}>
          {card.front}
        </Text>
        {flipped ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('memoryCards.answer')}
            </Text>
            <Text fz={{ base: 20, sm: 22 }} c="teal" fw={600} lh={1.35} data-testid="memory-card-answer">
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
  );
}

/**
 * The answer side takes the focus from the button it replaces (the keyboard does not fall back to
 * the page start), so a screen reader reads the answer.
 */
function AnswerSide({ card }: { card: MemoryCard }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} data-testid="memory-card" style={{ outline: 'none' }}>
      <Face card={card} flipped />
    </div>
  );
}

/** A big card: the question until tapped, then the answer under it. */
export function FlipCard({ card, flipped, onFlip }: FlipCardProps) {
  const { t } = useTranslation();
  if (flipped) return <AnswerSide card={card} />;
  return (
    <UnstyledButton
      onClick={onFlip}
      aria-label={`${card.front}. ${t('memoryCards.showAnswer')}`}
      style={{ display: 'block', width: '100%' }}
      data-testid="memory-card"
    >
      <Face card={card} flipped={false} />
    </UnstyledButton>
  );
}
