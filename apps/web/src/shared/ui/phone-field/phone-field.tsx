import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, parsePhoneInput, PHONE_COUNTRIES, type PhoneCountry } from '../../lib/phone';
import './i18n';

interface PhoneFieldProps {
  countries: PhoneCountry[];
  country: PhoneCountry;
  /** Digits only, country code included. */
  value: string;
  error?: string;
  onCountryChange: (country: PhoneCountry) => void;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  /** 'Телефон' unless told (a parent's phone, for one). */
  label?: string;
  required?: boolean;
}

/** Spec 1 §5 phone: a country (its mask and prefixes) and the number typed through the mask. */
export function PhoneField({
  countries,
  country,
  value,
  error,
  onCountryChange,
  onChange,
  onBlur,
  label,
  required = true,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const placeholder = PHONE_COUNTRIES[country].mask.replace(/#/g, '_');
  return (
    <Group gap="xs" align="flex-start">
      {countries.length > 1 && (
        <Select
          label={t('phoneField.country')}
          data={countries.map((code) => ({
            value: code,
            label: `${t(`phoneField.countries.${code}`)} +${PHONE_COUNTRIES[code].code}`,
          }))}
          value={country}
          onChange={(next) => next && onCountryChange(next as PhoneCountry)}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <TextInput
        label={label ?? t('phoneField.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        value={formatPhone(value, country)}
        onChange={(event) => onChange(parsePhoneInput(event.currentTarget.value, country))}
        onBlur={onBlur}
        error={error}
        required={required}
        style={{ flex: 1, minWidth: 180 }}
      />
    </Group>
  );
}
