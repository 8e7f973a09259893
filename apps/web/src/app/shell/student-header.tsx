import { Box, Group } from '@mantine/core';
import type { User } from '@school/contract';
import { STUDENT_HEADER_ACTIONS } from './student-header-actions';
import { ResultsAutoOpen } from './results-auto-open';
import { ProfileMenu } from './profile-menu';
import { StudentStats } from './student-stats';

/** Right side of the student header (spec 3 §2): actions, stats, profile menu. */
export function StudentHeader({ user }: { user: User }) {
  return (
    <Group gap="lg" wrap="nowrap">
      {STUDENT_HEADER_ACTIONS.map((Action, index) => (
        <Action key={index} />
      ))}
      {/* On phones the promo and cart buttons leave no room for the stats; the home page's balance bar shows them. */}
      <Box visibleFrom="xs">
        <StudentStats />
      </Box>
      <ProfileMenu user={user} />
      <ResultsAutoOpen />
    </Group>
  );
}
