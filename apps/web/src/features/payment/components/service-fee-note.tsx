import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { usePublicDocuments } from '../api/public-documents';
import { SERVICE_FEE } from '../lib/service-fee';
import '../i18n';

const DOCUMENTS = ['oferta', 'politics', 'termsOfUse'] as const;

/** Spec 2 §2 second variant: the service-fee note (a note only, never added here) and the public documents. */
export function ServiceFeeNote({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const documents = usePublicDocuments();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={t('payment.fee.title')} role="note">
      <Text size="sm">{t('payment.fee.text', { fee: money(SERVICE_FEE * 100, currency) })}</Text>
      {documents.data && (
        <Group gap="md" mt="xs" component="nav" aria-label={t('payment.fee.documents')}>
          {DOCUMENTS.filter((key) => documents.data[key]).map((key) => (
            <Anchor key={key} href={documents.data[key]} target="_blank" rel="noopener noreferrer" size="sm">
              {t(`payment.fee.${key}`)}
            </Anchor>
          ))}
        </Group>
      )}
    </Alert>
  );
}
