import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import type { YearMonth } from '../../../shared/lib/zoned-month';
import { UnstyledButtonLink } from '../../../shared/ui/router-link';
import type { MonthMenu } from './month-menu-query';
import { goalCatalogSearch } from './month-window';
import classes from './product-entry.module.css';

interface GoalCardsProps {
  goal: NonNullable<MonthMenu['umitsGoal']>;
  visible: YearMonth;
  onNavigate: () => void;
}

/** Spec 3 §2: subjects of the student's goals without a course yet, each opening the catalog on it. */
export function GoalCards({ goal, visible, onNavigate }: GoalCardsProps) {
  const { t } = useTranslation();
  if (goal.goals.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" px={8}>
        {t('monthProducts.goals')}
      </Text>
      {goal.goals.map((item) => (
        <UnstyledButtonLink
          key={item.classTypeId}
          to={paths.catalog}
          search={goalCatalogSearch(visible, goal.classYearId, item.classTypeId)}
          onClick={onNavigate}
          aria-label={t('monthProducts.goalLabel', { title: item.title })}
          className={classes.entry}
          data-locked
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size={36}>
              <IconPlus size={18} />
            </ThemeIcon>
            <Text size="sm" fw={600} lineClamp={2}>
              {item.title}
            </Text>
          </Group>
        </UnstyledButtonLink>
      ))}
    </Stack>
  );
}
