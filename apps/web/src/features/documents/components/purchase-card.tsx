import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductDocument } from '@school/contract';
import { FIRST_DOCUMENTS, visibleDocuments } from '../lib/documents-filter';
import { useOpenDocument } from '../api/open-document';

/** Spec 2 §2 purchase card: the first 2 documents until "show all" expands it. */
export function PurchaseCard({ document }: { document: ProductDocument }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const open = useOpenDocument();
  const shown = visibleDocuments(document.urls, expanded);
  const more = document.urls.length > FIRST_DOCUMENTS;
  return (
    <Card component="article" withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <Badge variant="light" radius="sm">
            {t(`documents.productLine.${document.productLine}`)}
          </Badge>
          <Badge variant="light" color="gray" radius="sm">
            {document.classYear}
          </Badge>
        </Group>
        <Title order={2} size="h4" lh={1.3}>
          {document.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.period', { month: document.monthName, year: document.year })}
        </Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((link) => (
            <li key={link.url}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={500}
                onClick={() => open.mutate(link.url)}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 6, textAlign: 'start' }}
              >
                <IconFileText size={16} style={{ flexShrink: 0 }} />
                {link.title}
              </Anchor>
            </li>
          ))}
        </Stack>
        {more && (
          <Button
            variant="subtle"
            size="compact-sm"
            mt="auto"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
          >
            {expanded ? t('documents.showLess') : t('documents.showAll', { count: document.urls.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
