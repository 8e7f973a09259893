import { useImperativeHandle, useMemo, useState } from 'react';
import { Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { appSettings } from '../../../shared/config/app-settings';
import { phoneCountriesFor } from '../../../shared/lib/phone';
import { PhoneField } from '../../../shared/ui/phone-field/phone-field';
import { EmailField } from '../../../shared/ui/registration/email-field';
import { NameFields } from '../../../shared/ui/registration/name-fields';
import { useErrorText } from '../hooks/use-error-text';
import { usePhoneCode } from '../hooks/use-phone-code';
import { useRegistrationReports } from '../hooks/use-registration-form';
import { registrationErrors } from '../lib/registration-errors';
import {
  REGISTRATION_V3_DEFAULTS,
  registrationV3Schema,
  type RegistrationV3,
  type RegistrationV3Input,
} from '../lib/registration-schemas';
import { OfferLabel } from './offer-label';
import { PayNotice } from './pay-notice';
import { PhoneCodeModal } from './phone-code-modal';
import type { RegistrationProps } from './registration-types';
import '../i18n';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'parentPhone', 'password', 'telegram'] as const;

/**
 * Spec 2 §3, §4 registration v3 (the KZ variant). A submit without a phone key asks for the SMS
 * code first; once confirmed the form is submitted with the key, which is cleared after every attempt.
 */
export function RegistrationV3Form({ ref, onRegistered, ...reports }: RegistrationProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { variant } = appSettings();
  const countries = phoneCountriesFor(variant);
  const schema = useMemo(() => registrationV3Schema(variant), [variant]);
  const [notices, setNotices] = useState<string[]>([]);
  const code = usePhoneCode();
  const form = useForm<RegistrationV3Input, unknown, RegistrationV3>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: REGISTRATION_V3_DEFAULTS(countries[0]!),
  });
  const { register, control, setValue, setError, formState } = form;
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  useRegistrationReports(form, schema, reports);

  const askForCode = async (phone: string): Promise<boolean> => {
    const sent = await code.request(phone);
    if (sent.ok) return true;
    // Spec 2 §8: an error on the phone shows there, anything else as a notice.
    if (sent.phoneError) {
      code.close();
      setError('phone', { type: 'server', message: sent.phoneError }, { shouldFocus: true });
    } else if (!code.opened) setNotices([t('error occurred, impossible to send code')]);
    return false;
  };

  const submit = form.handleSubmit(async ({ phoneKey, phone, country: _country, parentPhone, ...values }) => {
    setNotices([]);
    if (!phoneKey) {
      await askForCode(phone);
      return;
    }
    try {
      const login = await call(contract.registrationV3.register, {
        body: {
          ...values,
          phoneKey,
          parentPhone: parentPhone || undefined,
          acceptedPublicOffer: true,
          acceptedPdpp: true,
        },
      });
      await onRegistered(login);
    } catch (error) {
      setNotices(registrationErrors(error, setError, FIELDS, t, { phoneKey: 'phone' }));
    } finally {
      // Spec 2 §4: a phone key serves one attempt; the next one confirms the phone again.
      setValue('phoneKey', '');
    }
  });
  useImperativeHandle(ref, () => ({ submit: () => submit() }), [submit]);

  const phoneField = (name: 'phone' | 'parentPhone', label?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          countries={countries}
          country={country}
          label={label}
          required={name === 'phone'}
          value={field.value}
          error={errorText(errors[name]?.message)}
          onCountryChange={(next) => {
            setValue('country', next);
            field.onChange('');
          }}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <Stack gap="sm">
      <PayNotice notice={{ details: notices }} />
      <NameFields register={register} errors={errors} errorText={errorText} keyPrefix="payment.fields" />
      <EmailField
        field={register('email')}
        label={t('payment.fields.email')}
        error={errorText(errors.email?.message)}
      />
      {phoneField('phone')}
      {phoneField('parentPhone', t('payment.fields.parentPhone'))}
      <PasswordInput
        label={t('payment.fields.password')}
        description={t('payment.fields.passwordHint')}
        autoComplete="new-password"
        required
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <TextInput
        label={t('payment.fields.telegram')}
        // Spec 2 §5: the username is shown with the @ prefix.
        leftSection="@"
        autoComplete="off"
        required
        error={errorText(errors.telegram?.message)}
        {...register('telegram')}
      />
      <Checkbox
        label={<OfferLabel />}
        error={errorText(errors.acceptedPublicOffer?.message)}
        {...register('acceptedPublicOffer')}
      />
      <Checkbox
        label={t('payment.fields.pdpp')}
        error={errorText(errors.acceptedPdpp?.message)}
        {...register('acceptedPdpp')}
      />
      <Checkbox label={t('payment.fields.news')} {...register('subscribedForNews')} />
      <PhoneCodeModal
        opened={code.opened}
        phone={code.phone}
        resendIn={code.resendIn}
        onResend={() => askForCode(code.phone)}
        onClose={code.close}
        onConfirmed={(phoneKey) => {
          code.close();
          setValue('phoneKey', phoneKey);
          void submit();
        }}
      />
    </Stack>
  );
}
