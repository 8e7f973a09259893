import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type CurrencyKey } from '../../../shared/ui/currency/currencies';
import '../i18n';

const ORDER: CurrencyKey[] = ['exp', 'umcoins', 'medals', 'keys', 'bonuses'];

/** What each currency is for and how to earn it (issue 9: /loyalty/about with real content). */
export function CurrencyGuide() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {ORDER.map((key) => {
        const meta = CURRENCIES[key];
        const Icon = meta.icon;
        return (
          <Paper key={key} component="li" withBorder radius="lg" p="lg">
            <Stack gap="xs">
              <ThemeIcon size={40} radius="xl" variant="light" color={meta.color} aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(meta.label)}
              </Title>
              <Text size="sm">
                <Text span fw={600}>
                  {t('loyalty.aboutPage.what')}:{' '}
                </Text>
                {t(`loyalty.aboutPage.items.${key}.what`)}
              </Text>
              <Text size="sm">
                <Text span fw={600}>
                  {t('loyalty.aboutPage.how')}:{' '}
                </Text>
                {t(`loyalty.aboutPage.items.${key}.how`)}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
