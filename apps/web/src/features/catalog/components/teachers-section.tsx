import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTeachers } from '../api/get-teachers';
import { CARD_COLUMNS } from './product-grid';
import { TeacherCard } from './teacher-card';
import '../i18n';

/** Teacher cards of the chosen subject (all when none); hidden while there are none. */
export function TeachersSection({ classType }: { classType: number | undefined }) {
  const { t } = useTranslation();
  const teachers = useTeachers(classType);
  if (!teachers.data?.length) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="catalog-teachers">
      <Title order={2} size="h3" id="catalog-teachers">
        {t('catalog.teachers.title')}
      </Title>
      <SimpleGrid cols={CARD_COLUMNS} spacing="lg">
        {teachers.data.map((teacher) => (
          <TeacherCard key={teacher.id} teacher={teacher} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
