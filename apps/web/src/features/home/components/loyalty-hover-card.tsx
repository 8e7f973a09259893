import { useId, useRef, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { Box, Group, Popover, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import '../i18n';

interface LoyaltyHoverCardProps {
  /** i18n key of the explanation for the hovered currency */
  text: string;
  children: ReactNode;
}

/** Time to move the pointer from the cell onto the card (and its link) before it closes. */
const CLOSE_DELAY_MS = 200;

/**
 * Spec 1 §2: hovering a medal or umcoin shows a card linking to the loyalty program. A tap opens
 * it on a phone (no hover there), keyboard focus opens it too, and the card stays open while the
 * pointer or the focus is on it, so its link can be reached.
 */
export function LoyaltyHoverCard({ text, children }: LoyaltyHoverCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, { open, close }] = useDisclosure(false);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keep = () => {
    clearTimeout(closing.current);
    open();
  };
  const leave = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(close, CLOSE_DELAY_MS);
  };
  // A phone's tap also sends a hover: only a mouse hovers; a tap toggles, a mouse click keeps it open.
  // The tap's focus opens the card before its click arrives: the click closes only a card open before it.
  const pointer = useRef({ type: 'mouse', wasOpen: false });
  const hover = (event: PointerEvent) => event.pointerType === 'mouse' && keep();
  const unhover = (event: PointerEvent) => event.pointerType === 'mouse' && leave();
  const click = () => (pointer.current.type !== 'mouse' && pointer.current.wasOpen ? close() : keep());
  const blur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !document.getElementById(id)?.contains(next)) leave();
  };
  return (
    <Popover
      opened={opened}
      onChange={(value) => !value && close()}
      width={304}
      shadow="lg"
      radius="lg"
      position="bottom"
      withArrow
      withRoles={false}
    >
      <Popover.Target>
        <Box
          tabIndex={0}
          role="button"
          aria-expanded={opened}
          aria-controls={opened ? id : undefined}
          onPointerDown={(event) => (pointer.current = { type: event.pointerType, wasOpen: opened })}
          onPointerEnter={hover}
          onPointerLeave={unhover}
          onClick={click}
          onFocus={keep}
          onBlur={blur}
          onKeyDown={(event) => event.key === 'Escape' && close()}
          style={{ borderRadius: 'var(--mantine-radius-md)', cursor: 'pointer' }}
        >
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown id={id} p="md" onPointerEnter={hover} onPointerLeave={unhover} onBlur={blur}>
        <Group gap="xs" mb={6} wrap="nowrap">
          <ThemeIcon size={28} radius="xl" variant="gradient" gradient={{ from: 'violet', to: 'grape' }} aria-hidden>
            <IconSparkles size={16} />
          </ThemeIcon>
          <Text fw={700}>{t('home.loyalty.title')}</Text>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {t(text)}
        </Text>
        <AnchorLink to={paths.loyalty} fw={600} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {t('home.loyalty.more')}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </AnchorLink>
      </Popover.Dropdown>
    </Popover>
  );
}
