import { Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { ErrorActions, type ErrorAction } from './error-actions';
import { ErrorIllustration } from './error-illustration';

export interface ErrorScreenProps {
  /** i18n key prefix with `title` and `text` under it */
  textKey: string;
  code?: string;
  icon: Icon;
  color?: string;
  actions: readonly ErrorAction[];
}

/** A friendly full-page error: illustration, title, a short explanation and ways out. */
export function ErrorScreen({ textKey, code, icon, color = 'violet', actions }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" gap="lg" ta="center" mih="calc(100dvh - 160px)" py="xl" px="md">
      <ErrorIllustration code={code} icon={icon} color={color} />
      <Stack gap="xs" maw={460} align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t(`${textKey}.title`)}
        </Title>
        <Text c="dimmed" size="lg">
          {t(`${textKey}.text`)}
        </Text>
      </Stack>
      <ErrorActions actions={actions} />
    </Stack>
  );
}
