import { ActionIcon, Button, Group, Image, Modal, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentModal } from '@school/contract';
import { RichHtml } from '../../../shared/homework/rich-html';
import { VideoPlayer } from '../../../shared/player/video-player';
import { modalWidth, stepButton } from '../lib/modal-queue';
import { useMediaMatch } from '../../../shared/ui/use-media-match';
import '../i18n';

export interface ModalSetViewProps {
  modals: StudentModal[];
  /** The student moved on from this modal (spec 1 §4: marked viewed). */
  onViewed: (id: number) => void;
  onClose: () => void;
}

function Media({ modal }: { modal: StudentModal }) {
  if (modal.video) return <VideoPlayer url={modal.video} title={modal.title} />;
  if (modal.image) return <Image src={modal.image} alt="" radius="md" fit="contain" mah={360} />;
  return null;
}

/**
 * Spec 1 §2 global modal: one action's steps one at a time with a counter 2/5, previous and next,
 * the link button ('go' / 'further' / 'its clear' or the modal's text) and a skip only with canSkip;
 * 880 px wide with media, 480 px without, the whole screen on a phone.
 */
export function ModalSetView({ modals, onViewed, onClose }: ModalSetViewProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const phone = useMediaMatch('(max-width: 36em)');
  const [index, setIndex] = useState(0);
  const modal = modals[index];
  if (!modal) return null;
  const isLast = index === modals.length - 1;
  const button = stepButton(modal, isLast);
  const hasMedia = Boolean(modal.image || modal.video);

  const go = (to: number) => {
    onViewed(modal.id);
    if (to >= modals.length) onClose();
    else setIndex(to);
  };
  const skip = () => {
    if (!modal.canSkip) return;
    onViewed(modal.id);
    onClose();
  };
  const primary = () => {
    const href = button.href;
    if (href) {
      if (/^\/(?!\/)/.test(href)) void router.navigate({ href });
      else if (/^https?:\/\//i.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
    }
    go(index + 1);
  };

  const text = (
    <Stack gap="md">
      {/* Beside the media the title is shown here; the dialog's own (hidden) title names it. */}
      {modal.showTitle && hasMedia && (
        <Text component="p" aria-hidden fz="h3" fw={700} m={0}>
          {modal.title}
        </Text>
      )}
      {/* Cleaned in the browser too: the server cleans on write and on read. */}
      <RichHtml html={modal.textContent} />
    </Stack>
  );
  return (
    <Modal
      opened
      onClose={skip}
      centered
      radius="lg"
      size={modalWidth(modal)}
      fullScreen={phone}
      title={modal.showTitle && !hasMedia ? modal.title : <VisuallyHidden>{modal.title}</VisuallyHidden>}
      withCloseButton={modal.canSkip}
      closeOnEscape={modal.canSkip}
      closeOnClickOutside={modal.canSkip}
      closeButtonProps={{ 'aria-label': t('globalModals.skip') }}
      data-testid="global-modal"
    >
      {hasMedia ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Media modal={modal} />
          {text}
        </SimpleGrid>
      ) : (
        text
      )}
      <Group justify="space-between" mt="xl" wrap="nowrap">
        {modals.length > 1 ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('globalModals.previous')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <Text fw={600} aria-label={t('globalModals.counter', { current: index + 1, total: modals.length })}>
              {index + 1}/{modals.length}
            </Text>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('globalModals.next')}
              disabled={isLast}
              onClick={() => go(index + 1)}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
          </Group>
        ) : (
          <span />
        )}
        <Button radius="md" onClick={primary}>
          {'text' in button.label ? button.label.text : t(`globalModals.${button.label.key}`)}
        </Button>
      </Group>
    </Modal>
  );
}
