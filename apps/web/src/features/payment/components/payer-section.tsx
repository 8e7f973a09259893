import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@school/contract';
import { useContactForm, useMirrorPerson } from '../hooks/use-contact-form';
import { ContactFormSchema } from '../lib/contact-form-schema';
import { ContactFields } from './contact-fields';
import { hasGoods } from './cart-gate';
import { GuestRegistration } from './guest-registration';
import { SectionCard } from './section-card';
import type { RegistrationProps } from './registration-types';
import '../i18n';

/**
 * The forms both payment pages share: the guest's registration and the payer's details, and
 * whether paying may start (spec 2 §2: the cart has items or bundles and the forms are valid).
 */
export function usePayerForms(cart: Cart, isGuest: boolean) {
  const contact = useContactForm();
  const [registrationValid, setRegistrationValid] = useState(false);
  const mirror = useMirrorPerson(contact.form);
  // The schema over the current values: the payer form may be filled in by the registration's mirror.
  const contactValues = useWatch({ control: contact.form.control });
  const contactValid = ContactFormSchema.safeParse(contactValues).success;
  const formsValid = contactValid && (!isGuest || registrationValid);
  return { contact, formsValid, canPay: formsValid && hasGoods(cart), setRegistrationValid, mirror };
}

type PayerForms = ReturnType<typeof usePayerForms>;

export function PayerSections({
  forms,
  isGuest,
  registration,
}: {
  forms: PayerForms;
  isGuest: boolean;
  registration: Pick<RegistrationProps, 'ref' | 'onRegistered'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isGuest && (
        <GuestRegistration
          {...registration}
          onValidityChange={forms.setRegistrationValid}
          onPersonChange={forms.mirror}
        />
      )}
      <SectionCard id="payer-title" title={t('payment.steps.payer')} hint={t('payment.steps.payerHint')}>
        <ContactFields form={forms.contact.form} countries={forms.contact.countries} />
      </SectionCard>
    </>
  );
}
