import { Suspense, useState } from 'react';
import { ActionIcon, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFlame, IconInfoCircle } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import type { DailyStrike } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/config/paths';
import { ButtonLink } from '../../../../shared/ui/router-link';
import { LoadError } from '../../../../shared/ui/load-error';
import { CurrencyAmount } from '../../../../shared/ui/currency/currency-amount';
import { useDailyStrike } from '../../api/streak';
import '../../streak-i18n';
import { lazyComponent } from '../../../../shared/lib/lazy-component';
import { StreakFreezes } from './streak-freezes';
import { StreakWeek } from './streak-week';

const StreakAboutModal = lazyComponent(() => import('./streak-about-modal'), 'StreakAboutModal');

/** Spec 1 §2: 'start today' at zero, a progress message once today is earned, else what is left. */
function StreakMessage({ strike }: { strike: DailyStrike }) {
  const { t } = useTranslation();
  const cards = strike.todayProgress.find((item) => item.kind === 'memory_card');
  if (strike.todayEarned)
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={500}>{t('streak.earnedToday')}</Text>
      </Group>
    );
  return (
    <Stack gap={6}>
      <Text>{strike.strikeDays === 0 ? t('streak.startToday') : t('streak.keepGoing')}</Text>
      {cards && cards.done > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('streak.cardsToday', { done: cards.done, needed: cards.needed })}
          </Text>
          <Progress value={(cards.done / cards.needed) * 100} color="orange" size="sm" aria-hidden />
        </>
      )}
    </Stack>
  );
}

function NextReward({ reward }: { reward: DailyStrike['nextReward'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between">
      <Text size="sm" c="dimmed">
        {t('streak.nextReward', { count: reward.strikeDays })}
      </Text>
      <Group gap="sm">
        {reward.umcoins > 0 && <CurrencyAmount currency="umcoins" value={reward.umcoins} size="sm" />}
        {reward.medals > 0 && <CurrencyAmount currency="medals" value={reward.medals} size="sm" />}
      </Group>
    </Group>
  );
}

/**
 * The widget's place while it loads, as tall as the widget of a day not yet earned at each width
 * (measured at 390, 768 and 1366 px), so nothing under it moves when it shows (issue 8).
 */
export function StreakSkeleton() {
  return <Skeleton h={{ base: 410, sm: 355, lg: 330 }} radius="lg" />;
}

/** The home streak widget (spec 1 §2, flag student-activity): the week, the next reward, freezes. */
export function StreakWidget() {
  const { t } = useTranslation();
  const strike = useDailyStrike();
  const [aboutOpened, about] = useDisclosure(false);
  // The modal's code loads on the first tap and stays, so it can close with its transition.
  const [aboutWanted, setAboutWanted] = useState(false);
  const openAbout = () => {
    setAboutWanted(true);
    about.open();
  };
  if (strike.isError) return <LoadError message={t('streak.loadError')} onRetry={() => void strike.refetch()} />;
  if (strike.isPending) return <StreakSkeleton />;
  const data = strike.data;
  return (
    <Paper
      component="section"
      aria-labelledby="streak-title"
      withBorder
      radius="lg"
      p="md"
      data-testid="streak-widget"
      data-onboarding="completeTasksEveryDay"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconFlame size={28} color="var(--mantine-color-orange-6)" aria-hidden />
            <div>
              <Title order={2} size="h4" id="streak-title">
                {t('streak.title')}
              </Title>
              <Text size="sm" c="dimmed" data-testid="strike-days">
                {t('streak.days', { count: data.strikeDays })}
              </Text>
            </div>
          </Group>
          <ActionIcon variant="subtle" size="lg" aria-label={t('streak.about')} onClick={openAbout}>
            <IconInfoCircle size={22} />
          </ActionIcon>
        </Group>
        <StreakWeek days={data.weekStatuses} />
        <StreakMessage strike={data} />
        <NextReward reward={data.nextReward} />
        <StreakFreezes strike={data} />
        {!data.todayEarned && (
          <ButtonLink to={paths.trainer} variant="light" color="orange" data-onboarding="practiceTrainer">
            {t('streak.learnCards')}
          </ButtonLink>
        )}
      </Stack>
      {aboutWanted && (
        <Suspense fallback={null}>
          <StreakAboutModal opened={aboutOpened} onClose={about.close} timeZone={data.timeZone} />
        </Suspense>
      )}
    </Paper>
  );
}
