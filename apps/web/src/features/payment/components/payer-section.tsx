import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@school/contract';
import { useContactForm, useMirrorPerson } from '../hooks/use-contact-form';
import { ContactFormSchema } from '../lib/contact-form-schema';
import { firstInvalidField } from '../lib/first-invalid-field';
import { ContactFields } from './contact-fields';
import { hasGoods } from './cart-gate';
import { GuestRegistration } from './guest-registration';
import { SectionCard } from './section-card';
import type { RegistrationProps } from './registration-types';
import '../i18n';

/** The payer form's fields as it shows them. */
const CONTACT_ORDER = ['holderName', 'country', 'phone', 'email'];

/**
 * The forms both payment pages share: the guest's registration and the payer's details, whether
 * paying may start (spec 2 §2: the cart has items or bundles and the forms are valid) and, while it
 * may not, the first field to fill (the registration's first: it comes first on the page).
 */
export function usePayerForms(cart: Cart, isGuest: boolean) {
  const contact = useContactForm();
  const [registration, setRegistration] = useState<{ valid: boolean; missing?: string }>({ valid: false });
  const mirror = useMirrorPerson(contact.form);
  // The schema over the current values: the payer form may be filled in by the registration's mirror.
  const contactValues = useWatch({ control: contact.form.control });
  const contactMissing = firstInvalidField(ContactFormSchema, contactValues, CONTACT_ORDER);
  const formsValid = contactMissing === undefined && (!isGuest || registration.valid);
  const missingField = (isGuest && !registration.valid ? registration.missing : undefined) ?? contactMissing;
  const onRegistrationValidity = (valid: boolean, missing?: string) => setRegistration({ valid, missing });
  return { contact, formsValid, missingField, canPay: formsValid && hasGoods(cart), onRegistrationValidity, mirror };
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
          onValidityChange={forms.onRegistrationValidity}
          onPersonChange={forms.mirror}
        />
      )}
      <SectionCard id="payer-title" title={t('payment.steps.payer')} hint={t('payment.steps.payerHint')}>
        <ContactFields form={forms.contact.form} countries={forms.contact.countries} />
      </SectionCard>
    </>
  );
}
