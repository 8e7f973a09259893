import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LotteryEntry, LotteryStatus } from '@school/contract';
import { LoadError } from '../../../shared/ui/load-error';
import { useAcceptRules, useLottery, usePublicDocuments, useSubmitPoints } from '../api/lottery';
import '../i18n';

const STATUS_COLOR: Record<LotteryStatus, string> = {
  GOOD_LUCK: 'violet',
  NO_POINTS: 'gray',
  AWAITING: 'yellow',
  CONFIRMED: 'teal',
  NOT_CONFIRMED: 'red',
};

/** Issue 15: the apartment lottery (docs/level-tests-and-lottery.md "State machine"). */
export function ApartmentLotteryPage() {
  const { t } = useTranslation();
  const lottery = useLottery();
  const documents = usePublicDocuments();
  const rulesUrl = documents.data?.apartmentLottery;
  return (
    <Stack gap="xl" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('lottery.title')}
        </Title>
        <Text c="dimmed">{t('lottery.lead')}</Text>
        {rulesUrl && (
          <Anchor href={rulesUrl} target="_blank" rel="noopener noreferrer" w="fit-content">
            {t('lottery.rules')}
          </Anchor>
        )}
      </Stack>
      {lottery.isError ? (
        <LoadError message={t('lottery.failed')} onRetry={() => void lottery.refetch()} />
      ) : lottery.isPending ? (
        <Skeleton h={200} radius="lg" />
      ) : lottery.data.status === null ? (
        <AcceptRules />
      ) : (
        <Taking entry={lottery.data} status={lottery.data.status} />
      )}
    </Stack>
  );
}

function AcceptRules() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const accept = useAcceptRules();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Checkbox
          label={t('lottery.accept')}
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        {accept.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('lottery.saveFailed')}
          </Alert>
        )}
        <Group>
          <Button disabled={!checked} loading={accept.isPending} onClick={() => accept.mutate(true)}>
            {t('lottery.join')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Taking({ entry, status }: { entry: LotteryEntry; status: LotteryStatus }) {
  const { t } = useTranslation();
  const withdraw = useAcceptRules();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" data-testid="lottery-status">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('lottery.statusLabel')}
          </Text>
          <Group gap="sm">
            <Badge size="lg" variant="light" color={STATUS_COLOR[status]}>
              {t(`lottery.status.${status}`)}
            </Badge>
          </Group>
          <Text>{t(`lottery.hint.${status}`, { points: entry.points ?? 0 })}</Text>
          {status === 'NOT_CONFIRMED' && entry.reviewComment && (
            <Text size="sm" c="dimmed">
              {t('lottery.comment', { comment: entry.reviewComment })}
            </Text>
          )}
        </Stack>
      </Card>
      {entry.canSubmit && <PointsForm entry={entry} />}
      {status !== 'CONFIRMED' && (
        <Group>
          <Button variant="subtle" color="gray" loading={withdraw.isPending} onClick={() => withdraw.mutate(false)}>
            {t('lottery.withdraw')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function PointsForm({ entry }: { entry: LotteryEntry }) {
  const { t } = useTranslation();
  const [points, setPoints] = useState<number | string>(entry.points ?? '');
  const submit = useSubmitPoints();
  const valid = typeof points === 'number' && Number.isInteger(points) && points >= 0 && points <= entry.maxPoints;
  return (
    <Card withBorder radius="lg" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) submit.mutate(points);
        }}
      >
        <Stack gap="md">
          <NumberInput
            label={t('lottery.pointsLabel')}
            description={t('lottery.pointsDescription', { max: entry.maxPoints })}
            min={0}
            max={entry.maxPoints}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={points}
            onChange={setPoints}
            size="md"
          />
          {submit.isError && (
            <Alert color="red" variant="light" role="alert">
              {submit.error.message || t('lottery.saveFailed')}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" disabled={!valid} loading={submit.isPending && submit.variables !== null}>
              {t('lottery.send')}
            </Button>
            <Button
              variant="default"
              loading={submit.isPending && submit.variables === null}
              onClick={() => submit.mutate(null)}
            >
              {t('lottery.noPoints')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
