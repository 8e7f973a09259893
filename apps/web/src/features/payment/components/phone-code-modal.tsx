import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { formatPhone } from '../../../shared/lib/format';
import { CodeEntry } from '../../../shared/profile/code-entry';
import { PayNotice } from './pay-notice';
import '../i18n';

interface PhoneCodeModalProps {
  opened: boolean;
  phone: string;
  /** Seconds until the code may be sent again. */
  resendIn: number;
  /** Sends a new code; false when it could not. */
  onResend: () => Promise<boolean>;
  onConfirmed: (phoneKey: string) => void;
  onClose: () => void;
}

/**
 * Spec 2 §4 v3 phone confirmation: the code is checked as soon as its 4th digit is typed; a new
 * code may be asked for after the countdown (mm:ss).
 */
export function PhoneCodeModal({ opened, phone, resendIn, onResend, onConfirmed, onClose }: PhoneCodeModalProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const failed = t('error occurred, impossible to send code');

  const check = async (code: string) => {
    const { phoneKey } = await call(contract.registrationV3.otpConfirm, { body: { phone, code } });
    onConfirmed(phoneKey);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('payment.code.title')} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">
          <Trans
            i18nKey="payment.code.text"
            values={{ phone: formatPhone(phone) }}
            components={{ phone: <Text span fw={600} inherit style={{ whiteSpace: 'nowrap' }} /> }}
          />
        </Text>
        <PayNotice notice={notice ? { details: [notice] } : null} />
        <CodeEntry
          texts={{
            label: t('payment.code.label'),
            checking: t('payment.code.checking'),
            resend: t('payment.code.resend'),
            resendIn: (time) => t('payment.code.resendIn', { time }),
            // Spec 2 §8: a failure that names no field is this notice, not the server's words.
            failed,
          }}
          resendIn={resendIn}
          check={check}
          onResend={onResend}
          onNotice={(text) => setNotice(text && failed)}
        />
      </Stack>
    </Modal>
  );
}
