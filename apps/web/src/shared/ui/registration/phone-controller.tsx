import type { PhoneCountry } from '../../lib/phone';
import { PhoneField } from '../phone-field/phone-field';

interface PhoneControllerProps {
  /** The form's `phone` (from `useController`). */
  field: { value: string; onChange: (digits: string) => void; onBlur: () => void };
  /** The form's `setValue`; the country lives in the form's `country`. */
  setValue: (name: 'country', country: PhoneCountry) => void;
  countries: PhoneCountry[];
  country: PhoneCountry;
  error?: string;
}

/** The form's phone through the masked phone field. */
export function PhoneController({ field, setValue, countries, country, error }: PhoneControllerProps) {
  return (
    <PhoneField
      countries={countries}
      country={country}
      value={field.value}
      error={error}
      // Spec 1 §5: choosing a country changes the mask and clears the number.
      onCountryChange={(next) => {
        setValue('country', next);
        field.onChange('');
      }}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
