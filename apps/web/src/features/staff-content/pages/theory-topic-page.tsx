import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StaffSubTheory, StaffTheoryTopicDetail } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useAllSubjects } from '../api/content';
import { useDeleteSubTheory, useOrderSubTheories, useTheoryTopic } from '../api/extras';
import { moved } from '../lib/moved';
import { confirmDelete } from '../ui/confirm-delete';
import { SubTheoryModal } from '../ui/sub-theory-modal';
import { TopicModal } from '../ui/topic-modal';
import '../i18n';

const route = getRouteApi(paths.staffTheoryTopic);

function SubTheoryRow({
  sub,
  index,
  ids,
  onEdit,
  topicId,
}: {
  sub: StaffSubTheory;
  index: number;
  ids: number[];
  onEdit: () => void;
  topicId: number;
}) {
  const { t } = useTranslation();
  const order = useOrderSubTheories(topicId);
  const remove = useDeleteSubTheory(topicId);
  const move = (step: number) => order.mutate(moved(ids, index, step));
  return (
    <Card withBorder radius="md" padding="sm" data-testid="sub-theory">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{sub.title}</Text>
          <Text size="sm" c="dimmed" truncate="end">
            {sub.videoUrl ?? t('staffContent.theory.noVideo')}
          </Text>
          {sub.lecturesCount > 0 && (
            <Badge variant="light" color="gray">
              {t('staffContent.theory.given', { n: sub.lecturesCount })}
            </Badge>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('staffContent.theory.up', { title: sub.title })}
            disabled={index === 0 || order.isPending}
            onClick={() => move(-1)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('staffContent.theory.down', { title: sub.title })}
            disabled={index === ids.length - 1 || order.isPending}
            onClick={() => move(1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('staffContent.theory.editSub', { title: sub.title })}
            onClick={onEdit}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('staffContent.theory.deleteSub', { title: sub.title })}
            onClick={() =>
              confirmDelete(t, t('staffContent.theory.deleteConfirm', { title: sub.title }), () =>
                remove.mutateAsync(sub.id),
              )
            }
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

function TopicBody({ topic }: { topic: StaffTheoryTopicDetail }) {
  const { t } = useTranslation();
  const subjects = useAllSubjects();
  const [editingTopic, setEditingTopic] = useState(false);
  const [editing, setEditing] = useState<StaffSubTheory | 'new' | null>(null);
  const subject = subjects.data?.results.find((s) => s.id === topic.classTypeId)?.title;
  const ids = topic.subTheories.map((sub) => sub.id);
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={topic.title}
        lead={[subject, topic.description].filter(Boolean).join(' · ')}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditingTopic(true)}>
              {t('staffContent.common.edit')}
            </Button>
            <Button onClick={() => setEditing('new')}>{t('staffContent.theory.addSub')}</Button>
          </Group>
        }
      />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staffContent.theory.subTheories')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staffContent.theory.subTheoriesLead')}
        </Text>
        {topic.subTheories.length === 0 ? (
          <Text c="dimmed">{t('staffContent.theory.noSubs')}</Text>
        ) : (
          topic.subTheories.map((sub, index) => (
            <SubTheoryRow
              key={sub.id}
              sub={sub}
              index={index}
              ids={ids}
              topicId={topic.id}
              onEdit={() => setEditing(sub)}
            />
          ))
        )}
      </Stack>
      <TopicModal
        key={`topic-${topic.id}`}
        topic={topic}
        opened={editingTopic}
        onClose={() => setEditingTopic(false)}
      />
      {editing !== null && (
        <SubTheoryModal
          key={editing === 'new' ? 'new' : editing.id}
          topicId={topic.id}
          subTheory={editing === 'new' ? undefined : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** `/staff/content/theory/$topicId`: a theory topic and its sub-theories, in order. */
export function TheoryTopicPage() {
  const { topicId } = route.useParams();
  const topic = useTheoryTopic(Number(topicId));
  const { t } = useTranslation();
  if (topic.isError) return <Alert color="red">{t('staffContent.common.failed')}</Alert>;
  if (!topic.data) return <Skeleton height={320} radius="md" />;
  return <TopicBody topic={topic.data} />;
}
