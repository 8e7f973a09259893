import { Button } from '@mantine/core';
import { IconAlertCircle, IconChecks, IconCircleCheck, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { homeworkButtonHref, type HomeworkButton } from './card-rules';
import './i18n';

/** Colour goes to the icon only: text stays in the body colour, readable in both themes. */
const LOOK: Record<HomeworkButton['kind'], { icon: Icon; color: string }> = {
  do: { icon: IconAlertCircle, color: 'var(--mantine-color-orange-filled)' },
  checked: { icon: IconChecks, color: 'var(--mantine-color-blue-filled)' },
  results: { icon: IconCircleCheck, color: 'var(--mantine-color-green-filled)' },
};

/** The homework button of spec 2 §4: do it, or open its results (spec 2 §2 homework routes). */
export function HomeworkBadge({ button }: { button: HomeworkButton }) {
  const { t } = useTranslation();
  const { icon: StateIcon, color } = LOOK[button.kind];
  return (
    <Button
      component={Link}
      to={homeworkButtonHref(button)}
      variant="default"
      size="compact-sm"
      radius="sm"
      fw={500}
      leftSection={<StateIcon size={15} color={color} aria-hidden />}
    >
      {t(`lessonCard.homework.${button.kind}`)}
    </Button>
  );
}
