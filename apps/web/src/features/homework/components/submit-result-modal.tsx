import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubmitResult } from '@school/contract';

const SITE_CHECKED = new Set(['CORRECT', 'PARTIAL', 'WRONG']);

/** The submit's outcome (issue 10): points, the tasks the site checked, the experience gained. */
export function SubmitResultModal({ result, onOpen }: { result: SubmitResult | null; onOpen: () => void }) {
  const { t } = useTranslation();
  const answers = result?.submission.answers ?? [];
  const checked = answers.filter((answer) => SITE_CHECKED.has(answer.state)).length;
  const waiting = answers.filter((answer) => answer.state === 'CHECKING').length;
  return (
    <Modal
      opened={result !== null}
      onClose={onOpen}
      withCloseButton={false}
      centered
      title={t('homework.result.title')}
    >
      {result && (
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light" color="teal">
            <IconConfetti size={30} />
          </ThemeIcon>
          {result.submission.score !== null && (
            <Title order={3}>
              {t('homework.result.points', { score: result.submission.score, max: result.submission.maxScore })}
            </Title>
          )}
          <Text>{t('homework.result.siteChecked', { count: checked })}</Text>
          {waiting > 0 && <Text>{t('homework.result.waiting', { count: waiting })}</Text>}
          {result.expGained > 0 && (
            <Text fw={700} c="var(--mantine-color-teal-text)" size="lg">
              {t('homework.result.exp', { count: result.expGained })}
            </Text>
          )}
          <Button size="md" mt="sm" fullWidth onClick={onOpen} data-autofocus>
            {t('homework.result.open')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
