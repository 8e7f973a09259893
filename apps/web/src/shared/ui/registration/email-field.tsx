import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface EmailFieldProps {
  field: UseFormRegisterReturn<'email'>;
  label: string;
  error?: string;
  placeholder?: string;
}

/** The required e-mail input. */
export function EmailField({ field, label, error, placeholder }: EmailFieldProps) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="email"
      placeholder={placeholder}
      required
      error={error}
      {...field}
    />
  );
}
