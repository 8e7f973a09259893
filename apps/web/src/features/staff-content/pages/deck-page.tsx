import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StaffCard, StaffDeckDetail } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useDeck, useDeleteCard, useOrderCards } from '../api/extras';
import { moved } from '../lib/moved';
import { CardModal } from '../ui/card-modal';
import { confirmDelete } from '../ui/confirm-delete';
import { DeckModal } from '../ui/deck-modal';
import '../i18n';

const route = getRouteApi(paths.staffDeck);

function CardsTable({ deck, onEdit }: { deck: StaffDeckDetail; onEdit: (card: StaffCard) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCard(deck.id);
  const order = useOrderCards(deck.id);
  const ids = deck.cards.map((card) => card.id);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('staffContent.decks.cardsTitle')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>{t('staffContent.decks.front')}</Table.Th>
            <Table.Th>{t('staffContent.decks.back')}</Table.Th>
            <Table.Th>{t('staffContent.decks.reviews')}</Table.Th>
            <Table.Th aria-label={t('staffContent.common.edit')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deck.cards.map((card, index) => (
            <Table.Tr key={card.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{card.front}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{card.back}</Table.Td>
              <Table.Td>{card.reviewsCount}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('staffContent.decks.up', { front: card.front })}
                    disabled={index === 0 || order.isPending}
                    onClick={() => order.mutate(moved(ids, index, -1))}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('staffContent.decks.down', { front: card.front })}
                    disabled={index === ids.length - 1 || order.isPending}
                    onClick={() => order.mutate(moved(ids, index, 1))}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('staffContent.decks.editCard', { front: card.front })}
                    onClick={() => onEdit(card)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('staffContent.decks.deleteCard', { front: card.front })}
                    onClick={() =>
                      confirmDelete(t, t('staffContent.decks.deleteConfirm', { front: card.front }), () =>
                        remove.mutateAsync(card.id),
                      )
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DeckBody({ deck }: { deck: StaffDeckDetail }) {
  const { t } = useTranslation();
  const [editingDeck, setEditingDeck] = useState(false);
  const [editing, setEditing] = useState<StaffCard | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={deck.title}
        lead={[deck.subject, deck.description].filter(Boolean).join(' · ')}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditingDeck(true)}>
              {t('staffContent.common.edit')}
            </Button>
            <Button onClick={() => setEditing('new')}>{t('staffContent.decks.addCard')}</Button>
          </Group>
        }
      />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staffContent.decks.cardsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staffContent.decks.cardsLead')}
        </Text>
        {deck.cards.length === 0 ? (
          <Text c="dimmed">{t('staffContent.decks.noCards')}</Text>
        ) : (
          <CardsTable deck={deck} onEdit={setEditing} />
        )}
      </Stack>
      <DeckModal key={`deck-${deck.id}`} deck={deck} opened={editingDeck} onClose={() => setEditingDeck(false)} />
      <CardModal
        key={editing === null ? 'none' : editing === 'new' ? 'new' : editing.id}
        deckId={deck.id}
        card={editing && editing !== 'new' ? editing : undefined}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

/** `/staff/content/decks/$deckId`: a memory-card deck and its cards. */
export function DeckPage() {
  const { deckId } = route.useParams();
  const deck = useDeck(Number(deckId));
  const { t } = useTranslation();
  if (deck.isError) return <Alert color="red">{t('staffContent.common.failed')}</Alert>;
  if (!deck.data) return <Skeleton height={320} radius="md" />;
  return <DeckBody deck={deck.data} />;
}
