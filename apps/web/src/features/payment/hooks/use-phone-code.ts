import { useState } from 'react';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { RESEND_AFTER_SECONDS } from '../../../shared/profile/countdown';
import { useCountdown } from '../../../shared/profile/use-countdown';

export type CodeRequestResult = { ok: true } | { ok: false; phoneError?: string };

/** Spec 2 §3 phone confirmation: the code request and the resend countdown that follows it. */
export function usePhoneCode() {
  const countdown = useCountdown();
  const [phone, setPhone] = useState('');
  const [opened, setOpened] = useState(false);

  const request = async (digits: string): Promise<CodeRequestResult> => {
    try {
      const { resendAfter } = await call(contract.registrationV3.otpRequest, { body: { phone: digits } });
      setPhone(digits);
      countdown.start(resendAfter > 0 ? resendAfter : RESEND_AFTER_SECONDS);
      setOpened(true);
      return { ok: true };
    } catch (error) {
      return { ok: false, phoneError: error instanceof ApiError ? error.fields.phone : undefined };
    }
  };

  return { phone, opened, close: () => setOpened(false), resendIn: countdown.remaining, request };
}
