import type { ReactElement } from 'react';
import { Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PromoRedeemPanel } from '../../../shared/cart/promo-redeem-panel';
import { POPOVER_WIDTH } from '../shell-sizes';
import './i18n';

interface PromoPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  trapFocus: boolean;
  /** The header's promo button. */
  target: ReactElement;
}

/** The promo-code popover of the header (spec 3 §2, §4), in its own chunk: promo-button.tsx. */
export function PromoPopover({ opened, onChange, trapFocus, target }: PromoPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      width={POPOVER_WIDTH}
      position="bottom-end"
      shadow="lg"
      radius="lg"
      offset={10}
      trapFocus={trapFocus}
      returnFocus
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="md" role="dialog" aria-label={t('headerPromo.title')}>
        <Stack gap="xs">
          <Text fw={700}>{t('headerPromo.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('headerPromo.hint')}
          </Text>
          <PromoRedeemPanel stacked onNavigate={() => onChange(false)} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
