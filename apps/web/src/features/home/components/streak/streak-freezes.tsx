import { Button, Group, Text } from '@mantine/core';
import { IconSnowflake } from '@tabler/icons-react';
import type { DailyStrike } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/api-error';
import { useBuyFreeze } from '../../api/streak';

/** Freezes held and the buy button (issue 9: bought with umcoins, at most two held). */
export function StreakFreezes({ strike }: { strike: DailyStrike }) {
  const { t } = useTranslation();
  const buy = useBuyFreeze();
  const full = strike.freezes >= strike.freezeLimit;
  return (
    <Group justify="space-between" gap="xs">
      <Group gap={6} wrap="nowrap">
        <IconSnowflake size={20} color="var(--mantine-color-cyan-6)" aria-hidden />
        <Text size="sm">{t('streak.freezes', { count: strike.freezes, limit: strike.freezeLimit })}</Text>
      </Group>
      <Button
        size="xs"
        variant="light"
        color="cyan"
        disabled={full}
        loading={buy.isPending}
        title={full ? t('streak.freezeLimit') : undefined}
        onClick={() => buy.mutate()}
      >
        {t('streak.buyFreeze', { count: strike.freezePrice })}
      </Button>
      {buy.isError && (
        <Text size="sm" c="red" role="alert" w="100%">
          {buy.error instanceof ApiError ? buy.error.message : t('streak.buyFailed')}
        </Text>
      )}
    </Group>
  );
}
