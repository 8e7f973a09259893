import type { Ref } from 'react';
import type { LoginResponse } from '@school/contract';
import type { PhoneCountry } from '../../../shared/lib/phone';

/** What the payment page can ask of the registration form it shows to a guest. */
export interface RegistrationHandle {
  /** Validates and registers; `onRegistered` follows on success (after the phone code in v3). */
  submit(): Promise<void>;
}

/** The guest's name and contacts, offered to the payer form while it is untouched. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: PhoneCountry;
}

export interface RegistrationProps {
  ref: Ref<RegistrationHandle>;
  /** Signs in and starts the payment; awaited so that the form stays busy meanwhile. */
  onRegistered: (login: LoginResponse) => Promise<void>;
  /** Whether the form is valid, and else its first field to fill. */
  onValidityChange: (valid: boolean, missing?: string) => void;
  onPersonChange?: (person: Person) => void;
}
