import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ClassChoiceForm } from '../../../shared/profile/class-choice';
import { GoalsPageFrame } from '../components/goals-page-frame';
import { useNewStudentGoalsRedirect } from '../lib/use-goals-navigation';
import '../i18n';

const route = getRouteApi(paths.goalsSelection);

/** Spec 1 §2 StudentGoalsSelection: the class year and subjects, then the goals page. */
export function StudentGoalsSelectionPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = useNavigate();
  if (useNewStudentGoalsRedirect(search)) return null;
  return (
    <GoalsPageFrame title={t('goals.selection.title')} lead={t('goals.selection.text')}>
      <ClassChoiceForm
        submitLabel={t('goals.selection.save')}
        onSaved={() => void navigate({ to: paths.goals, search })}
      />
    </GoalsPageFrame>
  );
}
