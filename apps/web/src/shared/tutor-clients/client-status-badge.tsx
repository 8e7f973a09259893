import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TutorClientStatus } from '@school/contract';
import './i18n';

const COLORS: Record<TutorClientStatus, string> = { active: 'teal', paused: 'yellow', finished: 'gray' };

export function ClientStatusBadge({ status }: { status: TutorClientStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(`tutorClient.status.${status}`)}
    </Badge>
  );
}
