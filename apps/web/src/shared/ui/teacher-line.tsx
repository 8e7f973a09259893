import { Avatar, Group, Text } from '@mantine/core';

/** A teacher's avatar and name in one line, as product and subject cards show them. */
export function TeacherLine({ teacher }: { teacher: { avatar: string | null; fullName: string } }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar src={teacher.avatar} name={teacher.fullName} alt="" size={28} radius="xl" color="initials" />
      <Text size="sm" truncate>
        {teacher.fullName}
      </Text>
    </Group>
  );
}
