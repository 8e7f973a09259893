import { Button, Checkbox, CloseButton, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POLL_PROBLEM_DETAILS,
  POLL_TEXT_MAX,
  pollProblem,
  type Poll,
  type PollInput,
  type StudentModal,
} from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { isCompactRating, RATING_VALUES, ratingBand } from '../lib/rating';
import classes from './global-modals.module.css';
import '../i18n';

const EMPTY: PollInput = { variantIds: [], text: null, rating: null };

interface FieldProps {
  poll: Poll;
  value: PollInput;
  error: string | null;
  onChange: (value: PollInput) => void;
}

/** Spec 1 §9 rating 0–10: 5 columns when narrow; the comment area shows after a choice (spec 1 §5). */
function RatingField({ poll, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Text id={labelId} fw={600}>
        {poll.question}
      </Text>
      <div
        ref={ref}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? `${labelId}-error` : undefined}
        className={classes.rating}
        data-compact={width > 0 && isCompactRating(width, true) ? '' : undefined}
      >
        {RATING_VALUES.map((rating) => (
          <Button
            key={rating}
            role="radio"
            aria-checked={value.rating === rating}
            variant={value.rating === rating ? 'filled' : 'default'}
            px={0}
            onClick={() => onChange({ ...value, rating })}
          >
            {rating}
          </Button>
        ))}
      </div>
      {error && (
        <Text id={`${labelId}-error`} c="red" size="sm">
          {error}
        </Text>
      )}
      {value.rating !== null && (
        <Textarea
          label={t(`globalModals.${ratingBand(value.rating)}`)}
          autosize
          minRows={2}
          maxLength={POLL_TEXT_MAX}
          value={value.text ?? ''}
          onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}

function PollField(props: FieldProps) {
  const { t } = useTranslation();
  const { poll, value, error, onChange } = props;
  const chosen = value.variantIds.map(String);
  // The variants as checkboxes or radios, each with its description (the description poll's).
  const options = (Option: typeof Checkbox | typeof Radio) => (
    <Stack gap="xs" mt="xs">
      {poll.variants.map((variant) => (
        <Option key={variant.id} value={String(variant.id)} label={variant.text} description={variant.description} />
      ))}
    </Stack>
  );
  switch (poll.type) {
    case 'RATING_POLL':
      return <RatingField {...props} />;
    case 'TEXT_POLL':
      return (
        <Textarea
          label={poll.question}
          placeholder={t('globalModals.your answer')}
          autosize
          minRows={3}
          maxLength={POLL_TEXT_MAX}
          error={error}
          value={value.text ?? ''}
          onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
        />
      );
    case 'CHECKBOX_POLL':
      return (
        <Checkbox.Group
          label={poll.question}
          error={error}
          value={chosen}
          onChange={(ids) => onChange({ ...value, variantIds: ids.map(Number) })}
        >
          {options(Checkbox)}
        </Checkbox.Group>
      );
    case 'RADIO_POLL':
    case 'DESCRIPTION_POLL':
      return (
        <Radio.Group
          label={poll.question}
          error={error}
          value={chosen[0] ?? null}
          onChange={(id) => onChange({ ...value, variantIds: [Number(id)] })}
        >
          {options(Radio)}
        </Radio.Group>
      );
  }
}

export interface CornerPollViewProps {
  modal: StudentModal;
  /** Closed without an answer (only a skippable poll): marked viewed. */
  onSkip: () => void;
  /** Sent: the server marks it viewed; the card closes whatever the answer (spec 1 §4). */
  onAnswered: () => void;
}

/** Spec 1 §2 corner poll: a 540 px card at the bottom right with the modal's polls. */
export function CornerPollView({ modal, onSkip, onAnswered }: CornerPollViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [inputs, setInputs] = useState<Record<number, PollInput>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const inputOf = (poll: Poll) => inputs[poll.id] ?? EMPTY;

  const send = () => {
    const problems: Record<number, string> = {};
    for (const poll of modal.polls) {
      const problem = pollProblem(poll, inputOf(poll));
      if (problem) problems[poll.id] = POLL_PROBLEM_DETAILS[problem];
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const pollsAnswers = modal.polls.map((poll) => {
      const input = inputOf(poll);
      return {
        modalId: modal.id,
        pollId: poll.id,
        pollAnswers: [...input.variantIds],
        textFeedback: input.text?.trim() || null,
        rating: input.rating,
      };
    });
    onAnswered();
    call(contract.studentModals.answerPolls, { body: { pollsAnswers } }).then(
      () => notifications.show({ color: 'teal', message: t('globalModals.thanks for the answer') }),
      (error: unknown) => {
        // Spec 1 §8: the failure toast carries no text of its own; the server's detail when it sent one.
        const detail = error instanceof ApiError ? error.first?.detail : undefined;
        notifications.show({ color: 'red', message: detail ?? t('globalModals.answer failed') });
      },
    );
  };

  return (
    <Paper
      className={classes.corner}
      shadow="xl"
      radius="lg"
      p="lg"
      withBorder
      role="dialog"
      aria-labelledby={titleId}
      data-testid="corner-poll"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Text id={titleId} fw={700} fz="lg">
          {modal.showTitle ? modal.title : t('globalModals.poll')}
        </Text>
        {modal.canSkip && <CloseButton aria-label={t('globalModals.close')} onClick={onSkip} />}
      </Group>
      <Stack gap="lg">
        {modal.polls.map((poll) => (
          <PollField
            key={poll.id}
            poll={poll}
            value={inputOf(poll)}
            error={errors[poll.id] ?? null}
            onChange={(value) => setInputs({ ...inputs, [poll.id]: value })}
          />
        ))}
        <Group justify="flex-end">
          <Button radius="md" onClick={send}>
            {t('globalModals.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
