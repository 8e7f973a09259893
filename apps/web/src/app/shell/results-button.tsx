import { Box } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/config/paths';
import { useFlag } from '../../shared/flags/use-flag';
import { resultsAvailable, useExamResults } from '../../shared/results/exam-results-query';
import { useUser } from '../../shared/session/session-store';
import { ButtonLink } from '../../shared/ui/router-link';
import { SHELL_FLAGS } from './shell-flags';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';
import './i18n';

/** Spec 3 §2 student header: the results button, when results are available, on wide screens, behind collecting-points. */
export function ResultsButton() {
  const { t } = useTranslation();
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  const enabled = useFlag(SHELL_FLAGS.collectingPoints) === true;
  const painted = useAfterFirstPaint();
  const results = useExamResults(isStudent && enabled && painted);
  if (!isStudent || !enabled || !resultsAvailable(results.data)) return null;
  return (
    <Box visibleFrom="md">
      <ButtonLink
        to={paths.results}
        variant="light"
        color="violet"
        radius="xl"
        leftSection={<IconChartBar size={18} aria-hidden />}
      >
        {t('shell.results')}
      </ButtonLink>
    </Box>
  );
}
