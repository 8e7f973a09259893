import { Grid, Group, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPalette, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { appSettings } from '../../../shared/config/app-settings';
import { hasVariantFeature } from '../../../shared/config/variant-features';
import { AnchorLink } from '../../../shared/ui/router-link';
import { ExpHistory } from '../components/exp-history';
import { IndividualTasks } from '../components/individual-tasks';
import { LevelCard } from '../components/level-card';
import '../i18n';

/** A link of the page's heading: an icon and its words. */
function HeaderLink({
  to,
  icon: LinkIcon,
  label,
}: {
  to: (typeof paths)['chatStyling' | 'loyaltyAbout'];
  icon: Icon;
  label: string;
}) {
  return (
    <AnchorLink to={to} fw={600}>
      <Group gap={4} component="span" wrap="nowrap">
        <LinkIcon size={18} aria-hidden />
        {label}
      </Group>
    </AnchorLink>
  );
}

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
            <HeaderLink to={paths.chatStyling} icon={IconPalette} label={t('routes.chatStyling')} />
          )}
          <HeaderLink to={paths.loyaltyAbout} icon={IconInfoCircle} label={t('loyalty.about')} />
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
