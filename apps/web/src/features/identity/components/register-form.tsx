import { useMemo, useState } from 'react';
import { Button, Checkbox, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { appSettings } from '../../../shared/config/app-settings';
import { EmailField } from '../../../shared/ui/registration/email-field';
import { NameFields } from '../../../shared/ui/registration/name-fields';
import { PasswordFields } from '../../../shared/ui/registration/password-fields';
import { PhoneController } from '../../../shared/ui/registration/phone-controller';
import { returnToClient, type IdentityClient } from '../../../shared/session/return-to-client';
import { applyLogin } from '../../../shared/session/session';
import { useErrorText } from '../hooks/use-error-text';
import { registerFormSchema, type RegisterForm as RegisterValues } from '../lib/form-schemas';
import { phoneCountriesFor } from '../lib/phone';
import { applyServerErrors } from '../lib/server-errors';
import { FormAlert } from './form-alert';
import { OfferLabel } from './offer-label';
import '../i18n';

const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'password2',
  'acceptedPublicOffer',
  'subscribedForNews',
] as const;

/** Spec 2 §3 registration v2; the new student is signed in and sent back to the client. */
export function RegisterForm({ client }: { client: IdentityClient }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { variant } = appSettings();
  const schema = useMemo(() => registerFormSchema(variant), [variant]);
  const countries = phoneCountriesFor(variant);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      country: countries[0],
      phone: '',
      password: '',
      password2: '',
      acceptedPublicOffer: false,
      // Spec 2 §3: subscribedForNews defaults to false in v2.
      subscribedForNews: false,
    },
  });
  const { errors, isSubmitting } = formState;
  const country = useWatch({ control, name: 'country' });
  const { field: phone } = useController({ control, name: 'phone' });

  const submit = handleSubmit(async ({ country: _country, ...values }) => {
    setAlerts([]);
    try {
      applyLogin(await call(contract.auth.registration, { body: { ...values, acceptedPublicOffer: true } }));
      await returnToClient(client);
      setLeaving(true);
    } catch (error) {
      setAlerts(applyServerErrors(error, setError, SERVER_FIELDS, t('identity.errors.unexpected')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormAlert messages={alerts} />
        <NameFields register={register} errors={errors} errorText={errorText} keyPrefix="identity.fields" />
        <EmailField
          field={register('email')}
          label={t('identity.fields.email')}
          placeholder="you@example.com"
          error={errorText(errors.email?.message)}
        />
        <PhoneController
          field={phone}
          setValue={setValue}
          countries={countries}
          country={country}
          error={errorText(errors.phone?.message)}
        />
        <PasswordFields register={register} errors={errors} errorText={errorText} keyPrefix="identity.fields" />
        <Checkbox
          label={<OfferLabel />}
          error={errorText(errors.acceptedPublicOffer?.message)}
          {...register('acceptedPublicOffer')}
        />
        <Checkbox label={t('identity.register.news')} {...register('subscribedForNews')} />
        <Button type="submit" size="md" fullWidth mt="xs" loading={isSubmitting || leaving}>
          {t('identity.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
