import { Alert, Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCards, IconFlame } from '@tabler/icons-react';
import { useState } from 'react';
import type { MemoryCardRating, ResponseOf, contract } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useDeckQueue, useReviewCard } from '../api/memory-cards';
import { FlipCard } from './flip-card';
import { RatingButtons } from './rating-buttons';

type ReviewResult = ResponseOf<typeof contract.memoryCards.review>;

function TodayProgress({ result }: { result: ReviewResult }) {
  const { t } = useTranslation();
  if (result.todayEarned)
    return (
      <Alert color="orange" variant="light" radius="lg" icon={<IconFlame size={20} />} role="status">
        {t('memoryCards.dayEarned')}
      </Alert>
    );
  return (
    <Stack gap={4} role="status">
      <Text size="sm">
        {t('memoryCards.learnedToday', { done: result.learnedToday, needed: result.learnedNeeded })}
      </Text>
      <Progress value={(result.learnedToday / result.learnedNeeded) * 100} color="orange" size="sm" aria-hidden />
    </Stack>
  );
}

/** One sitting with a deck: a card at a time, flipped by a tap, answered with one of four ratings. */
export function StudySession({ deckId }: { deckId: number }) {
  const { t } = useTranslation();
  const queue = useDeckQueue(deckId);
  const review = useReviewCard();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [last, setLast] = useState<ReviewResult | null>(null);

  const backLink = (
    <ButtonLink
      to={paths.trainer}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('memoryCards.back')}
    </ButtonLink>
  );
  if (queue.isError) return <LoadError message={t('memoryCards.loadError')} onRetry={() => void queue.refetch()} />;
  if (queue.isPending) return <Skeleton h={420} radius="xl" />;

  const { deck, cards } = queue.data;
  const card = cards[index];
  const nextRound = () => {
    setIndex(0);
    setFlipped(false);
    void queue.refetch();
  };
  const rate = (rating: MemoryCardRating) => {
    if (!card) return;
    review.mutate(
      { cardId: card.id, rating },
      {
        onSuccess: (result) => {
          setLast(result);
          setFlipped(false);
          setIndex((current) => current + 1);
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={640} w="100%" mx="auto">
      {backLink}
      <Title order={2} size="h3">
        {deck.title}
      </Title>
      {last && <TodayProgress result={last} />}
      {card ? (
        <>
          <Text size="sm" c="dimmed">
            {t('memoryCards.progress', { current: index + 1, total: cards.length })}
          </Text>
          <FlipCard key={card.id} card={card} flipped={flipped} onFlip={() => setFlipped(true)} />
          {flipped ? (
            <RatingButtons onRate={rate} busy={review.isPending} />
          ) : (
            <Button size="lg" variant="light" onClick={() => setFlipped(true)}>
              {t('memoryCards.showAnswer')}
            </Button>
          )}
          {review.isError && (
            <Text c="red" size="sm" role="alert">
              {t('memoryCards.reviewFailed')}
            </Text>
          )}
        </>
      ) : (
        <EmptyState
          icon={<IconCards size={26} />}
          title={t('memoryCards.done')}
          hint={t('memoryCards.doneHint')}
          action={
            <Group>
              <Button onClick={nextRound} loading={queue.isFetching}>
                {t('memoryCards.more')}
              </Button>
            </Group>
          }
        />
      )}
    </Stack>
  );
}
