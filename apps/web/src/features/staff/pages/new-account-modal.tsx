import { useState } from 'react';
import { Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewStaffAccountSchema, STAFF_ROLES, type StaffAccount } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { roleNameKey } from '../../../shared/session/role-names';
import { useCreateAccount } from '../api/accounts';
import '../i18n';

type Values = z.input<typeof NewStaffAccountSchema>;

/** Opens a staff account; the generated password is shown here once (docs/staff.md "Staff accounts"). */
export function NewAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAccount();
  const [created, setCreated] = useState<{ account: StaffAccount; password: string } | null>(null);
  const { register, control, handleSubmit, setError, formState, reset } = useForm<Values>({
    resolver: zodResolver(NewStaffAccountSchema),
    defaultValues: { email: '', firstName: '', lastName: '', role: 'MANAGER_ROLE' },
  });
  const { alerts, run, clear } = useServerErrors(
    setError,
    ['email', 'firstName', 'lastName', 'role'],
    t('staff.accounts.failed'),
  );
  const close = () => {
    reset();
    setCreated(null);
    clear();
    onClose();
  };
  const submit = handleSubmit((values) =>
    run(async () => {
      setCreated(await create.mutateAsync(NewStaffAccountSchema.parse(values)));
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('staff.accounts.newTitle')}>
      {created ? (
        <Stack gap="md" data-testid="created-account">
          <Text>{t('staff.accounts.createdLead', { email: created.account.email })}</Text>
          <Group gap="sm" wrap="nowrap">
            <TextInput
              label={t('staff.accounts.password')}
              value={created.password}
              readOnly
              style={{ flex: 1 }}
              ff="monospace"
            />
            <CopyButton value={created.password}>
              {({ copied, copy }) => (
                <Button mt={24} variant="light" onClick={copy}>
                  {copied ? t('staff.accounts.copied') : t('staff.accounts.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('staff.accounts.passwordOnce')}
          </Text>
          <Button onClick={close}>{t('staff.accounts.done')}</Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <FormAlerts messages={alerts} />
            <TextInput
              label={t('staff.accounts.email')}
              type="email"
              required
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label={t('staff.accounts.firstName')}
              required
              error={formState.errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label={t('staff.accounts.lastName')}
              required
              error={formState.errors.lastName?.message}
              {...register('lastName')}
            />
            <Controller
              control={control}
              name="role"
              render={({ field, fieldState }) => (
                <Select
                  label={t('staff.accounts.role')}
                  required
                  allowDeselect={false}
                  data={STAFF_ROLES.map((role) => ({ value: role, label: t(roleNameKey(role)) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('staff.accounts.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('staff.accounts.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
