import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { statusesQuery } from '../../../shared/profile/profile-queries';

/**
 * Spec 3 §4 step 4: 'leave the level' sets viewedDropLevel (the current ISO time, spec 1 §3);
 * 'start again' resets the level's progress. The dialog closes either way, whatever the answer.
 */
export function LevelDropStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'leave' | 'again' | null>(null);
  const finish = async (choice: 'leave' | 'again') => {
    setBusy(choice);
    try {
      if (choice === 'leave') {
        await call(contract.profile.updateStatuses, { body: { viewedDropLevel: new Date().toISOString() } });
      } else {
        await call(contract.rewards.dropLevelProgress);
      }
    } catch {
      // Spec 3 §4: closes either way; the status is asked for again on the next start.
    } finally {
      await queryClient.invalidateQueries({ queryKey: statusesQuery.queryKey });
      setBusy(null);
      onDone();
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t('startup.level.text')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => void finish('leave')}
          loading={busy === 'leave'}
          disabled={busy === 'again'}
        >
          {t('leave the level')}
        </Button>
        <Button onClick={() => void finish('again')} loading={busy === 'again'} disabled={busy === 'leave'}>
          {t('start again')}
        </Button>
      </Group>
    </Stack>
  );
}
