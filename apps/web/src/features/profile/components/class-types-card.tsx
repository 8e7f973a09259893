import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useChooseClassTypes, useClassChoice, useClassTypes, useClassYears } from '../api/profile-api';

/**
 * The class year and subjects the student studies (`/v2/students/class-types/`). Until the goals
 * screens of a later issue exist, the profile menu's Goals link opens this (`#class-types`).
 */
export function ClassTypesCard() {
  const { t } = useTranslation();
  const choice = useClassChoice();
  const years = useClassYears();
  const [year, setYear] = useState<number | null>(null);
  const [subjects, setSubjects] = useState<string[]>([]);
  const types = useClassTypes(year);
  const save = useChooseClassTypes();
  useEffect(() => {
    if (!choice.data) return;
    setYear(choice.data.classYear);
    setSubjects(choice.data.classTypes.map(String));
  }, [choice.data]);
  const error = save.error instanceof ApiError ? save.error.first?.detail : undefined;
  return (
    <Card withBorder radius="lg" padding="lg" id="class-types">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.classTypes')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.classTypesText')}
        </Text>
        <Select
          label={t('profile.classYear')}
          placeholder={t('profile.classYearPlaceholder')}
          data={(years.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
          value={year === null ? null : String(year)}
          onChange={(value) => {
            setYear(value ? Number(value) : null);
            setSubjects([]);
          }}
          allowDeselect={false}
          maw={240}
        />
        {year !== null && (
          <Checkbox.Group label={t('profile.subjects')} value={subjects} onChange={setSubjects}>
            <Group gap="md" mt={6}>
              {(types.data ?? []).map((type) => (
                <Checkbox key={type.id} value={String(type.id)} label={type.title} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button
          style={{ alignSelf: 'flex-start' }}
          disabled={year === null || subjects.length === 0}
          loading={save.isPending}
          onClick={() =>
            year !== null &&
            save.mutate(
              { classYear: year, classTypes: subjects.map(Number) },
              { onSuccess: () => notifications.show({ color: 'teal', message: t('profile.choiceSaved') }) },
            )
          }
        >
          {t('profile.saveChoice')}
        </Button>
      </Stack>
    </Card>
  );
}
