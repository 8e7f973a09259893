import { useId } from 'react';
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Teacher } from '@school/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Spec 2 §3 Teacher: name, avatar, description, subjects, stats, presentation video. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card padding="lg" h="100%" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap">
          <Avatar src={teacher.avatar} name={teacher.fullName} alt="" size={56} radius="xl" color="initials" />
          <Stack gap={4} miw={0}>
            <Title order={3} size="h5" id={titleId}>
              {teacher.fullName}
            </Title>
            <Group gap={4}>
              {teacher.classTypes.map((type) => (
                <Badge key={type.id} variant="light" radius="sm" tt="none" fw={500}>
                  {type.title}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        {teacher.description && (
          <Text size="sm" c="dimmed" lineClamp={4}>
            {teacher.description}
          </Text>
        )}
        {teacher.stats.length > 0 && (
          <Group gap="lg" component="dl" m={0}>
            {teacher.stats.map((stat) => (
              <Stack key={stat.description} gap={0} style={{ flexDirection: 'column-reverse' }}>
                <Text component="dt" size="xs" c="dimmed">
                  {stat.description}
                </Text>
                <Text component="dd" m={0} fw={800} fz={20}>
                  {stat.value}
                </Text>
              </Stack>
            ))}
          </Group>
        )}
        {teacher.presentationVideo && (
          <Anchor
            href={teacher.presentationVideo}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            mt="auto"
            aria-label={t('catalog.teachers.videoLabel', { name: teacher.fullName })}
          >
            <Group gap={4} component="span">
              <IconPlayerPlay size={14} aria-hidden />
              {t('catalog.teachers.video')}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
