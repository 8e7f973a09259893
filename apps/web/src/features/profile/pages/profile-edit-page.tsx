import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useProfile } from '../api/profile-api';
import { AvatarUpload } from '../components/avatar-upload';
import { ProfileFormCard } from '../components/profile-form';
import '../i18n';

/** Spec 1 §2 /profile/edit: the photo and the personal data. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isError) return <LoadError message={t('profile.loadError')} onRetry={() => void profile.refetch()} />;
  if (profile.isPending) return <Skeleton height={320} radius="lg" />;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('routes.profileEdit')}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <AvatarUpload profile={profile.data} />
      </Card>
      <ProfileFormCard key={profile.data.id} profile={profile.data} />
    </Stack>
  );
}
