import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBook2,
  IconCards,
  IconCategory,
  IconFileImport,
  IconListCheck,
  IconSchool,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import '../i18n';

const SECTIONS = [
  { key: 'subjects', to: paths.staffSubjects, icon: IconCategory },
  { key: 'courses', to: paths.staffCourses, icon: IconBook2 },
  { key: 'lessons', to: paths.staffLessons, icon: IconVideo },
  { key: 'tasks', to: paths.staffTasks, icon: IconListCheck },
  { key: 'import', to: paths.staffImport, icon: IconFileImport },
  { key: 'theory', to: paths.staffTheory, icon: IconSchool },
  { key: 'decks', to: paths.staffDecks, icon: IconCards },
] as const;

/** `/staff/content`: the content area's home (issue 16, docs/staff-content.md). */
export function ContentHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffContent.home.title')} lead={t('staffContent.home.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {SECTIONS.map(({ key, to, icon: Icon }) => (
          <Card
            key={key}
            component={Link}
            to={to}
            withBorder
            radius="md"
            padding="lg"
            data-testid={`content-section-${key}`}
          >
            <Stack gap={6}>
              <Icon size={28} aria-hidden />
              <Title order={2} size="h4">
                {t(`staffContent.home.${key}`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(`staffContent.home.${key}Lead`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
