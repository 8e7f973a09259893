import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { usePublicInfo } from '../api/public-info';
import { CopyRow } from './copy-row';
import { SectionCard } from './section-card';
import '../i18n';

const PAYMENT_FIELDS = ['recipient', 'bank', 'bik', 'account', 'correspondentAccount', 'purpose'] as const;

/** Spec 2 §3 payment public info: the payee's requisites, each with a copy button. */
export function RequisitesCard({ hash }: { hash: string | undefined }) {
  const { t } = useTranslation();
  const info = usePublicInfo(hash);
  const body = () => {
    if (info.isError) return <LoadError message={t('payment.details.loadError')} onRetry={() => void info.refetch()} />;
    if (!info.data)
      return (
        <Stack gap="sm" aria-busy="true">
          {PAYMENT_FIELDS.map((field) => (
            <Skeleton key={field} h={36} />
          ))}
        </Stack>
      );
    const { paymentInfo, additionalPaymentInfo, inn, ogrn } = info.data;
    return (
      <Stack gap="sm">
        {PAYMENT_FIELDS.map((field) => (
          <CopyRow key={field} label={t(`payment.details.${field}`)} value={paymentInfo[field]} />
        ))}
        <CopyRow label={t('payment.details.inn')} value={inn} />
        <CopyRow label={t('payment.details.ogrn')} value={ogrn} />
        {additionalPaymentInfo && (
          <>
            <Divider />
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {additionalPaymentInfo}
            </Text>
          </>
        )}
      </Stack>
    );
  };
  return (
    <SectionCard id="requisites-title" title={t('payment.details.title')} hint={t('payment.details.hint')}>
      {body()}
    </SectionCard>
  );
}
