import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ClassChoiceForm } from '../../../shared/profile/class-choice';
import { LevelTestPrompt } from '../../../shared/level-tests/level-test-prompt';
import { GoalsPageFrame } from '../components/goals-page-frame';
import { ProgramFlow } from '../components/program-flow';
import { useFinish } from '../lib/use-goals-navigation';
import '../i18n';

const route = getRouteApi(paths.classTypeSelect);

/**
 * Spec 1 §2 StudentClassTypeSelect (where the goals routes lead with new-student-goals): the class
 * year and subjects, then their goals and the program choice, then back.
 */
export function ClassTypeSelectPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const finish = useFinish(search);
  const [step, setStep] = useState<'subjects' | 'goals'>('subjects');
  return (
    <GoalsPageFrame title={t('goals.selection.title')} lead={t('goals.selection.text')}>
      {step === 'subjects' ? (
        <ClassChoiceForm submitLabel={t('goals.selection.save')} onSaved={() => setStep('goals')} />
      ) : (
        <>
          {/* Issue 15: a subject without a level leads to its placement test. */}
          <LevelTestPrompt />
          <ProgramFlow productType={null} skipChoice={search.skipProgramChoice === true} onDone={finish} />
        </>
      )}
    </GoalsPageFrame>
  );
}
