import { useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useGoals } from '../api/goals-api';
import type { ModalProductType } from '../lib/program-modal-store';
import { GoalsEditor } from './goals-editor';
import { ProgramChoice } from './program-choice';

interface ProgramFlowProps {
  productType: ModalProductType;
  /** The profile menu's goals link skips the choice (spec 3 §2 skipProgramChoice). */
  skipChoice?: boolean;
  onDone: () => void;
}

/** Spec 1 §4: the goals step first, then the program choice step. */
export function ProgramFlow({ productType, skipChoice = false, onDone }: ProgramFlowProps) {
  const { t } = useTranslation();
  const goals = useGoals();
  const [step, setStep] = useState<'goals' | 'choice'>('goals');
  if (goals.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('goals.modalTitle')} />
      </Center>
    );
  if (goals.isError)
    return (
      <Stack>
        <Text role="alert">{t('goals.loadError')}</Text>
        <Button variant="default" onClick={() => void goals.refetch()}>
          {t('goals.close')}
        </Button>
      </Stack>
    );
  if (goals.data.length === 0)
    return (
      <Stack align="flex-start">
        <Text>{t('goals.empty')}</Text>
        <ButtonLink to={paths.goalsSelection} onClick={onDone}>
          {t('goals.chooseSubjects')}
        </ButtonLink>
      </Stack>
    );
  if (step === 'choice') return <ProgramChoice productType={productType} onDone={onDone} />;
  return <GoalsEditor goals={goals.data} onSaved={() => (skipChoice ? onDone() : setStep('choice'))} />;
}
