import { useEffect, useRef, useState } from 'react';
import { Button, Center, Loader, Modal, PinInput, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { formatPhone } from '../../../shared/lib/format';
import { formatCountdown } from '../lib/countdown';
import { PayNotice } from './pay-notice';
import '../i18n';

/** Spec 1 §5, §9: an SMS code of 4 digits. */
export const CODE_LENGTH = 4;

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  /** Mantine's PinInput hands its first input to the ref. */
  const pin = useRef<HTMLInputElement>(null);
  // After a wrong code the inputs are empty again: the typing starts over from the first one.
  useEffect(() => {
    if (codeError && !checking) pin.current?.focus();
  }, [codeError, checking]);

  const confirm = async (value: string) => {
    setChecking(true);
    setCodeError(null);
    setNotice(null);
    try {
      const { phoneKey } = await call(contract.registrationV3.otpConfirm, { body: { phone, code: value } });
      setCode('');
      onConfirmed(phoneKey);
    } catch (error) {
      // Spec 2 §8: an error on the code (or phone) field shows there, anything else as a notice.
      const detail = error instanceof ApiError ? (error.fields.code ?? error.fields.phone) : undefined;
      if (detail) setCodeError(detail);
      else setNotice(t('error occurred, impossible to send code'));
      setCode('');
    } finally {
      setChecking(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setCodeError(null);
    setNotice(null);
    try {
      if (!(await onResend())) setNotice(t('error occurred, impossible to send code'));
    } finally {
      setResending(false);
    }
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
        <Stack gap={4} align="center">
          <Text size="sm" fw={500} aria-hidden>
            {t('payment.code.label')}
          </Text>
          <PinInput
            ref={pin}
            length={CODE_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            size="lg"
            value={code}
            onChange={setCode}
            onComplete={(value) => void confirm(value)}
            error={Boolean(codeError)}
            disabled={checking}
            ariaLabel={t('payment.code.label')}
          />
          {codeError && (
            <Text size="sm" c="red" role="alert">
              {codeError}
            </Text>
          )}
          {checking && (
            <Center>
              <Loader size="sm" aria-label={t('payment.code.checking')} />
            </Center>
          )}
        </Stack>
        {resendIn > 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('payment.code.resendIn', { time: formatCountdown(resendIn) })}
          </Text>
        ) : (
          <Button variant="subtle" onClick={() => void resend()} loading={resending}>
            {t('payment.code.resend')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
