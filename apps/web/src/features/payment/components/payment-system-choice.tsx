import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconCloud } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaymentSystem } from '@school/contract';
import '../i18n';

/**
 * The card systems offered: our sandbox (the default, 'Банковская карта') and CloudPayments. A
 * system the server has not configured is refused by it with a clear error, shown on the form.
 */
export const CARD_SYSTEMS = ['SANDBOX', 'CP'] as const satisfies readonly PaymentSystem[];
export type CardSystem = (typeof CARD_SYSTEMS)[number];

const ICONS = { SANDBOX: IconCreditCard, CP: IconCloud } as const;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function PaymentSystemChoice({ value, onChange }: { value: CardSystem; onChange: (next: CardSystem) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as CardSystem)}
      label={t('payment.steps.system')}
      // The section's title says it already; the group keeps its name for screen readers.
      styles={{ label: VISUALLY_HIDDEN }}
    >
      <Stack gap="xs">
        {CARD_SYSTEMS.map((system) => {
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
                    {t(`payment.systems.${system}Hint`)}
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
