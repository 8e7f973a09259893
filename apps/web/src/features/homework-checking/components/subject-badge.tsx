import { Badge, ColorSwatch } from '@mantine/core';

/** The subject with its colour as a dot: the colour alone carries no meaning, the title does. */
export function SubjectBadge({ subject }: { subject: { title: string; color: string } }) {
  return (
    <Badge
      variant="default"
      radius="sm"
      size="lg"
      tt="none"
      leftSection={<ColorSwatch color={subject.color} size={10} withShadow={false} aria-hidden />}
    >
      {subject.title}
    </Badge>
  );
}
