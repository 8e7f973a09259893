import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { storeProfile } from '../../../shared/profile/profile-queries';
import { FormNotice } from '../../../shared/profile/form-notice';

const publicDocumentsQuery = {
  queryKey: ['core', 'public-documents'],
  queryFn: () => call(contract.core.publicDocuments),
};

/** Spec 3 §4 step 1: the personal-data agreement; `mandatory` (status Force) hides 'later'. */
export function PersonalDataStep({
  mandatory,
  onDone,
  onLater,
}: {
  mandatory: boolean;
  onDone: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documents = useQuery(publicDocumentsQuery);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      storeProfile(queryClient, await call(contract.profile.update, { body: { acceptedPersonalData: true } }));
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t('startup.personalData.text')}</Text>
      {documents.data?.politics && (
        <Anchor href={documents.data.politics} target="_blank" rel="noreferrer" size="sm">
          {t('startup.personalData.policy')}
        </Anchor>
      )}
      <FormNotice notice={failed ? t('startup.personalData.failed') : null} />
      <Group justify="flex-end" gap="sm">
        {!mandatory && (
          <Button variant="subtle" color="gray" onClick={onLater}>
            {t('startup.later')}
          </Button>
        )}
        <Button onClick={() => void accept()} loading={busy}>
          {t('startup.personalData.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
