import { useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { toCamelKey, type Cart, type LoginResponse, type PaymentSystem } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';
import { applyLogin } from '../../../shared/session/session';
import { useUser } from '../../../shared/session/session-store';
import type { ContactFormApi } from '../components/contact-fields';
import type { Notice } from '../components/pay-notice';
import type { RegistrationHandle } from '../components/registration-types';
import { lastCheckout, standaloneHash, type CheckoutTarget } from '../lib/checkout-target';
import { ContactFormSchema } from '../lib/contact-form-schema';
import { errorDetails } from '../lib/error-details';
import { returnUrls } from '../lib/payment-links';
import '../i18n';

export type StartOutcome = 'leaving' | Notice | null;

export interface InitAnswer {
  redirectUrl: string;
  transactionUuid: string;
  /** The order's short number, for the purpose of a bank transfer. */
  orderNumber: number;
}

interface CheckoutOptions {
  target: CheckoutTarget;
  cart: Cart | undefined;
  contactForm: ContactFormApi;
  /** Paying by requisites creates the order only (spec 2 §3 `requisites`). */
  requisites?: boolean;
  /**
   * What follows a started payment: leave for the provider, open the widget, show the order.
   * Answers 'leaving' when the page is being left, a notice when the payment could not go on.
   */
  onStarted: (answer: InitAnswer, system: PaymentSystem) => Promise<StartOutcome>;
}

const CONTACT_FIELDS = ['holderName', 'phone', 'email'] as const;

/**
 * Spec 2 §4 payment start. A signed-in student: the init call, then `onStarted`. A guest with a
 * standalone cart: registration, login with the returned tokens (its failure reported on its
 * own), then the same start.
 */
export function useCheckout({ target, cart, contactForm, requisites = false, onStarted }: CheckoutOptions) {
  const { t } = useTranslation();
  const user = useUser();
  const registration = useRef<RegistrationHandle>(null);
  const chosen = useRef<PaymentSystem>('SANDBOX');
  const [running, setRunning] = useState<PaymentSystem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loginFailed, setLoginFailed] = useState(false);
  /** Set once the page is being left for the provider: its buttons stay busy until then. */
  const leaving = useRef(false);

  const fail = (error: unknown, system: PaymentSystem) => {
    const details = errorDetails(error);
    if (error instanceof ApiError) {
      for (const [attr, detail] of Object.entries(error.fields)) {
        const field = CONTACT_FIELDS.find((name) => name === toCamelKey(attr));
        if (field) contactForm.setError(field, { type: 'server', message: detail });
      }
    }
    if (system === 'YA') {
      notifications.show({ color: 'red', title: t('failed_to_pay_yandex_pay'), message: details.join(' ') });
      return;
    }
    notifications.show({ color: 'red', message: t('failed_to_go_to_payment') });
    setNotice({ title: t('failed to pay'), details });
  };

  const start = async (system: PaymentSystem) => {
    const contact = ContactFormSchema.safeParse(contactForm.getValues());
    if (!contact.success) return;
    const { holderName, phone, email } = contact.data;
    setRunning(system);
    lastCheckout.save(target);
    try {
      const answer = await call(contract.payment.init, {
        query: { hash: standaloneHash(target) },
        body: {
          paymentSystem: system,
          requisites,
          holderName,
          phone,
          email,
          // Items with auto-renewal need the card saved for the next payments.
          subscribe: Boolean(cart?.items.some((item) => item.isProlongSubscription)),
          ...returnUrls(),
          sourceUrl: window.location.href,
        },
      });
      const outcome = await onStarted(answer, system);
      if (outcome === 'leaving') leaving.current = true;
      else setNotice(outcome);
    } catch (error) {
      fail(error, system);
    } finally {
      if (!leaving.current) setRunning(null);
    }
  };

  const onRegistered = async (login: LoginResponse) => {
    try {
      if (login.user.role !== 'STUDENT_ROLE') throw new Error(`Registered as ${login.user.role}`);
      applyLogin(login);
    } catch (error) {
      console.warn('Login after registration failed', error);
      setLoginFailed(true);
      return;
    }
    await start(chosen.current);
  };

  const pay = async (system: PaymentSystem) => {
    setNotice(null);
    setLoginFailed(false);
    chosen.current = system;
    if (!(await contactForm.trigger())) return;
    if (user) return start(system);
    // A guest registers first; the payment starts from `onRegistered` (after the phone code in v3).
    setRunning(system);
    try {
      await registration.current?.submit();
    } finally {
      if (!leaving.current) setRunning(null);
    }
  };

  return { registration, onRegistered, pay, running, notice, loginFailed, isGuest: !user };
}
