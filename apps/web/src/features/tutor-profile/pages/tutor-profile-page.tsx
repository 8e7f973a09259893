import { Avatar, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useTutorProfile } from '../api/tutor-profile-api';
import { TutorProfileFormCard } from '../components/tutor-profile-form';
import '../i18n';

/** Issue 12: the tutor's own profile (GET, PATCH /tutor/profile/), from the tutor's menu. */
export function TutorProfilePage() {
  const { t } = useTranslation();
  const profile = useTutorProfile();
  const data = profile.data;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1} size="h2">
        {t('tutorProfile.title')}
      </Title>
      {profile.isError ? (
        <LoadError message={t('tutorProfile.loadError')} onRetry={() => void profile.refetch()} />
      ) : !data ? (
        <Skeleton height={420} radius="lg" />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap">
              <Avatar src={data.avatar} size={56} radius="xl" alt="">
                {data.firstName.slice(0, 1)}
                {data.lastName.slice(0, 1)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {data.lastName} {data.firstName}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('tutorProfile.email')}: {data.email}
                </Text>
              </div>
            </Group>
            <TutorProfileFormCard profile={data} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
