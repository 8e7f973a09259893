import { useState } from 'react';
import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconGift } from '@tabler/icons-react';
import type { StudentGift } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { PagedList } from '../../../shared/ui/paged-list';
import { AnchorLink, ButtonLink } from '../../../shared/ui/router-link';
import { GIFTS_PAGE_SIZE, useGifts, useOpenAccess, useStudentClassTypes } from '../api/products';
import { GiftCard } from '../components/gift-card';
import '../i18n';

/**
 * "Мои подарки" (issue 15, spec 2 §7 GET /products/gifts/): the gifts received with purchases, a
 * subject filter from GET /products/student-class-types/, and "Открыть доступ" on each gift not
 * opened yet (POST /products/open-products-access/{id}/).
 */
export function GiftsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [classType, setClassType] = useState<number | undefined>(undefined);
  const gifts = useGifts({ page, classType });
  const subjects = useStudentClassTypes();
  const open = useOpenAccess();
  const [opened, setOpened] = useState<StudentGift | null>(null);

  const onOpen = (gift: StudentGift) =>
    open.mutate(gift.product.id, {
      onSuccess: () => setOpened(gift),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('gifts.openFailed'),
          message: error instanceof ApiError ? error.message : undefined,
        }),
    });

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('gifts.title')}
      </Title>
      <Text c="dimmed">{t('gifts.lead')}</Text>
      {(subjects.data?.length ?? 0) > 1 && (
        <Group>
          <Select
            label={t('gifts.subject')}
            data={[
              { value: '', label: t('gifts.allSubjects') },
              ...(subjects.data ?? []).map((type) => ({ value: String(type.id), label: type.title })),
            ]}
            value={classType === undefined ? '' : String(classType)}
            onChange={(value) => {
              setClassType(value ? Number(value) : undefined);
              setPage(1);
            }}
            allowDeselect={false}
            w={260}
          />
        </Group>
      )}
      {opened && (
        <Alert
          color="teal"
          title={t('gifts.opened', { title: opened.product.title })}
          withCloseButton
          onClose={() => setOpened(null)}
          role="status"
        >
          <Group gap="sm">
            <Text size="sm">{t('gifts.openedHint')}</Text>
            <AnchorLink to={paths.myProductTypes} size="sm">
              {t('gifts.toLessons')}
            </AnchorLink>
          </Group>
        </Alert>
      )}
      <PagedList
        query={gifts}
        page={page}
        onPage={setPage}
        pageSize={GIFTS_PAGE_SIZE}
        renderItem={(gift) => (
          <GiftCard
            key={gift.id}
            gift={gift}
            opening={open.isPending && open.variables === gift.product.id}
            onOpen={onOpen}
          />
        )}
        skeletonHeight={132}
        texts="gifts"
        emptyIcon={<IconGift size={26} />}
      />
      {gifts.data?.count === 0 && (
        <Group>
          <ButtonLink to={paths.catalog} params={{ productTypeId: undefined }} variant="light">
            {t('gifts.toCatalog')}
          </ButtonLink>
        </Group>
      )}
    </Stack>
  );
}
