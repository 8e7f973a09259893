import type { FocusEvent, PointerEvent, ReactElement } from 'react';
import { Group, Popover, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import '../i18n';

interface LoyaltyCardProps {
  id: string;
  /** i18n key of the explanation for the hovered currency */
  text: string;
  opened: boolean;
  onClose: () => void;
  /** The balance cell the card points at. */
  target: ReactElement;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** The loyalty card of a balance cell (spec 1 §2), in its own chunk: loyalty-hover-card.tsx. */
export function LoyaltyCard({
  id,
  text,
  opened,
  onClose,
  target,
  onPointerEnter,
  onPointerLeave,
  onBlur,
}: LoyaltyCardProps) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      onChange={(value) => !value && onClose()}
      width={304}
      shadow="lg"
      radius="lg"
      position="bottom"
      withArrow
      withRoles={false}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown id={id} p="md" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
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
