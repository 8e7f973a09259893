import { Badge } from '@mantine/core';
import { IconAlertCircle, IconChecks, IconCircleCheck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HomeworkButton } from './card-rules';
import './i18n';

/** Colour goes to the icon only: text stays in the body colour, readable in both themes. */
const LOOK: Record<HomeworkButton['kind'], { icon: Icon; color: string }> = {
  do: { icon: IconAlertCircle, color: 'var(--mantine-color-orange-filled)' },
  checked: { icon: IconChecks, color: 'var(--mantine-color-blue-filled)' },
  results: { icon: IconCircleCheck, color: 'var(--mantine-color-green-filled)' },
};

/**
 * The homework state of spec 2 §4, shown as a badge while the homework screens do not exist; the
 * homework issue turns it into the button or link that `homeworkButton` describes.
 */
export function HomeworkBadge({ button }: { button: HomeworkButton }) {
  const { t } = useTranslation();
  const { icon: StateIcon, color } = LOOK[button.kind];
  return (
    <Badge
      variant="default"
      radius="sm"
      tt="none"
      fw={500}
      leftSection={<StateIcon size={13} color={color} aria-hidden />}
    >
      {t(`lessonCard.homework.${button.kind}`)}
    </Badge>
  );
}
