import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOverlayBlocked, useOverlayOpen } from '../../../shared/overlays/overlay-gate';
import { closeProgramModal, useProgramModal } from '../lib/program-modal-store';
import { ProgramFlow } from './program-flow';
import '../i18n';

/** Spec 1 §2 individual program modal; it waits while a start-up modal shows (overlay gate). */
export function IndividualProgramModal() {
  const { t } = useTranslation();
  const state = useProgramModal();
  const blocked = useOverlayBlocked('individualProgram');
  const opened = state.open && !blocked;
  useOverlayOpen('individualProgram', opened);
  return (
    <Modal opened={opened} onClose={closeProgramModal} title={t('goals.modalTitle')} size="lg" centered>
      {state.open && <ProgramFlow productType={state.productType} onDone={closeProgramModal} />}
    </Modal>
  );
}
