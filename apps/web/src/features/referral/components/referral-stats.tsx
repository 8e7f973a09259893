import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf, contract } from '@school/contract';
import { money } from '../../../shared/cart/money';

type Invite = ResponseOf<typeof contract.referral.invite>;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The friend's discount, the referrer's bonus, friends invited and the bonus balance. */
export function ReferralStats({ invite }: { invite: Invite }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Stat label={t('referral.invite.friendDiscount')} value={`${invite.friendDiscountPercent}%`} />
      <Stat label={t('referral.invite.yourBonus')} value={money(invite.referrerBonus)} />
      <Stat label={t('referral.invite.invited')} value={String(invite.invitedCount)} />
      <Stat label={t('referral.invite.balance')} value={money(invite.bonusesBalance)} />
    </SimpleGrid>
  );
}
