import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffDeck } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useDecks } from '../api/extras';
import { DeckModal } from '../ui/deck-modal';
import '../i18n';

const column = createColumnHelper<StaffDeck>();

/** `/staff/content/decks`: memory-card decks in the order students see them. */
export function DecksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const decks = useDecks({ ...pageQuery(pagination), search: debounced || undefined });
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: t('staffContent.common.title'),
        cell: ({ row }) => (
          <AnchorLink
            to={paths.staffDeck}
            params={{ deckId: String(row.original.id) }}
            aria-label={t('staffContent.decks.open', { title: row.original.title })}
          >
            {row.original.title}
          </AnchorLink>
        ),
      }),
      column.accessor('subject', { header: t('staffContent.decks.subjectShort') }),
      column.accessor('cardsCount', { header: t('staffContent.decks.cards') }),
      column.accessor('sortOrder', { header: t('staffContent.decks.sortOrder') }),
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffContent.decks.title')}
        lead={t('staffContent.decks.lead')}
        actions={<Button onClick={() => setCreating(true)}>{t('staffContent.decks.new')}</Button>}
      />
      <SearchFilter
        label={t('staffContent.decks.search')}
        value={search}
        maxLength={100}
        onChange={filtered(setSearch)}
        maw={420}
      />
      <StaffTable
        label={t('staffContent.decks.label')}
        columns={columns}
        rows={decks.data?.results}
        count={decks.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={decks.isError}
        empty={t('staffContent.decks.empty')}
        rowId={(deck) => String(deck.id)}
        minWidth={600}
      />
      <DeckModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(deck) => void navigate({ to: paths.staffDeck, params: { deckId: String(deck.id) } })}
      />
    </Stack>
  );
}
