import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { LevelAndLotteryCard } from '../../../shared/level-tests/level-and-lottery-card';
import { useProfile } from '../api/profile-api';
import { AccountsCard } from '../components/accounts-card';
import { AdditionalInfoCard } from '../components/additional-info-card';
import { ClassTypesCard } from '../components/class-types-card';
import { ContactsCard } from '../components/contacts-card';
import { DocumentsCard } from '../components/documents-card';
import { PaymentsCard } from '../components/payments-card';
import { ProfileHeader } from '../components/profile-header';
import '../i18n';

const route = getRouteApi(paths.profile);

/** Spec 1 §2 /profile: the student's data, confirmations, linked accounts, subjects, extra details, payments and documents. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { scope } = route.useSearch();
  const profile = useProfile();
  if (profile.isError) return <LoadError message={t('profile.loadError')} onRetry={() => void profile.refetch()} />;
  if (profile.isPending) return <Skeleton height={320} radius="lg" />;
  const data = profile.data;
  return (
    <Stack gap="lg" maw={960}>
      <ProfileHeader profile={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ContactsCard profile={data} />
        <AccountsCard profile={data} />
      </SimpleGrid>
      <ClassTypesCard />
      <LevelAndLotteryCard />
      <AdditionalInfoCard />
      <PaymentsCard />
      {data.editable.documents && <DocumentsCard focused={scope === 'documents'} />}
    </Stack>
  );
}
