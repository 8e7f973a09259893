import { useState } from 'react';
import { Button, Group, RangeSlider, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EducationGoal } from '@school/contract';
import { useSaveGoals } from '../api/goals-api';
import {
  canStudy,
  goalTotal,
  setRange,
  startsLocked,
  toDrafts,
  togglePriority,
  toPatch,
  type GoalDraft,
} from '../lib/program-rules';
import classes from './goals-editor.module.css';
import '../i18n';

interface GoalsEditorProps {
  goals: EducationGoal[];
  /** Called once the goals are saved: the sliders lock (spec 1 §4). */
  onSaved: () => void;
  /** The footer button's label; 'to study' by default (spec 1 §2). */
  submitLabel?: string;
}

/**
 * Spec 1 §2 goals step of the individual program: step 1 (collapsible) the trial points on the
 * left slider, step 2 one priority subject; a priority switch and a range slider per class type,
 * the goal total, an edit button that unlocks the sliders, and 'to study' once a priority is chosen.
 */
export function GoalsEditor({ goals, onSaved, submitLabel }: GoalsEditorProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<GoalDraft[]>(() => toDrafts(goals));
  const [locked, setLocked] = useState(() => startsLocked(goals));
  const save = useSaveGoals();
  const submit = () =>
    save.mutate(toPatch(drafts), {
      onSuccess: () => {
        setLocked(true);
        onSaved();
      },
      // Spec 1 §8: the goals save failure toast.
      onError: () =>
        notifications.show({
          color: 'red',
          message: t('goals.failed_to_load_settings_of_the_individual_education_trajectory'),
        }),
    });
  const priority = drafts.find((draft) => draft.isPriority);
  return (
    <Stack gap="md">
      {/* Spec 1 §2: step 1 is collapsible (a native disclosure: no extra chunk in the shell's kit). */}
      <details open className={classes.step}>
        <summary className={classes.summary}>{t('goals.step1')}</summary>
        <Text size="sm" mt="xs">
          {t('goals.step1Text')}
        </Text>
      </details>
      <div>
        <Text fw={600}>{t('goals.step2')}</Text>
        <Text size="sm" c="dimmed">
          {t('goals.step2Text')}
        </Text>
      </div>
      <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {drafts.map((draft) => (
          <li key={draft.classTypeId}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Switch
                  label={draft.title}
                  checked={draft.isPriority}
                  onChange={() => setDrafts(togglePriority(drafts, draft.classTypeId))}
                  aria-label={t('goals.priority', { subject: draft.title })}
                />
                <Text size="sm" c="dimmed">
                  {t('goals.trial', { points: draft.currentResult })} · {t('goals.goal', { points: draft.goal })}
                </Text>
              </Group>
              <RangeSlider
                min={0}
                max={draft.maxPoints}
                step={draft.step}
                minRange={draft.step}
                value={[draft.currentResult, draft.goal]}
                disabled={locked}
                onChange={(range) => setDrafts(setRange(drafts, draft.classTypeId, range))}
                thumbFromLabel={`${draft.title}: ${t('goals.trial', { points: draft.currentResult })}`}
                thumbToLabel={`${draft.title}: ${t('goals.goal', { points: draft.goal })}`}
                mb="xs"
              />
            </Stack>
          </li>
        ))}
      </Stack>
      <Group justify="space-between">
        <Text fw={600} aria-live="polite">
          {t('goals.total', { points: goalTotal(drafts) })}
        </Text>
        {locked && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setLocked(false)}>
            {t('goals.edit')}
          </Button>
        )}
      </Group>
      {!priority && (
        <Text size="sm" c="dimmed">
          {t('goals.needPriority')}
        </Text>
      )}
      <Button disabled={!canStudy(drafts)} loading={save.isPending} onClick={submit}>
        {submitLabel ?? t('goals.toStudy')}
      </Button>
    </Stack>
  );
}
