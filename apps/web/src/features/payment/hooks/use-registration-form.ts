import { useEffect, useEffectEvent } from 'react';
import { useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PhoneCountry } from '../../../shared/lib/phone';
import type { Person, RegistrationProps } from '../components/registration-types';

interface PersonFields extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: PhoneCountry;
}

/**
 * Tells the page whether the registration form is valid (by its schema over the current values,
 * whatever the form's validation mode has shown so far) and who is registering.
 */
export function useRegistrationReports<T extends PersonFields, O>(
  form: UseFormReturn<T, unknown, O>,
  schema: z.ZodType,
  { onValidityChange, onPersonChange }: Pick<RegistrationProps, 'onValidityChange' | 'onPersonChange'>,
): void {
  const values = useWatch({ control: form.control });
  const valid = schema.safeParse(values).success;
  const reportValidity = useEffectEvent((value: boolean) => onValidityChange(value));
  useEffect(() => reportValidity(valid), [valid]);
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
