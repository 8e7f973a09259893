import { Group, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LessonDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { useUser } from '../session/session-store';
import './i18n';

/**
 * The student's curator group of a master-group lesson (spec 1 §7 distribute-to-group): asked once
 * per product (the answer is the same group every time), shared by the lesson page and its chat.
 * No group (none has room, no access) shows nothing.
 */
export function useStudyGroup(lesson: Pick<LessonDetail, 'productId' | 'sysCourseType'>) {
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  return useQuery({
    queryKey: ['study-group', lesson.productId],
    queryFn: () => call(contract.products.distributeToGroup, { body: { product: lesson.productId } }),
    enabled: isStudent && lesson.sysCourseType === 'master_group',
    staleTime: Infinity,
    retry: false,
  });
}

/** "Твоя группа: …, куратор …" on the lesson page and in the lesson chat header. */
export function StudyGroupNote({
  lesson,
  size = 'sm',
}: {
  lesson: Pick<LessonDetail, 'productId' | 'sysCourseType'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const group = useStudyGroup(lesson).data;
  if (!group) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="study-group">
      <IconUsersGroup size={size === 'xs' ? 14 : 18} aria-hidden />
      <Text size={size} c="dimmed">
        {t('studyGroup.line', { name: group.name, curator: group.curator.fullName })}
      </Text>
    </Group>
  );
}
