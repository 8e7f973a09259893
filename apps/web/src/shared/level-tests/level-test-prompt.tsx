import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { ButtonLink } from '../ui/router-link';
import { levelTestsQuery } from './level-tests-query';
import './i18n';

/**
 * Issue 15: the way to a placement test where a subject has no level yet — one subject's (the
 * lessons list) or every chosen subject's (the goals step of the class-type selection).
 * Nothing while loading, on an error or when every test is taken.
 */
export function LevelTestPrompt({ classTypeId }: { classTypeId?: number }) {
  const { t } = useTranslation();
  const tests = useQuery(levelTestsQuery(classTypeId));
  const open = (tests.data ?? []).filter(
    (test) => test.result === null && test.questionsCount > 0 && (classTypeId !== undefined || test.isChosenSubject),
  );
  if (open.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="violet"
      radius="lg"
      icon={<IconTargetArrow size={20} />}
      title={t('levelTestPrompt.title')}
      data-testid="level-test-prompt"
    >
      <Stack gap="xs">
        <Text size="sm">
          {classTypeId !== undefined && open[0]
            ? t('levelTestPrompt.one', { subject: open[0].classType.title })
            : t('levelTestPrompt.many')}
        </Text>
        <Group gap="xs">
          {open.map((test) => (
            <ButtonLink
              key={test.id}
              to={paths.levelTest}
              params={{ testId: String(test.id) }}
              size="xs"
              // A light button on the light alert reads below AA (axe color-contrast).
              variant="filled"
              color="violet"
            >
              {t('levelTestPrompt.start', { subject: test.classType.title })}
            </ButtonLink>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}
