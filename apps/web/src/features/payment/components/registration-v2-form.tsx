import { useImperativeHandle, useMemo, useState } from 'react';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { appSettings } from '../../../shared/config/app-settings';
import { phoneCountriesFor } from '../../../shared/lib/phone';
import { EmailField } from '../../../shared/ui/registration/email-field';
import { NameFields } from '../../../shared/ui/registration/name-fields';
import { PasswordFields } from '../../../shared/ui/registration/password-fields';
import { PhoneController } from '../../../shared/ui/registration/phone-controller';
import { useErrorText } from '../hooks/use-error-text';
import { useRegistrationReports } from '../hooks/use-registration-form';
import { registrationErrors } from '../lib/registration-errors';
import {
  REGISTRATION_V2_DEFAULTS,
  registrationV2Schema,
  VK_PREFIX,
  type RegistrationV2,
  type RegistrationV2Input,
} from '../lib/registration-schemas';
import { OfferLabel } from './offer-label';
import { PayNotice } from './pay-notice';
import type { RegistrationProps } from './registration-types';
import '../i18n';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'password2', 'vk'] as const;

/** Spec 2 §3 registration v2 on the payment screen (RU, ONE, ACADEMY). */
export function RegistrationV2Form({ ref, onRegistered, ...reports }: RegistrationProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { variant } = appSettings();
  const countries = phoneCountriesFor(variant);
  const schema = useMemo(() => registrationV2Schema(variant), [variant]);
  const [notices, setNotices] = useState<string[]>([]);
  const form = useForm<RegistrationV2Input, unknown, RegistrationV2>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: REGISTRATION_V2_DEFAULTS(countries[0]!),
  });
  const { register, control, setValue, setError, formState } = form;
  const { errors } = formState;
  const country = useWatch({ control, name: 'country' });
  const { field: phone } = useController({ control, name: 'phone' });
  useRegistrationReports(form, schema, reports);

  const submit = form.handleSubmit(async ({ country: _country, vk, ...values }) => {
    setNotices([]);
    try {
      const login = await call(contract.auth.registration, {
        body: { ...values, vk: VK_PREFIX + vk, acceptedPublicOffer: true },
      });
      await onRegistered(login);
    } catch (error) {
      setNotices(registrationErrors(error, setError, FIELDS, t));
    }
  });
  useImperativeHandle(ref, () => ({ submit: () => submit() }), [submit]);

  return (
    <Stack gap="sm">
      <PayNotice notice={{ details: notices }} />
      <NameFields register={register} errors={errors} errorText={errorText} keyPrefix="payment.fields" />
      <EmailField
        field={register('email')}
        label={t('payment.fields.email')}
        error={errorText(errors.email?.message)}
      />
      <PhoneController
        field={phone}
        setValue={setValue}
        countries={countries}
        country={country}
        error={errorText(errors.phone?.message)}
      />
      <PasswordFields register={register} errors={errors} errorText={errorText} keyPrefix="payment.fields" />
      <TextInput
        label={t('payment.fields.vk')}
        // Spec 2 §5: the link's prefix is fixed; the page's name is typed after it.
        leftSection={<span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>vk.com/</span>}
        leftSectionWidth={64}
        autoComplete="off"
        required
        error={errorText(errors.vk?.message)}
        {...register('vk')}
      />
      <Checkbox
        label={<OfferLabel />}
        error={errorText(errors.acceptedPublicOffer?.message)}
        {...register('acceptedPublicOffer')}
      />
      <Checkbox label={t('payment.fields.news')} {...register('subscribedForNews')} />
    </Stack>
  );
}
