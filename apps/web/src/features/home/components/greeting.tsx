import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** The student's greeting; `withHint` adds the motivating line (the home-greeting experiment's on slot). */
export function Greeting({ firstName, withHint }: { firstName: string; withHint: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {t('home.greeting', { name: firstName })}
      </Title>
      {withHint && (
        <Text c="dimmed" size="lg">
          {t('home.greetingHint')}
        </Text>
      )}
    </Stack>
  );
}
