import { useEffect } from 'react';
import { ActionIcon, Affix, Indicator } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { contract } from '../../shared/api/contract';
import { chatRoomKeys } from '../../shared/chat-rooms/chat-room-keys';
import { useRoomEvents } from '../../shared/chat-rooms/use-room-events';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { useUser } from '../../shared/session/session-store';
import { supportChat, useSupportChat } from '../../shared/support/support-chat-store';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';
import './support-button.module.css';
import './i18n';

/** The conversation's code (room view, composer, drawer) loads on the first press, not with the page. */
const SupportPanel = lazyComponent(() => import('../../features/chat-rooms/support/support-panel'), 'SupportPanel');

/**
 * Spec 3 §6: only students get the support chat widget. A floating button on every page of the
 * shell layouts (never on the identity pages, which use the empty layout), with the unread answers.
 * On a page with its own bottom bar (`hidden`: a chat composer, the homework's submit bar) the button
 * would cover that bar's buttons, so it steps aside there and the profile menu opens the panel.
 */
export function SupportButton({ hidden = false }: { hidden?: boolean }) {
  const user = useUser();
  if (user?.role !== 'STUDENT_ROLE') return null;
  return <StudentSupportButton hidden={hidden} />;
}

function StudentSupportButton({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const { opened, loaded } = useSupportChat();
  useEffect(() => {
    if (hidden) return;
    document.documentElement.dataset.supportButton = '';
    return () => void delete document.documentElement.dataset.supportButton;
  }, [hidden]);
  // A support answer arrives on the chat socket, opened once the page has settled (like the sidebar's badge).
  useRoomEvents(undefined, { deferred: true });
  const painted = useAfterFirstPaint();
  const count =
    useQuery({
      queryKey: chatRoomKeys.supportUnread(),
      queryFn: ({ signal }) => call(contract.chatRooms.supportUnread, { signal }),
      select: (answer) => answer.count,
      enabled: painted,
    }).data ?? 0;
  const label = count
    ? `${t('shell.supportWidget.open')}. ${t('shell.supportWidget.unread', { count })}`
    : t('shell.supportWidget.open');
  return (
    <>
      {!hidden && (
        <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
          <Indicator
            label={count > 99 ? '99+' : count}
            disabled={!count}
            size={20}
            color="red"
            offset={6}
            data-testid="support-unread"
          >
            <ActionIcon
              size={56}
              radius="xl"
              variant="filled"
              aria-label={label}
              aria-haspopup="dialog"
              aria-expanded={opened}
              onClick={supportChat.open}
              onPointerEnter={() => void SupportPanel.preload()}
              data-testid="support-button"
              style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
            >
              <IconHeadset size={28} />
            </ActionIcon>
          </Indicator>
        </Affix>
      )}
      {loaded && <SupportPanel opened={opened} onClose={supportChat.close} />}
    </>
  );
}
