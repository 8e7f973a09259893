import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Черновик / Опубликован: the one thing a methodist must never miss about a lesson. */
export function PublishBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={published ? 'teal' : 'orange'} variant="light" data-testid="publish-badge">
      {published ? t('staffContent.lessons.published') : t('staffContent.lessons.draft')}
    </Badge>
  );
}
