import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconCloud, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaymentSystem } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import '../i18n';

/**
 * The online systems this page can run: our sandbox ('Банковская карта'), CloudPayments and Kaspi
 * (docs/kaspi.md: the KZ variant only). Only the ones the server has configured are offered (the
 * cart's `orgInfo.paymentInfo.systems`).
 */
export const CARD_SYSTEMS = ['SANDBOX', 'CP', 'KSPI'] as const satisfies readonly PaymentSystem[];
export type CardSystem = (typeof CARD_SYSTEMS)[number];

const isCardSystem = (system: PaymentSystem | null): system is CardSystem =>
  CARD_SYSTEMS.some((card) => card === system);

/** The configured card systems in the page's order, and the one chosen first (the server's default). */
export function offeredCardSystems(info: { system: PaymentSystem | null; systems: PaymentSystem[] }) {
  // Kaspi is a Kazakh bank: whatever a server says, other variants never offer it.
  const kz = appSettings().variant === 'KZ';
  const offered = CARD_SYSTEMS.filter((system) => info.systems.includes(system) && (kz || system !== 'KSPI'));
  const initial = isCardSystem(info.system) && offered.includes(info.system) ? info.system : offered[0];
  return { offered, initial };
}

const ICONS = { SANDBOX: IconCreditCard, CP: IconCloud, KSPI: IconQrcode } as const;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ChoiceProps {
  systems: readonly CardSystem[];
  value: CardSystem;
  onChange: (next: CardSystem) => void;
}

export function PaymentSystemChoice({ systems, value, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  // The cards a payer has differ by country: Kazakhstan's have no МИР (issue 8).
  const hintContext = appSettings().variant === 'KZ' ? 'kz' : undefined;
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as CardSystem)}
      label={t('payment.steps.system')}
      // The section's title says it already; the group keeps its name for screen readers.
      styles={{ label: VISUALLY_HIDDEN }}
    >
      <Stack gap="xs">
        {systems.map((system) => {
          const Icon = ICONS[system];
          return (
            <Radio.Card key={system} value={system} p="sm" radius="md">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Icon size={22} aria-hidden />
                <div>
                  <Text fw={600} size="sm">
                    {t(`payment.systems.${system}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`payment.systems.${system}Hint`, { context: hintContext })}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
