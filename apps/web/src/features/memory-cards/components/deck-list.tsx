import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MemoryDeck } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/router-link';
import { LoadError } from '../../../shared/ui/load-error';
import { useDecks } from '../api/memory-cards';

function DeckCard({ deck }: { deck: MemoryDeck }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="sm" h="100%">
        <Badge variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
          {deck.subject}
        </Badge>
        <Title order={3} size="h4">
          {deck.title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {deck.description}
        </Text>
        <Group gap="md">
          <Text size="sm">{t('memoryCards.cards', { count: deck.cardsCount })}</Text>
          <Text size="sm">{t('memoryCards.newCards', { count: deck.newCount })}</Text>
          {deck.dueCount > 0 && (
            <Text size="sm" c="orange.8" fw={600}>
              {t('memoryCards.due', { count: deck.dueCount })}
            </Text>
          )}
        </Group>
        <ButtonLink
          to={paths.trainer}
          search={{ deck: deck.id }}
          size="md"
          aria-label={`${t('memoryCards.start')}: ${deck.title}`}
        >
          {t('memoryCards.start')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

/** The subjects' decks, each with the student's new and due counts. */
export function DeckList() {
  const { t } = useTranslation();
  const decks = useDecks();
  if (decks.isError) return <LoadError message={t('memoryCards.loadError')} onRetry={() => void decks.refetch()} />;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('memoryCards.decksTitle')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0}>
        {decks.isPending
          ? [1, 2, 3].map((key) => <Skeleton key={key} h={240} radius="lg" />)
          : decks.data.map((deck) => <DeckCard key={deck.id} deck={deck} />)}
      </SimpleGrid>
    </Stack>
  );
}
