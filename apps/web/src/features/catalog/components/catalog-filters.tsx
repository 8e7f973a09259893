import { Box, Chip, Group, ScrollArea, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../shared/config/app-settings';
import { currentYearMonth } from '../../../shared/lib/zoned-month';
import { useClassTypes, useClassYears, useSysCourseTypes } from '../api/get-filter-options';
import { courseType, monthOptions, type CatalogFilters as Filters } from '../lib/catalog-search';
import '../i18n';

const ALL = 'all';
const toId = (value: string | null) => (value && value !== ALL ? Number(value) : undefined);

/** Spec 2 §2 catalog filters: subject chips, class year, course type and month; all kept in the URL. */
export function CatalogFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const classTypes = useClassTypes();
  const classYears = useClassYears();
  const courseTypes = useSysCourseTypes();
  const months = monthOptions(currentYearMonth(appSettings().timeZone), i18n.language, filters.month);
  return (
    <Stack gap="sm" component="section" aria-label={t('catalog.filters.label')}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Chip.Group
          multiple={false}
          value={filters.classType ? String(filters.classType) : ALL}
          onChange={(value) => onChange({ classType: toId(value) })}
        >
          <Group gap={8} wrap="nowrap" role="group" aria-label={t('catalog.filters.subject')}>
            <Chip value={ALL} radius="md">
              {t('catalog.filters.allSubjects')}
            </Chip>
            {classTypes.data?.map((type) => (
              <Chip key={type.id} value={String(type.id)} radius="md">
                <Group gap={6} wrap="nowrap" component="span">
                  <Box component="span" w={8} h={8} bg={type.color.base} style={{ borderRadius: '50%' }} aria-hidden />
                  {type.title}
                </Group>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" maw={720}>
        <Select
          label={t('catalog.filters.classYear')}
          placeholder={t('catalog.filters.allClassYears')}
          data={(classYears.data ?? []).map((year) => ({ value: String(year.id), label: year.title }))}
          value={filters.classYear ? String(filters.classYear) : null}
          onChange={(value) => onChange({ classYear: toId(value) })}
          clearable
          allowDeselect
        />
        <Select
          label={t('catalog.filters.courseType')}
          placeholder={t('catalog.filters.allCourseTypes')}
          data={(courseTypes.data?.results ?? []).map((type) => ({ value: type.code, label: type.title }))}
          value={filters.sysCourseTypeCode ?? null}
          onChange={(value) => onChange({ sysCourseTypeCode: courseType(value) })}
          clearable
          allowDeselect
        />
        <Select
          label={t('catalog.filters.month')}
          placeholder={t('catalog.filters.allMonths')}
          data={months}
          value={filters.month ?? null}
          onChange={(value) => onChange({ month: value ?? undefined })}
          clearable
          allowDeselect
        />
      </SimpleGrid>
    </Stack>
  );
}
