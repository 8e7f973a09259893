import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { ButtonLink } from '../ui/router-link';
import './i18n';

/** Issue 15: the profile's way to the placement tests and the apartment lottery. */
export function LevelAndLotteryCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('levelTestPrompt.profileTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('levelTestPrompt.profileText')}
        </Text>
        <Group gap="sm">
          <ButtonLink to={paths.levelTests} variant="light">
            {t('levelTestPrompt.toTests')}
          </ButtonLink>
          <ButtonLink to={paths.apartmentLottery} variant="light">
            {t('levelTestPrompt.toLottery')}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
