import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { TutorSubmission } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { useAssign } from '../api/assignments';
import { useActiveClients } from '../api/clients';
import { useWorks } from '../api/self-studies';
import { useNotify } from '../hooks/use-notify';
import { assignErrors, toAssignInput, type AssignForm } from '../lib/assign-form';
import { TIMER_MAX_MINUTES } from '../lib/work-draft';
import { defaultDeadlineInput } from '../lib/zoned-input';
import '../i18n';

interface AssignTarget {
  id: number;
  /** The client's name or the work's title, for the dialog and the toast. */
  name: string;
}

interface AssignModalProps {
  opened: boolean;
  onClose: () => void;
  /** Given from a client's page: the client is fixed and a work is chosen. */
  client?: AssignTarget;
  /** Given from the library: the work is fixed (with its default timer) and a client is chosen. */
  work?: AssignTarget & { timeLimitMinutes: number | null };
  onAssigned?: (given: TutorSubmission) => void;
}

const initialForm = (props: AssignModalProps): AssignForm => ({
  client: props.client?.id ?? null,
  work: props.work?.id ?? null,
  deadline: defaultDeadlineInput(new Date(), appSettings().timeZone),
  withTimer: (props.work?.timeLimitMinutes ?? null) !== null,
  minutes: props.work?.timeLimitMinutes ?? null,
});

function AssignFields(props: AssignModalProps) {
  const { t } = useTranslation();
  const { timeZone, timeZoneLabel } = appSettings();
  const [form, setForm] = useState<AssignForm>(() => initialForm(props));
  const [tried, setTried] = useState(false);
  const clients = useActiveClients(!props.client);
  const works = useWorks({ limit: 100, offset: 0 }, !props.work);
  const assign = useAssign();
  const notify = useNotify();
  const set = (patch: Partial<AssignForm>) => setForm((current) => ({ ...current, ...patch }));
  const errors = tried ? assignErrors(form, timeZone, new Date()) : {};
  const error = (key: keyof typeof errors) => (errors[key] ? t(errors[key]) : undefined);

  const chooseWork = (id: number | null) => {
    const minutes = works.data?.results.find((work) => work.id === id)?.timeLimitMinutes ?? null;
    set({ work: id, withTimer: minutes !== null, minutes });
  };
  const submit = () => {
    setTried(true);
    if (Object.keys(assignErrors(form, timeZone, new Date())).length > 0) return;
    assign.mutate(toAssignInput(form, timeZone), {
      onSuccess: (given) => {
        notify.success('assigned', { name: `${given.student.firstName} ${given.student.lastName}` });
        props.onAssigned?.(given);
        props.onClose();
      },
      onError: (failure) => notify.failure('assignFailed', failure),
    });
  };

  const clientOptions = (clients.data?.results ?? []).map((client) => ({
    value: String(client.id),
    label: `${client.student.lastName} ${client.student.firstName}`,
  }));
  const workOptions = (works.data?.results ?? []).map((work) => ({ value: String(work.id), label: work.title }));
  return (
    <Stack gap="md">
      {props.client ? (
        <Text>
          {t('personalWorks.assign.client')}:{' '}
          <Text span fw={600}>
            {props.client.name}
          </Text>
        </Text>
      ) : (
        <NativeSelect
          label={t('personalWorks.assign.client')}
          required
          value={form.client === null ? '' : String(form.client)}
          onChange={(event) =>
            set({ client: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
          }
          data={[
            {
              value: '',
              label:
                clients.data && clientOptions.length === 0
                  ? t('personalWorks.assign.noClients')
                  : t('personalWorks.assign.clientPlaceholder'),
              disabled: true,
            },
            ...clientOptions,
          ]}
          error={error('client')}
        />
      )}
      {props.work ? (
        <Text>
          {t('personalWorks.assign.work')}:{' '}
          <Text span fw={600}>
            {props.work.name}
          </Text>
        </Text>
      ) : (
        <NativeSelect
          label={t('personalWorks.assign.work')}
          required
          value={form.work === null ? '' : String(form.work)}
          onChange={(event) => chooseWork(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          data={[
            {
              value: '',
              label:
                works.data && workOptions.length === 0
                  ? t('personalWorks.assign.noWorks')
                  : t('personalWorks.assign.workPlaceholder'),
              disabled: true,
            },
            ...workOptions,
          ]}
          error={error('work')}
        />
      )}
      <TextInput
        type="datetime-local"
        label={t('personalWorks.assign.deadline', { zone: timeZoneLabel ?? timeZone })}
        description={t('personalWorks.assign.deadlineHint')}
        required
        value={form.deadline}
        onChange={(event) => set({ deadline: event.currentTarget.value })}
        error={error('deadline')}
      />
      <Checkbox
        label={t('personalWorks.assign.withTimer')}
        checked={form.withTimer}
        onChange={(event) => set({ withTimer: event.currentTarget.checked, minutes: form.minutes ?? 45 })}
      />
      {form.withTimer && (
        <NumberInput
          label={t('personalWorks.assign.timerMinutes')}
          description={t('personalWorks.assign.timerHint')}
          min={1}
          max={TIMER_MAX_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          value={form.minutes ?? ''}
          onChange={(value) => set({ minutes: typeof value === 'number' ? value : null })}
          error={error('minutes')}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose}>
          {t('personalWorks.assign.cancel')}
        </Button>
        <Button onClick={submit} loading={assign.isPending}>
          {t('personalWorks.assign.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** POST /tutor/submissions/: a work to a client with a deadline and an optional timer (spec 3 §9). */
export function AssignModal(props: AssignModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('personalWorks.assign.title')}>
      {/* The fields start afresh each time the dialog opens. */}
      {props.opened && <AssignFields {...props} />}
    </Modal>
  );
}
