import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { FormAlerts } from '../ui/form-alerts';

/**
 * A console dialog holding one form (docs/staff.md): what the server said that belongs to no field on
 * top, the fields, then cancel and submit. Browser validation is off: the contract's schema checks.
 */
export function FormModal({
  onSubmit,
  alerts,
  pending,
  cancelLabel,
  submitLabel,
  children,
  ...modal
}: Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  alerts: readonly string[];
  pending: boolean;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal {...modal}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <FormAlerts messages={alerts} />
          {children}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={modal.onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
