import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBrandTelegram, IconBrandVk, IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@school/contract';
import { systemModalsQuery } from '../../../shared/profile/profile-queries';
import { SocialConnectForm } from '../../../shared/profile/social-connect-form';

const ICONS = { Vk: IconBrandVk, Telegram: IconBrandTelegram, Whatsapp: IconBrandWhatsapp } as const;

/** Spec 1 §2 "connection of social accounts and messengers"; RU and ONE need one for the referral program. */
export function AccountsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [connecting, setConnecting] = useState(false);
  const modals = useQuery(systemModalsQuery);
  const type = modals.data?.socialAccountType ?? (profile.editable.vk ? 'All' : 'Messengers');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.accounts')}
        </Title>
        {profile.socialAccounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('profile.noAccounts')}
          </Text>
        ) : (
          profile.socialAccounts.map((account) => {
            const Icon = ICONS[account.method];
            return (
              <Group key={account.method} gap="sm" wrap="nowrap">
                <Icon size={22} aria-hidden />
                <Text size="sm" fw={500}>
                  {t(`profile.methods.${account.method}`)}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {account.value}
                </Text>
              </Group>
            );
          })
        )}
        <Button variant="light" onClick={() => setConnecting(true)} style={{ alignSelf: 'flex-start' }}>
          {t('profile.connect')}
        </Button>
      </Stack>
      <Modal opened={connecting} onClose={() => setConnecting(false)} title={t('profile.connect')} centered radius="lg">
        <SocialConnectForm type={type} onConnected={() => setConnecting(false)} />
      </Modal>
    </Card>
  );
}
