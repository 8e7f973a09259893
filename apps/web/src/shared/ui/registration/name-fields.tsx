import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type NameField = 'firstName' | 'lastName';

interface NameFieldsProps {
  register: (name: NameField) => UseFormRegisterReturn;
  errors: Partial<Record<NameField, { message?: string }>>;
  /** The form's own message to text mapping (each feature words its errors). */
  errorText: (message: string | undefined) => string | undefined;
  /** The i18n prefix whose `firstName` and `lastName` keys label the fields. */
  keyPrefix: string;
}

/** First and last name side by side, both required. */
export function NameFields({ register, errors, errorText, keyPrefix }: NameFieldsProps) {
  const { t } = useTranslation(undefined, { keyPrefix });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('firstName')}
        autoComplete="given-name"
        required
        error={errorText(errors.firstName?.message)}
        {...register('firstName')}
      />
      <TextInput
        label={t('lastName')}
        autoComplete="family-name"
        required
        error={errorText(errors.lastName?.message)}
        {...register('lastName')}
      />
    </SimpleGrid>
  );
}
