import { useState, type FormEvent } from 'react';
import { Button, Chip, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FEEDBACK_COMMENT_SCORE_LIMIT, type LessonDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import type { LessonQueryKey } from '../api/lesson-query';
import { useSendFeedback } from '../api/send-feedback';
import { keepReasons, reasonsFor, showsComment } from '../lib/feedback-rules';
import { EmojiScore } from './emoji-score';
import '../i18n';

interface Props {
  lesson: LessonDetail;
  queryKey: LessonQueryKey;
  /** Spec 1 §5: the comment shows at or below this score. */
  commentLimit?: number;
}

/** The lesson feedback form (spec 1 §5, §8): score, reasons per score, optional comment. */
export function FeedbackForm({ lesson, queryKey, commentLimit = FEEDBACK_COMMENT_SCORE_LIMIT }: Props) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(lesson.feedback.score);
  const [reasons, setReasons] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const send = useSendFeedback(lesson.id, queryKey);
  const withComment = showsComment(score, commentLimit);

  const chooseScore = (next: number) => {
    setScore(next);
    setReasons((chosen) => keepReasons(chosen, next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) return;
    send.mutate(
      { score, reasons, comment: withComment ? comment.trim() : '' },
      {
        onSuccess: ({ detail }) => notifications.show({ color: 'teal', message: detail || t('thanks_for_answer') }),
        onError: () => notifications.show({ color: 'red', message: t('failed_to_send_answer') }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lesson-feedback">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4" id="lesson-feedback">
            {t('lessonPage.feedback.title')}
          </Title>
          <EmojiScore value={score} onChange={chooseScore} />
          {score !== null && (
            <div>
              <Text size="sm" fw={500} mb="xs" id="lesson-feedback-reasons">
                {t('lessonPage.feedback.reasonsLabel')}
              </Text>
              <Chip.Group multiple value={reasons} onChange={setReasons}>
                <Group gap={6} role="group" aria-labelledby="lesson-feedback-reasons">
                  {reasonsFor(score).map((reason) => (
                    <Chip key={reason} value={reason} size="sm">
                      {t(`lessonPage.feedback.reasons.${reason}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
          )}
          {withComment && (
            <Textarea
              label={t('lessonPage.feedback.commentLabel')}
              placeholder={t('lessonPage.feedback.commentPlaceholder')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
              maxRows={6}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={score === null} loading={send.isPending}>
              {t('lessonPage.feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
