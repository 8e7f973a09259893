import { Badge } from '@mantine/core';
import type { ClassType } from '@school/contract';

/** A subject in its own color (spec 1 §3 class type: title, color.base); a dash until subjects load. */
export function SubjectBadge({ classType }: { classType: ClassType | undefined }) {
  if (!classType) return <>—</>;
  return (
    <Badge color={classType.color.base} variant="dot" radius="sm" tt="none" fw={500}>
      {classType.title}
    </Badge>
  );
}
