import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnswerState } from '@school/contract';

/** The badge colour of an answer's state, wherever a student or a checker reads a checked task. */
export const ANSWER_STATE_COLOR: Record<AnswerState, string> = {
  EMPTY: 'gray',
  SAVED: 'blue',
  CHECKING: 'blue',
  CORRECT: 'teal',
  PARTIAL: 'yellow',
  WRONG: 'red',
};

/** A titled part of a checked task: the answer, the correct answer, the explanation. */
export function AnswerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
