import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSwitchProgram } from '../api/goals-api';
import type { ModalProductType } from '../lib/program-modal-store';
import { switchCall, type ProgramChoice as Choice } from '../lib/program-rules';

/**
 * Spec 1 §2, §4 choice step: 'individual program' (ACTIVE) or 'full program' (INACTIVE where that
 * is allowed). Either way the flow ends: an activation failure is only logged.
 */
export function ProgramChoice({ productType, onDone }: { productType: ModalProductType; onDone: () => void }) {
  const { t } = useTranslation();
  const switchProgram = useSwitchProgram();
  const choose = (choice: Choice) => {
    const request = switchCall(choice, productType);
    if (!request) return onDone();
    switchProgram.mutate(request, {
      onError: (error) => console.error('individual program switch failed', error),
      onSettled: onDone,
    });
  };
  const option = (choice: Choice, variant: 'filled' | 'default') => (
    <Stack gap="xs" justify="space-between">
      <Text size="sm">{t(choice === 'individual' ? 'goals.individualText' : 'goals.fullText')}</Text>
      <Button variant={variant} onClick={() => choose(choice)} disabled={switchProgram.isPending}>
        {t(choice === 'individual' ? 'goals.individual' : 'goals.full')}
      </Button>
    </Stack>
  );
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('goals.choiceTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {option('individual', 'filled')}
        {option('full', 'default')}
      </SimpleGrid>
    </Stack>
  );
}
