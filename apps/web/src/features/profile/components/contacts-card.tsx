import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@school/contract';
import { formatPhone } from '../../../shared/lib/format';
import { PhoneConfirmForm } from '../../../shared/profile/phone-confirm-form';
import { InfoRow } from './info-row';

/** E-mail, phone with its confirmation (spec 3 §4), birthday, nickname and Telegram where the variant has them. */
export function ContactsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { editable } = profile;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.contacts')}
        </Title>
        <InfoRow label={t('profile.email')}>{profile.email}</InfoRow>
        <InfoRow label={t('profile.phone')}>
          <Group gap="xs" justify="flex-end">
            {profile.phone ? formatPhone(profile.phone) : t('profile.noPhone')}
            <Badge color={profile.isPhoneConfirmed ? 'teal' : 'gray'} variant="light">
              {profile.isPhoneConfirmed ? t('profile.confirmed') : t('profile.notConfirmed')}
            </Badge>
          </Group>
        </InfoRow>
        {editable.birthday && (
          <InfoRow label={t('profile.birthday')}>
            {profile.birthday
              ? new Date(`${profile.birthday}T00:00:00`).toLocaleDateString('ru-RU')
              : t('profile.notSet')}
          </InfoRow>
        )}
        {editable.nickname && (
          <InfoRow label={t('profile.nickname')}>{profile.nickname ?? t('profile.notSet')}</InfoRow>
        )}
        {editable.telegram && (
          <InfoRow label={t('profile.telegram')}>
            {profile.telegram ? `@${profile.telegram}` : t('profile.notSet')}
          </InfoRow>
        )}
        {!profile.isPhoneConfirmed && (
          <Button variant="light" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
            {t('profile.confirmPhone')}
          </Button>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('profile.confirmPhone')}
        centered
        radius="lg"
      >
        <PhoneConfirmForm onConfirmed={() => setConfirming(false)} />
      </Modal>
    </Card>
  );
}
