import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promoErrorPlacement } from './promo-error';
import './i18n';

export interface PromoCodeFormProps<T> {
  /** The code's attribute in the server's errors: `coupon_value` in the cart, `value` for coupon products. */
  attr: string;
  submit: (code: string) => Promise<T>;
  onSuccess: (result: T) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** The button beside the input, or under it where the space is narrow (the header popover). */
  stacked?: boolean;
}

/**
 * A promo code input (spec 2 §5, spec 3 §5): Enter submits, an empty code cannot be sent, the
 * server's error lands on the input or in a toast (see promoErrorPlacement) and the input's error
 * clears as soon as the text changes.
 */
export function PromoCodeForm<T>({
  attr,
  submit,
  onSuccess,
  label,
  placeholder,
  submitLabel,
  autoFocus,
  stacked = false,
}: PromoCodeFormProps<T>) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const code = value.trim();
  const apply = useMutation({
    mutationFn: submit,
    onSuccess: (result) => {
      setValue('');
      onSuccess(result);
    },
    onError: (failure) => {
      const placement = promoErrorPlacement(failure, attr, {
        notFound: t('this promo code does not exist'),
        fallback: t('sharedCart.promoFailed'),
      });
      setError(placement.field ?? null);
      if (placement.toast) notifications.show({ color: 'red', message: placement.toast });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code && !apply.isPending) apply.mutate(code);
  };
  const input = (
    <TextInput
      flex={1}
      label={label}
      placeholder={placeholder}
      value={value}
      error={error}
      autoFocus={autoFocus}
      autoComplete="off"
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setError(null);
      }}
    />
  );
  const button = (
    <Button type="submit" disabled={!code} loading={apply.isPending} mt={stacked ? undefined : 25} fullWidth={stacked}>
      {submitLabel}
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      {stacked ? (
        <Stack gap="sm">
          {input}
          {button}
        </Stack>
      ) : (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {input}
          {button}
        </Group>
      )}
    </form>
  );
}
