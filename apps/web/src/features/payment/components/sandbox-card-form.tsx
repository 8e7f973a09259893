import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The test card: the sandbox never reads it, it is there so the page feels like a bank's. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'TEST CARDHOLDER' };

export function SandboxCardForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('payment.sandbox.card')}
        defaultValue={TEST_CARD.number}
        inputMode="numeric"
        autoComplete="off"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        disabled={disabled}
        styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: 1 } }}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('payment.sandbox.expiry')}
          defaultValue={TEST_CARD.expiry}
          autoComplete="off"
          disabled={disabled}
        />
        <TextInput
          label={t('payment.sandbox.cvc')}
          defaultValue={TEST_CARD.cvc}
          type="password"
          autoComplete="off"
          disabled={disabled}
        />
      </SimpleGrid>
      <TextInput
        label={t('payment.sandbox.holder')}
        defaultValue={TEST_CARD.holder}
        autoComplete="off"
        disabled={disabled}
      />
    </Stack>
  );
}
