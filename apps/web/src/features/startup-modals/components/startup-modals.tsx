import { useEffect, useState } from 'react';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../shared/flags/use-flag';
import { chooseSlot } from '../../../shared/flags/slot-choice';
import { PhoneConfirmForm } from '../../../shared/profile/phone-confirm-form';
import { statusesQuery, systemModalsQuery } from '../../../shared/profile/profile-queries';
import { SocialConnectForm } from '../../../shared/profile/social-connect-form';
import { isMandatory, nextModal, runsOnRoute, type StartupModal } from '../lib/startup-queue';
import { LevelDropStep } from './level-drop-step';
import { PersonalDataStep } from './personal-data-modal';
import '../i18n';

const TITLES: Record<StartupModal, string> = {
  personalData: 'startup.personalData.title',
  phone: 'startup.phone.title',
  social: 'startup.social.title',
  levelDrop: 'startup.level.title',
};

/**
 * Spec 3 §4 start-up modal queue of a student: one modal at a time, in order, not on the routes it
 * skips; it goes on when the route changes. A modal put off is not asked again this session.
 */
export function StartupModals({ routeName }: { routeName: string | undefined }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const documentsInProfile = chooseSlot(useFlag('documents-in-profile')).kind === 'on';
  const onRoute = runsOnRoute(routeName);
  const modals = useQuery({ ...systemModalsQuery, enabled: onRoute });
  const statuses = useQuery({ ...statusesQuery, enabled: onRoute });
  const [closed, setClosed] = useState<ReadonlySet<StartupModal>>(new Set());
  const [stoppedOn, setStoppedOn] = useState<string | null>(null);
  // A mandatory modal stops the queue on its page; the next page starts it again.
  useEffect(() => {
    if (stoppedOn !== null && stoppedOn !== pathname) setStoppedOn(null);
  }, [pathname, stoppedOn]);

  if (!onRoute || !modals.data || !statuses.data) return null;
  const input = { modals: modals.data, statuses: statuses.data, documentsInProfile };
  const current = nextModal(input, closed, stoppedOn !== null);
  if (!current) return null;
  const mandatory = isMandatory(current, modals.data);
  const putOff = () => setClosed(new Set([...closed, current]));
  const done = () => {
    if (mandatory) setStoppedOn(pathname);
    else putOff();
  };

  return (
    <Modal
      opened
      onClose={putOff}
      title={t(TITLES[current])}
      centered
      radius="lg"
      withCloseButton={!mandatory && current !== 'levelDrop'}
      closeOnClickOutside={!mandatory && current !== 'levelDrop'}
      closeOnEscape={!mandatory && current !== 'levelDrop'}
      data-testid={`startup-${current}`}
    >
      {current === 'personalData' && <PersonalDataStep mandatory={mandatory} onDone={done} onLater={putOff} />}
      {current === 'phone' && <PhoneConfirmForm onConfirmed={done} />}
      {current === 'social' && <SocialConnectForm type={modals.data.socialAccountType} onConnected={done} />}
      {current === 'levelDrop' && <LevelDropStep onDone={done} />}
    </Modal>
  );
}
