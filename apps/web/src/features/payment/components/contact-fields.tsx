import { Stack, TextInput } from '@mantine/core';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PhoneCountry } from '../../../shared/lib/phone';
import { EmailField } from '../../../shared/ui/registration/email-field';
import { PhoneController } from '../../../shared/ui/registration/phone-controller';
import { useErrorText } from '../hooks/use-error-text';
import type { ContactForm, ContactFormInput } from '../lib/contact-form-schema';
import { collapseSpaces } from '../lib/full-name';
import '../i18n';

export type ContactFormApi = UseFormReturn<ContactFormInput, unknown, ContactForm>;

/** Spec 2 §2 card form: full name, phone and e-mail, all required. */
export function ContactFields({ form, countries }: { form: ContactFormApi; countries: PhoneCountry[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  const { field: phone } = useController({ control, name: 'phone' });
  const holderName = register('holderName');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('payment.fields.holderName')}
        placeholder={t('payment.fields.holderNamePlaceholder')}
        autoComplete="name"
        required
        maxLength={150}
        error={errorText(errors.holderName?.message)}
        {...holderName}
        // Spec 2 §5: repeated spaces collapse when the field is left.
        onBlur={(event) => {
          setValue('holderName', collapseSpaces(event.currentTarget.value), {
            shouldValidate: true,
            shouldDirty: true,
          });
          void holderName.onBlur(event);
        }}
      />
      <PhoneController
        field={phone}
        setValue={setValue}
        countries={countries}
        country={country}
        error={errorText(errors.phone?.message)}
      />
      <EmailField
        field={register('email')}
        label={t('payment.fields.email')}
        placeholder="you@example.com"
        error={errorText(errors.email?.message)}
      />
    </Stack>
  );
}
