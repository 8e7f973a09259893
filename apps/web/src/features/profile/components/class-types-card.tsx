import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClassChoiceForm } from '../../../shared/profile/class-choice';

/** The class year and subjects the student studies (`/v2/students/class-types/`). */
export function ClassTypesCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" id="class-types">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.classTypes')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.classTypesText')}
        </Text>
        <ClassChoiceForm />
      </Stack>
    </Card>
  );
}
