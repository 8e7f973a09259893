import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BlockStudentSchema } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { useBlock } from '../api/people';
import '../i18n';

type Values = z.input<typeof BlockStudentSchema>;

/** «Заблокировать» / «Разблокировать» with a reason and an explicit confirmation. */
export function BlockModal({
  studentId,
  blocked,
  opened,
  onClose,
}: {
  studentId: number;
  /** What the change makes the account: true blocks it. */
  blocked: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useBlock(studentId);
  const [confirmed, setConfirmed] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm<Values>({
    resolver: zodResolver(BlockStudentSchema),
    values: { blocked, reason: '' },
  });
  const { alerts, run, clear } = useServerErrors(setError, ['reason'], t('staffPeople.block.failed'));
  const close = () => {
    reset();
    clear();
    setConfirmed(false);
    onClose();
  };
  const submit = handleSubmit((values) =>
    run(async () => {
      await change.mutateAsync(BlockStudentSchema.parse({ ...values, blocked }));
      close();
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={blocked ? t('staffPeople.block.blockTitle') : t('staffPeople.block.unblockTitle')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{blocked ? t('staffPeople.block.blockLead') : t('staffPeople.block.unblockLead')}</Text>
          <FormAlerts messages={alerts} />
          <Textarea
            label={t('staffPeople.block.reason')}
            description={t('staffPeople.grant.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          {blocked && (
            <Checkbox
              label={t('staffPeople.block.confirm')}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('staffPeople.block.cancel')}
            </Button>
            <Button
              type="submit"
              color={blocked ? 'red' : undefined}
              disabled={blocked && !confirmed}
              loading={formState.isSubmitting}
            >
              {blocked ? t('staffPeople.block.block') : t('staffPeople.block.unblock')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
