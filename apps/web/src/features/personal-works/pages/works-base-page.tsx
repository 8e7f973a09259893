import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks, IconPlus, IconSearch } from '@tabler/icons-react';
import type { SelfStudyListItem } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useWorks } from '../api/self-studies';
import { AssignModal } from '../components/assign-modal';
import { WorkCard } from '../components/work-card';
import { useSubjects } from '../hooks/use-subjects';
import '../i18n';

const PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

/** Spec 3 §2 TutorHwBase (/personal-works-base): the tutor's library of personal works. */
export function WorksBasePage() {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [classType, setClassType] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<SelfStudyListItem | null>(null);
  const works = useWorks({
    search: search === '' ? undefined : search,
    classType: classType ?? undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const filtered = search !== '' || classType !== null;
  const pages = Math.max(1, Math.ceil((works.data?.count ?? 0) / PAGE_SIZE));

  const list = () => {
    if (works.isError)
      return <LoadError message={t('personalWorks.toast.loadFailed')} onRetry={() => void works.refetch()} />;
    if (!works.data)
      return (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={180} radius="md" />
          ))}
        </SimpleGrid>
      );
    if (works.data.count === 0)
      return filtered ? (
        <EmptyState
          title={t('personalWorks.base.nothingFound')}
          hint={t('personalWorks.base.nothingFoundHint')}
          icon={<IconSearch size={26} />}
        />
      ) : (
        <EmptyState
          title={t('personalWorks.base.empty')}
          hint={t('personalWorks.base.emptyHint')}
          icon={<IconBooks size={26} />}
          action={
            <ButtonLink to={paths.personalWorkCreate} leftSection={<IconPlus size={16} />}>
              {t('personalWorks.base.create')}
            </ButtonLink>
          }
        />
      );
    return (
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} style={{ opacity: works.isPlaceholderData ? 0.6 : 1 }}>
        {works.data.results.map((work) => (
          <WorkCard
            key={work.id}
            work={work}
            actions={
              <>
                <ButtonLink
                  variant="default"
                  to={paths.personalWorkView}
                  params={{ homeworkId: String(work.id) }}
                  aria-describedby={`work-${work.id}`}
                >
                  {t('personalWorks.work.open')}
                </ButtonLink>
                <Button onClick={() => setAssigning(work)} aria-describedby={`work-${work.id}`}>
                  {t('personalWorks.work.assign')}
                </Button>
              </>
            }
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={1} size="h2">
            {t('routes.personalWorksBase')}
          </Title>
          <Text c="dimmed">{t('personalWorks.base.lead')}</Text>
        </Stack>
        <ButtonLink to={paths.personalWorkCreate} leftSection={<IconPlus size={16} />}>
          {t('personalWorks.base.create')}
        </ButtonLink>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('personalWorks.base.searchLabel')}
          placeholder={t('personalWorks.base.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
        <NativeSelect
          label={t('personalWorks.base.subject')}
          value={classType === null ? '' : String(classType)}
          onChange={(event) => {
            setClassType(event.currentTarget.value === '' ? null : Number(event.currentTarget.value));
            setPage(1);
          }}
          data={[
            { value: '', label: t('personalWorks.base.allSubjects') },
            ...(subjects ?? []).map((subject) => ({ value: String(subject.id), label: subject.title })),
          ]}
          style={{ flex: '0 1 240px' }}
        />
      </Group>
      {works.data && works.data.count > 0 && (
        <Text size="sm" c="dimmed">
          {t('personalWorks.base.total', { count: works.data.count })}
        </Text>
      )}
      {list()}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={t('personalWorks.base.pagination')}
          getControlProps={(control) => ({ 'aria-label': t(`personalWorks.pages.${control}`) })}
        />
      )}
      <AssignModal
        opened={assigning !== null}
        onClose={() => setAssigning(null)}
        work={
          assigning
            ? { id: assigning.id, name: assigning.title, timeLimitMinutes: assigning.timeLimitMinutes }
            : undefined
        }
      />
    </Stack>
  );
}
