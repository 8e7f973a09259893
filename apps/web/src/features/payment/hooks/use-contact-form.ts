import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { appSettings } from '../../../shared/config/app-settings';
import { phoneCountriesFor } from '../../../shared/lib/phone';
import { useUser } from '../../../shared/session/session-store';
import type { ContactFormApi } from '../components/contact-fields';
import type { Person } from '../components/registration-types';
import {
  contactDefaults,
  ContactFormSchema,
  type ContactForm,
  type ContactFormInput,
} from '../lib/contact-form-schema';

/** Spec 2 §2 card form, started from the signed-in user; spec 1 §5: the KZ variant forces the KZ phone. */
export function useContactForm(): { form: ContactFormApi; countries: ReturnType<typeof phoneCountriesFor> } {
  const user = useUser();
  const countries = phoneCountriesFor(appSettings().variant);
  const form = useForm<ContactFormInput, unknown, ContactForm>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onTouched',
    defaultValues: contactDefaults(user, countries),
  });
  return { form, countries };
}

/**
 * A guest types their name and contacts once, in the registration form; the payer form follows
 * it field by field until the user edits that field there.
 */
export function useMirrorPerson(form: ContactFormApi): (person: Person) => void {
  return (person: Person) => {
    const set = (name: 'holderName' | 'email' | 'phone' | 'country', value: string) => {
      if (form.getFieldState(name).isDirty || form.getValues(name) === value) return;
      form.setValue(name, value, { shouldValidate: form.getFieldState(name).isTouched });
    };
    set('holderName', [person.lastName.trim(), person.firstName.trim()].filter(Boolean).join(' '));
    set('email', person.email);
    if (!form.getFieldState('phone').isDirty) {
      set('country', person.country);
      set('phone', person.phone);
    }
  };
}
