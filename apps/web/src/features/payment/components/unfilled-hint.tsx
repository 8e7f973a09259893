import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The id the pay button's aria-describedby points to while the hint shows. */
export const UNFILLED_HINT_ID = 'payment-unfilled-hint';

const AGREEMENTS: Record<string, string> = {
  acceptedPublicOffer: 'payment.unfilledOffer',
  acceptedPdpp: 'payment.unfilledPdpp',
};

/** Why paying cannot start yet: the first field still to fill, by its label. */
export function UnfilledHint({ field }: { field: string }) {
  const { t } = useTranslation();
  const label = t(`payment.fields.${field === 'country' ? 'phone' : field}`);
  return (
    <Text id={UNFILLED_HINT_ID} size="sm" c="dimmed" ta="center" role="status">
      {field in AGREEMENTS ? t(AGREEMENTS[field]!) : t('payment.unfilled', { field: label })}
    </Text>
  );
}
