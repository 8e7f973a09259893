import { Card, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomMessage } from '@school/contract';
import { useRateFeedback } from '../api/room-actions';

type Feedback = Extract<RoomMessage, { type: 'feedback' }>;

/** Spec 3 §3 feedback message: the student rates the curator's answer once, 1–5 stars. */
export function FeedbackCard({ message, roomId, canRate }: { message: Feedback; roomId: number; canRate: boolean }) {
  const { t } = useTranslation();
  const rate = useRateFeedback(roomId);
  const rating = message.extra?.rating ?? null;
  return (
    <Card withBorder radius="lg" p="sm" maw={360} style={{ alignSelf: 'center' }} data-testid="feedback">
      <Stack gap={6} align="center">
        <Text size="sm" ta="center">
          {message.text}
        </Text>
        <Rating
          value={rating ?? 0}
          readOnly={rating !== null || !canRate || rate.isPending}
          onChange={(value) => rate.mutate({ messageId: message.id, rating: value })}
          role="group"
          aria-label={t('chatRooms.rating')}
          getSymbolLabel={(value) => t('chatRooms.stars', { value })}
          size="lg"
        />
        <Text size="xs" c={rate.isError ? 'red' : 'dimmed'} aria-live="polite">
          {rate.isError ? t('chatRooms.rateFailed') : rating !== null ? t('chatRooms.rated') : t('chatRooms.rateTitle')}
        </Text>
      </Stack>
    </Card>
  );
}
