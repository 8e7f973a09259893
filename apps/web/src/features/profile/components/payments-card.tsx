import { useState } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type FinancialOperation } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { HistoryRow } from '../../../shared/ui/history/history-row';
import { PagedList } from '../../../shared/ui/paged-list';
import { PAYMENTS_PAGE_SIZE, useFinancialReport } from '../api/profile-api';

const moneyLocale = (language: string) => (language === 'en' ? 'en-US' : 'ru-RU');

function OperationRow({ operation }: { operation: FinancialOperation }) {
  const { i18n } = useTranslation();
  const incoming = operation.kind === 'refund' || operation.kind === 'bonus_earned';
  return (
    <HistoryRow
      title={operation.description}
      at={operation.at}
      amount={formatMoney(Math.abs(operation.amount), operation.currency, moneyLocale(i18n.language))}
      sign={incoming ? '+' : '−'}
      color={incoming ? 'teal' : undefined}
    />
  );
}

/** `GET /v2/students/financial-report/`: what the student paid and got back, with the totals. */
export function PaymentsCard() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const report = useFinancialReport(page);
  const totals = report.data?.totals;
  const currency = appSettings().currency;
  const money = (minor: number) => formatMoney(minor, currency, moneyLocale(i18n.language));
  return (
    <Card withBorder radius="lg" padding="lg" id="payments" component="section" aria-labelledby="payments-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="payments-title">
          {t('profile.payments.title')}
        </Title>
        {totals && report.data?.count ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(
              [
                ['paid', money(totals.paid)],
                ['refunded', money(totals.refunded)],
                ['bonusesEarned', money(totals.bonusesEarned)],
                ['bonusesUsed', money(totals.bonusesUsed)],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`profile.payments.totals.${key}`)}
                </Text>
                <Text fw={700}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        ) : null}
        <PagedList
          query={report}
          page={page}
          onPage={setPage}
          pageSize={PAYMENTS_PAGE_SIZE}
          renderItem={(operation) => (
            <OperationRow key={`${operation.kind}-${operation.at}-${operation.amount}`} operation={operation} />
          )}
          skeletonHeight={64}
          texts="profile.payments"
          emptyIcon={<IconReceipt size={26} />}
        />
      </Stack>
    </Card>
  );
}
