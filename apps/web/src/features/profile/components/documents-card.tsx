import { useEffect, useRef } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';

/** Spec 1 §2: the documents section; `scope=documents` scrolls to it. */
export function DocumentsCard({ focused }: { focused: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'start' });
  }, [focused]);
  return (
    <Card ref={ref} withBorder radius="lg" padding="lg" id="documents">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.documents')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.documentsText')}
        </Text>
        <ButtonLink to={paths.legal} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('profile.openDocuments')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
