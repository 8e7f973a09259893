import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { namePartProblem } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { ClassChoiceForm } from '../../../shared/profile/class-choice';
import { profileQuery, statusesQuery, storeProfile } from '../../../shared/profile/profile-queries';
import '../../../shared/profile/i18n';
import { GoalsPageFrame } from '../components/goals-page-frame';
import { ProgramFlow } from '../components/program-flow';
import { useFinish } from '../lib/use-goals-navigation';
import '../i18n';

const route = getRouteApi(paths.onboarding);

function NameStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const [name, setName] = useState({ firstName: '', lastName: '' });
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (profile.data) setName({ firstName: profile.data.firstName, lastName: profile.data.lastName });
  }, [profile.data]);
  const save = useMutation({
    mutationFn: () => call(contract.profile.update, { body: name }),
    onSuccess: (next) => {
      storeProfile(queryClient, next);
      onNext();
    },
  });
  // Spec 1 §5 name parts, the same rule the server checks.
  const problem = (value: string) => {
    const key = namePartProblem(value.trim(), appSettings().variant);
    return touched && key ? t(key, { min: 2, max: 40 }) : undefined;
  };
  const valid =
    !namePartProblem(name.firstName.trim(), appSettings().variant) &&
    !namePartProblem(name.lastName.trim(), appSettings().variant);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('goals.onboarding.firstName')}
        value={name.firstName}
        onChange={(event) => setName({ ...name, firstName: event.currentTarget.value })}
        error={problem(name.firstName)}
        autoComplete="given-name"
        required
      />
      <TextInput
        label={t('goals.onboarding.lastName')}
        value={name.lastName}
        onChange={(event) => setName({ ...name, lastName: event.currentTarget.value })}
        error={problem(name.lastName)}
        autoComplete="family-name"
        required
      />
      <Button
        style={{ alignSelf: 'flex-start' }}
        loading={save.isPending}
        onClick={() => {
          setTouched(true);
          if (valid) save.mutate();
        }}
      >
        {t('goals.onboarding.next')}
      </Button>
    </Stack>
  );
}

function ConsentStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const alreadyAccepted = profile.data?.acceptedPersonalData === true;
  const [accepted, setAccepted] = useState(false);
  const finish = useMutation({
    mutationFn: async () => {
      if (!alreadyAccepted)
        storeProfile(queryClient, await call(contract.profile.update, { body: { acceptedPersonalData: true } }));
      // Spec 1 §7: the status is set by sending the current time under its key.
      return call(contract.profile.updateStatuses, { body: { needOnboarding: new Date().toISOString() } });
    },
    onSuccess: (statuses) => {
      queryClient.setQueryData(statusesQuery.queryKey, statuses);
      onDone();
    },
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('goals.onboarding.consentText')}
      </Text>
      <Checkbox
        label={t('goals.onboarding.consent')}
        checked={alreadyAccepted || accepted}
        disabled={alreadyAccepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
      />
      <Button
        style={{ alignSelf: 'flex-start' }}
        disabled={!alreadyAccepted && !accepted}
        loading={finish.isPending}
        onClick={() => finish.mutate()}
      >
        {t('goals.onboarding.finish')}
      </Button>
    </Stack>
  );
}

/**
 * Spec 1 §2, §4 StudentOnboarding, the personal-data onboarding: the name, the class year and
 * subjects, the goals (target points and the priority) with the program choice, and the consent to
 * personal data; finishing records needOnboarding and goes back to the redirect query.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const finish = useFinish(search);
  const [active, setActive] = useState(0);
  const next = () => setActive((step) => step + 1);
  return (
    <GoalsPageFrame title={t('goals.onboarding.title')} lead={t('goals.onboarding.lead')}>
      <Stepper active={active} onStepClick={(step) => step < active && setActive(step)} size="sm">
        <Stepper.Step label={t('goals.onboarding.stepName')}>
          <NameStep onNext={next} />
        </Stepper.Step>
        <Stepper.Step label={t('goals.onboarding.stepSubjects')}>
          <ClassChoiceForm submitLabel={t('goals.onboarding.next')} onSaved={next} />
        </Stepper.Step>
        <Stepper.Step label={t('goals.onboarding.stepGoals')}>
          <ProgramFlow productType={null} skipChoice={search.skipProgramChoice === true} onDone={next} />
        </Stepper.Step>
        <Stepper.Step label={t('goals.onboarding.stepConsent')}>
          <ConsentStep onDone={finish} />
        </Stepper.Step>
      </Stepper>
      {active > 0 && (
        <Group mt="md">
          <Button variant="subtle" onClick={() => setActive(active - 1)}>
            {t('goals.onboarding.back')}
          </Button>
        </Group>
      )}
    </GoalsPageFrame>
  );
}
