import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../shared/config/app-settings';
import '../shell/i18n';

/** Spec 1 §2 contacts layout: the support phone under the content. */
export function SupportFooter() {
  const { t } = useTranslation();
  const phone = appSettings().supportPhone;
  if (!phone) return null;
  return (
    <Paper component="footer" withBorder radius="lg" p="lg" mt="xl">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconHeadset size={24} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700}>{t('shell.support')}</Text>
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} fw={700} fz="lg">
            {phone}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('shell.supportHint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
