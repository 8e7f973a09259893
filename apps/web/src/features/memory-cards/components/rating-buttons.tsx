import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { MEMORY_CARD_RATINGS, type MemoryCardRating } from '@school/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MemoryCardRating, string> = { again: 'red', hard: 'orange', good: 'teal', easy: 'blue' };

/** The four FSRS answers, big enough for a thumb. */
export function RatingButtons({ onRate, busy }: { onRate: (rating: MemoryCardRating) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text ta="center" fw={500}>
        {t('memoryCards.howWell')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {MEMORY_CARD_RATINGS.map((rating) => (
          <Button
            key={rating}
            size="lg"
            color={COLORS[rating]}
            variant="light"
            disabled={busy}
            onClick={() => onRate(rating)}
          >
            {t(`memoryCards.rating.${rating}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
