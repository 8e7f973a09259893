import { Badge, ColorSwatch } from '@mantine/core';

/**
 * A subject with its colour as a dot (spec 1 §3 class type: title, colour): the colour alone carries
 * no meaning, the title does, in the text colour so it reads on both themes.
 */
export function SubjectBadge({ subject }: { subject: { title: string; color: string } | undefined }) {
  // A dash while the subjects are still loading.
  if (!subject) return <>—</>;
  return (
    <Badge
      variant="default"
      radius="sm"
      size="lg"
      tt="none"
      fw={500}
      leftSection={<ColorSwatch color={subject.color} size={10} withShadow={false} aria-hidden />}
    >
      {subject.title}
    </Badge>
  );
}
