import { Grid, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { appSettings } from '../../../shared/config/app-settings';
import { hasVariantFeature } from '../../../shared/config/variant-features';
import { AnchorLink } from '../../../shared/ui/router-link';
import { ExpHistory } from '../components/exp-history';
import { IndividualTasks } from '../components/individual-tasks';
import { LevelCard } from '../components/level-card';
import '../i18n';

/** Spec 1 §2 /loyalty: the student's level, progress to the next, today's tasks and the history. */
export function LoyaltyPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={1080}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={1} size="h2">
          {t('loyalty.title')}
        </Title>
        <Group gap="lg">
          {hasVariantFeature(appSettings().variant, 'chatStyling') && (
            <AnchorLink to={paths.chatStyling} fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconPalette size={18} aria-hidden />
                {t('routes.chatStyling')}
              </Group>
            </AnchorLink>
          )}
          <AnchorLink to={paths.loyaltyAbout} fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconInfoCircle size={18} aria-hidden />
              {t('loyalty.about')}
            </Group>
          </AnchorLink>
        </Group>
      </Group>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xl">
            <LevelCard />
            <IndividualTasks />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ExpHistory />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
