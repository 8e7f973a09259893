import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/ui/currency/currency-amount';
import { useNextLevel } from '../api/loyalty';
import { CurrencyGuide } from '../components/currency-guide';
import '../i18n';

/** Spec 1 §2 /loyalty/about: the achievement program (the breadcrumb back to progress comes from the route). */
export function LoyaltyAboutPage() {
  const { t } = useTranslation();
  const level = useNextLevel();
  return (
    <Stack gap="xl" maw={1080}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('loyalty.aboutPage.title')}
        </Title>
        <Text c="dimmed">{t('loyalty.aboutPage.lead')}</Text>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="currencies-title">
        <Title order={2} size="h3" id="currencies-title">
          {t('loyalty.aboutPage.currencies')}
        </Title>
        <CurrencyGuide />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="levels-title">
        <Title order={2} size="h3" id="levels-title">
          {t('loyalty.aboutPage.levels')}
        </Title>
        <Text>{t('loyalty.aboutPage.levelsLead')}</Text>
        {level.isSuccess ? (
          <List spacing={4}>
            {level.data.levels.map((item) => (
              <List.Item key={item.level}>
                {t('loyalty.aboutPage.levelRow', { title: item.title, threshold: formatAmount(item.threshold) })}
              </List.Item>
            ))}
          </List>
        ) : (
          !level.isError && <Skeleton h={120} radius="md" />
        )}
        <Text>{t('loyalty.aboutPage.drop')}</Text>
        <Text>{t('loyalty.aboutPage.tasks')}</Text>
      </Stack>
    </Stack>
  );
}
