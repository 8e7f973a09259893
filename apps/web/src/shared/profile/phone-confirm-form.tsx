import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@school/contract';
import { ApiError } from '../api/api-error';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { appSettings } from '../config/app-settings';
import { formatPhone } from '../lib/format';
import { isValidPhone, PHONE_ERROR, phoneCountriesFor, type PhoneCountry } from '../lib/phone';
import { PhoneField } from '../ui/phone-field/phone-field';
import { CodeEntry } from './code-entry';
import { RESEND_AFTER_SECONDS } from './countdown';
import { FormNotice } from './form-notice';
import { storeProfile } from './profile-queries';
import { useCountdown } from './use-countdown';
import './i18n';

/**
 * Spec 3 §4 phone confirmation: enter the phone, request a code, enter it (sent at the fourth
 * digit), resend after the countdown or change the number; success marks the phone confirmed.
 * The same form serves the start-up modal and the profile page.
 */
export function PhoneConfirmForm({ onConfirmed }: { onConfirmed?: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = phoneCountriesFor(appSettings().variant);
  const [country, setCountry] = useState<PhoneCountry>(countries[0] ?? 'ru');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const failed = t('error has occurred, impossible to send code');

  /** Spec 3 §8: a field error or the server's detail, else the spec's notice. */
  const request = async (digits: string): Promise<boolean> => {
    setNotice(null);
    try {
      const { resendAfter } = await call(contract.profile.codeGenerate, { body: { phone: digits } });
      countdown.start(resendAfter > 0 ? resendAfter : RESEND_AFTER_SECONDS);
      setSentTo(digits);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.phone) setPhoneError(error.fields.phone);
      else setNotice(error instanceof ApiError ? (error.general[0]?.detail ?? failed) : failed);
      return false;
    }
  };

  const send = async () => {
    if (!isValidPhone(phone, country)) {
      setPhoneError(PHONE_ERROR);
      return;
    }
    setSending(true);
    await request(phone);
    setSending(false);
  };

  const check = async (code: string) => {
    if (!sentTo) return;
    const profile = await call(contract.profile.codeCheck, { body: { phone: sentTo, code } });
    storeProfile(queryClient, profile);
    onConfirmed?.(profile);
  };

  if (sentTo) {
    return (
      <Stack gap="md">
        <Text size="sm">{t('confirm.phone.sent', { phone: formatPhone(sentTo) })}</Text>
        <FormNotice notice={notice} />
        <CodeEntry
          texts={{
            label: t('confirm.phone.code'),
            checking: t('confirm.phone.checking'),
            resend: t('confirm.phone.resend'),
            resendIn: (time) => t('confirm.phone.resendIn', { time }),
            failed,
          }}
          resendIn={countdown.remaining}
          check={check}
          onResend={() => request(sentTo)}
          onNotice={setNotice}
        />
        <Button variant="subtle" color="gray" onClick={() => setSentTo(null)}>
          {t('confirm.phone.change')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('confirm.phone.lead')}
      </Text>
      <FormNotice notice={notice} />
      <PhoneField
        countries={countries}
        country={country}
        value={phone}
        error={phoneError}
        onCountryChange={(next) => {
          // Spec 1 §5: choosing a country changes the mask and clears the number.
          setCountry(next);
          setPhone('');
          setPhoneError(undefined);
        }}
        onChange={(digits) => {
          setPhone(digits);
          setPhoneError(undefined);
        }}
      />
      <Button onClick={() => void send()} loading={sending}>
        {t('confirm.phone.send')}
      </Button>
    </Stack>
  );
}
