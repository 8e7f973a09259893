import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SystemModals } from '@school/contract';
import { PhoneConfirmForm } from '../../../shared/profile/phone-confirm-form';
import { SocialConnectForm } from '../../../shared/profile/social-connect-form';
import type { StartupModal } from '../lib/startup-queue';
import { LevelDropStep } from './level-drop-step';
import { PersonalDataStep } from './personal-data-modal';
import '../i18n';

const TITLES: Record<StartupModal, string> = {
  personalData: 'startup.personalData.title',
  phone: 'startup.phone.title',
  social: 'startup.social.title',
  levelDrop: 'startup.level.title',
};

export interface StartupDialogProps {
  current: StartupModal;
  /** Spec 3 §4: a Force personal-data modal cannot be put off. */
  mandatory: boolean;
  socialAccountType: SystemModals['socialAccountType'];
  /** The step is settled. */
  onDone: () => void;
  /** The student puts the step off for this session. */
  onPutOff: () => void;
}

/** One start-up modal (spec 3 §4); loaded only when one is due. */
export function StartupDialog({ current, mandatory, socialAccountType, onDone, onPutOff }: StartupDialogProps) {
  const { t } = useTranslation();
  // The level dialog closes only through its two answers (spec 3 §4).
  const closable = !mandatory && current !== 'levelDrop';
  return (
    <Modal
      opened
      onClose={onPutOff}
      title={t(TITLES[current])}
      centered
      radius="lg"
      withCloseButton={closable}
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      data-testid={`startup-${current}`}
    >
      {current === 'personalData' && <PersonalDataStep mandatory={mandatory} onDone={onDone} onLater={onPutOff} />}
      {current === 'phone' && <PhoneConfirmForm onConfirmed={onDone} />}
      {current === 'social' && <SocialConnectForm type={socialAccountType} onConnected={onDone} />}
      {current === 'levelDrop' && <LevelDropStep onDone={onDone} />}
    </Modal>
  );
}
