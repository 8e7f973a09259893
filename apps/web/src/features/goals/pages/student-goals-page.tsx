import { Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import { GoalsPageFrame } from '../components/goals-page-frame';
import { ProgramFlow } from '../components/program-flow';
import { useFinish, useNewStudentGoalsRedirect } from '../lib/use-goals-navigation';
import '../i18n';

const route = getRouteApi(paths.goals);

/**
 * Spec 1 §2 StudentGoals: the goals step of the individual program on a page, then the program
 * choice unless skipProgramChoice (the profile menu's link, spec 3 §2).
 */
export function StudentGoalsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const finish = useFinish(search, paths.myProductTypes);
  if (useNewStudentGoalsRedirect(search)) return null;
  return (
    <GoalsPageFrame title={t('goals.page.title')} lead={t('goals.page.text')}>
      <Stack gap="md">
        <Group justify="flex-end">
          <AnchorLink to={paths.goalsSelection} search={search} size="sm">
            {t('goals.page.changeSubjects')}
          </AnchorLink>
        </Group>
        <ProgramFlow productType={null} skipChoice={search.skipProgramChoice === true} onDone={finish} />
      </Stack>
    </GoalsPageFrame>
  );
}
