import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudentBalance } from '../../../shared/api/student-balance-query';
import '../i18n';
import { BalanceCell } from './balance-cell';
import { LoyaltyHoverCard } from './loyalty-hover-card';

/** Spec 1 §2 currency balance bar: experience, umcoins, medals and keys. */
export function BalanceBar() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useStudentBalance(true);
  return (
    <Paper
      component="section"
      aria-label={t('home.balance')}
      withBorder
      radius="lg"
      p="xs"
      data-onboarding="currencyOnPlatform"
    >
      {isError ? (
        <Text c="dimmed" p="sm">
          {t('home.balanceFailed')}
        </Text>
      ) : isPending ? (
        // The cells' own grid and height (a BalanceCell is 84 px), so nothing moves when they arrive (issue 8).
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {[1, 2, 3, 4].map((cell) => (
            <Skeleton key={cell} h={84} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <BalanceCell currency="exp" value={data.balance.exp} />
          <LoyaltyHoverCard text="home.loyalty.umcoins">
            <BalanceCell currency="umcoins" value={data.balance.umcoins} />
          </LoyaltyHoverCard>
          <div data-onboarding="achievementsAndLevels">
            <LoyaltyHoverCard text="home.loyalty.medals">
              <BalanceCell currency="medals" value={data.balance.medals} />
            </LoyaltyHoverCard>
          </div>
          <BalanceCell currency="keys" value={data.balance.keys} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
