import { useState } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffMonth } from '@school/contract';
import { useDeleteMonth } from '../api/content';
import { confirmDelete } from './confirm-delete';
import { MonthModal } from './month-modal';
import '../i18n';

/** A master-group course's months, each renamed or deleted in place (a month in use answers 409). */
export function MonthsList({ months }: { months: StaffMonth[] }) {
  const { t } = useTranslation();
  const remove = useDeleteMonth();
  const [editing, setEditing] = useState<StaffMonth | null>(null);
  return (
    <>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="course-months">
        {months.map((month) => (
          <Group key={month.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text miw={0}>
              {month.title} ({month.month.slice(0, 7)})
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('staffContent.courses.editMonth', { title: month.title })}
                onClick={() => setEditing(month)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('staffContent.courses.deleteMonth', { title: month.title })}
                onClick={() =>
                  confirmDelete(t, t('staffContent.courses.deleteMonthConfirm', { title: month.title }), () =>
                    remove.mutateAsync(month.id),
                  )
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <MonthModal month={editing} onClose={() => setEditing(null)} />
    </>
  );
}
