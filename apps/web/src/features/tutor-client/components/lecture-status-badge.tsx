import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import '../i18n';

/** Issue 12: the tutor sees whether the client watched the lecture, and when first. */
export function LectureStatusBadge({ viewedAt }: { viewedAt: string | null }) {
  const { t, i18n } = useTranslation();
  return viewedAt ? (
    <Badge color="teal" variant="light" radius="sm" tt="none">
      {t('tutorClientArea.lectures.viewed', { date: formatDate(viewedAt, i18n.language) })}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" radius="sm" tt="none">
      {t('tutorClientArea.lectures.notViewed')}
    </Badge>
  );
}
