import { useEffect, useState } from 'react';
import { Alert, Button, Chip, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { markCatalogStartSeen } from '../../../shared/catalog/catalog-start';
import { paths } from '../../../shared/config/paths';
import { useClassTypesOfYear, useClassYears } from '../api/products';
import '../i18n';

/**
 * Catalog start (the named route of spec 2 §2; docs/products-access.md): the catalog's welcome for
 * a student who owns nothing yet. The class year, then a subject of that year, lead into the
 * catalog filtered by them; "Смотреть весь каталог" opens it unfiltered.
 */
export function CatalogStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const years = useClassYears();
  const [classYear, setClassYear] = useState<number | undefined>(undefined);
  const subjects = useClassTypesOfYear(classYear);
  const [classType, setClassType] = useState<number | undefined>(undefined);
  // Shown once: the plain catalog no longer sends here in this session.
  useEffect(markCatalogStartSeen, []);

  const toCatalog = (filtered: boolean) =>
    void navigate({
      to: paths.catalog,
      params: { productTypeId: undefined },
      search: filtered ? { classYear, classType } : {},
    });

  return (
    <Stack gap="xl" maw={880}>
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" color="violet" aria-hidden>
            <IconSparkles size={28} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={1} size="h2">
              {t('catalogStart.title')}
            </Title>
            <Text>{t('catalogStart.lead')}</Text>
            <List spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />}>
              <List.Item>{t('catalogStart.benefits.live')}</List.Item>
              <List.Item>{t('catalogStart.benefits.homework')}</List.Item>
              <List.Item>{t('catalogStart.benefits.curator')}</List.Item>
            </List>
          </Stack>
        </Group>
      </Paper>
      {years.isError && <Alert color="red">{t('catalogStart.loadError')}</Alert>}
      <Stack gap="xs">
        <Title order={2} size="h4" id="catalog-start-year">
          {t('catalogStart.classYear')}
        </Title>
        {years.data ? (
          <Chip.Group
            value={classYear === undefined ? '' : String(classYear)}
            onChange={(value) => {
              setClassYear(Number(value));
              setClassType(undefined);
            }}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="catalog-start-year">
              {years.data.map((item) => (
                <Chip key={item.id} value={String(item.id)} type="radio">
                  {item.title}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : (
          !years.isError && <Skeleton height={32} width={320} />
        )}
      </Stack>
      {classYear !== undefined && (
        <Stack gap="xs">
          <Title order={2} size="h4" id="catalog-start-subject">
            {t('catalogStart.subject')}
          </Title>
          {subjects.data ? (
            <Chip.Group
              value={classType === undefined ? '' : String(classType)}
              onChange={(value) => setClassType(value ? Number(value) : undefined)}
            >
              <Group gap="xs" role="radiogroup" aria-labelledby="catalog-start-subject">
                <Chip value="" type="radio">
                  {t('catalogStart.anySubject')}
                </Chip>
                {subjects.data.map((item) => (
                  <Chip key={item.id} value={String(item.id)} type="radio">
                    {item.title}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : (
            <Skeleton height={32} width={420} />
          )}
        </Stack>
      )}
      <Group gap="sm">
        <Button size="md" disabled={classYear === undefined} onClick={() => toCatalog(true)}>
          {t('catalogStart.show')}
        </Button>
        <Button size="md" variant="subtle" onClick={() => toCatalog(false)}>
          {t('catalogStart.all')}
        </Button>
      </Group>
    </Stack>
  );
}
