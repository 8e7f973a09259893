import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface PositionInputProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** A list position (subjects, theory topics, decks): a whole number from 0, empty meaning the top. */
export function PositionInput<T extends FieldValues>({ control, name, label }: PositionInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          max={10000}
          allowDecimal={false}
          value={field.value as number}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
