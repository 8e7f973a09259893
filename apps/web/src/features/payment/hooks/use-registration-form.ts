import { useEffect, useEffectEvent } from 'react';
import { useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PhoneCountry } from '../../../shared/lib/phone';
import type { Person, RegistrationProps } from '../components/registration-types';
import { firstInvalidField } from '../lib/first-invalid-field';

interface PersonFields extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: PhoneCountry;
}

/**
 * Tells the page whether the registration form is valid (by its schema over the current values,
 * whatever the form's validation mode has shown so far), else its first field to fill, and who is
 * registering.
 */
export function useRegistrationReports<T extends PersonFields, O>(
  form: UseFormReturn<T, unknown, O>,
  schema: z.ZodType,
  { onValidityChange, onPersonChange }: Pick<RegistrationProps, 'onValidityChange' | 'onPersonChange'>,
): void {
  const values = useWatch({ control: form.control });
  const missing = firstInvalidField(schema, values);
  const reportValidity = useEffectEvent((field: string | undefined) => onValidityChange(field === undefined, field));
  useEffect(() => reportValidity(missing), [missing]);
  const control = form.control as unknown as Control<PersonFields>;
  const [firstName, lastName, email, phone, country] = useWatch({
    control,
    name: ['firstName', 'lastName', 'email', 'phone', 'country'],
  });
  const reportPerson = useEffectEvent((person: Person) => onPersonChange?.(person));
  useEffect(
    () => reportPerson({ firstName, lastName, email, phone, country }),
    [firstName, lastName, email, phone, country],
  );
}
