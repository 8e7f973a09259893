import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandVk } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { browserLocation } from '../../../shared/lib/browser-location';
import { startVkIdLogin } from '../../../shared/session/oauth-flow';
import type { IdentityClient } from '../../../shared/session/return-to-client';
import '../i18n';

export const oauthProvidersQuery = {
  queryKey: ['auth', 'oauth-providers'],
  queryFn: () => call(contract.auth.oauthProviders),
  staleTime: 5 * 60_000,
};

/** Shown only when the server has VK ID configured; the PKCE flow starts here and ends on /vk-id-callback. */
export function VkIdButton({ client }: { client: IdentityClient }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const { data } = useQuery(oauthProvidersQuery);
  const vk = data?.find((provider) => provider.provider === 'vk');
  if (!vk) return null;
  const start = async () => {
    setLeaving(true);
    try {
      browserLocation.assign(await startVkIdLogin(vk, client));
    } catch (error) {
      // PKCE needs crypto.subtle, which browsers give only to https and localhost pages.
      console.error('VK ID login could not start', error);
      setLeaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Divider label={t('identity.login.or')} labelPosition="center" />
      <Button
        fullWidth
        size="md"
        color="#0077FF"
        leftSection={<IconBrandVk size={20} />}
        loading={leaving}
        onClick={() => void start()}
      >
        {t('identity.login.vk')}
      </Button>
    </Stack>
  );
}
