import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import type { IdentityClient } from '../../../shared/session/return-to-client';
import { AuthScreenIcon } from '../../../shared/ui/auth-screen';
import { IdentityScreen } from './identity-screen';
import { IdentityLink } from './identity-link';
import '../i18n';

/**
 * The reset link is on its way. Locally the mail adapter is an outbox page; the
 * link to it shows only when the outbox answers (a real adapter answers 404).
 */
export function RecoverSent({
  email,
  client,
  onAgain,
}: {
  email: string;
  client: IdentityClient;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const outbox = useQuery({
    queryKey: ['messaging', 'outbox'],
    queryFn: () => call(contract.messaging.outbox),
    retry: false,
  });
  return (
    <IdentityScreen
      title={t('identity.recover.sentTitle')}
      description={t('identity.recover.sentText', { email })}
      icon={
        <AuthScreenIcon color="violet">
          <IconMailForward size={32} />
        </AuthScreenIcon>
      }
    >
      <Stack gap="sm">
        {outbox.isSuccess && (
          <>
            <Button component={Link} to={paths.outbox} size="md" fullWidth variant="light">
              {t('identity.recover.outbox')}
            </Button>
            <Text fz="xs" c="dimmed" ta="center">
              {t('identity.recover.outboxHint')}
            </Text>
          </>
        )}
        <Button variant="subtle" onClick={onAgain}>
          {t('identity.recover.again')}
        </Button>
        <Text ta="center" fz="sm">
          <IdentityLink page="login" client={client}>
            {t('identity.recover.back')}
          </IdentityLink>
        </Text>
      </Stack>
    </IdentityScreen>
  );
}
