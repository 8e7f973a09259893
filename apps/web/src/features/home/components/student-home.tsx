import { Stack } from '@mantine/core';
import type { User } from '@school/contract';
import { FlagSlot } from '../../../shared/flags/flag-slot';
import { FLAG_STUDENT_ACTIVITY } from '../../../shared/flags/flag-names';
import { BalanceBar } from './balance-bar';
import { BannerList } from './banner-list';
import { Greeting } from './greeting';
import { StreakSkeleton, StreakWidget } from './streak/streak-widget';
import { TodayLessons } from './today-lessons';
import { NextStepCard } from './next-step-card';

/** Spec 1 §2 student home: greeting, currency balance bar, the streak (flag student-activity), today's lessons (issue 3), banners. */
export function StudentHome({ user }: { user: User }) {
  return (
    <Stack gap="xl">
      <FlagSlot
        flag="home-greeting"
        fallback="default"
        on={<Greeting firstName={user.firstName} withHint />}
        off={<Greeting firstName={user.firstName} withHint={false} />}
      />
      <BalanceBar />
      <FlagSlot flag={FLAG_STUDENT_ACTIVITY} on={<StreakWidget />} pending={<StreakSkeleton />} />
      <NextStepCard />
      <TodayLessons />
      <BannerList />
    </Stack>
  );
}
