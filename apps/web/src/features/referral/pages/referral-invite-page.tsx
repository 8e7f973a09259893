import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { useInvite } from '../api/referral';
import { ReferralStats } from '../components/referral-stats';
import { ShareButtons } from '../components/share-buttons';
import '../i18n';

/**
 * Spec 1 §2 /referral/invite: the student's invite link. Spec 1 §6: the program exists in every
 * variant, but RU and ONE need a confirmed social account — the server decides and says why not.
 */
export function ReferralInvitePage() {
  const { t } = useTranslation();
  const invite = useInvite();
  const historyLink = (
    <Button
      component={Link}
      to={paths.referralHistory}
      variant="subtle"
      leftSection={<IconHistory size={18} />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('referral.invite.history')}
    </Button>
  );

  const body = () => {
    if (invite.isError)
      return <LoadError message={t('referral.invite.loadError')} onRetry={() => void invite.refetch()} />;
    if (invite.isPending) return <Skeleton height={220} radius="lg" />;
    const data = invite.data;
    if (!data.available)
      return (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconInfoCircle size={20} />}
          title={t('referral.invite.unavailableTitle')}
        >
          {data.unavailableReason ?? t('referral.invite.unavailable')}
        </Alert>
      );
    return (
      <>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Text>
              {t('referral.invite.lead', { percent: data.friendDiscountPercent, bonus: money(data.referrerBonus) })}
            </Text>
            <ShareButtons link={data.link} percent={data.friendDiscountPercent} />
          </Stack>
        </Card>
        <ReferralStats invite={data} />
      </>
    );
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('referral.invite.title')}
      </Title>
      {body()}
      {historyLink}
    </Stack>
  );
}
