import { Badge, Box, Button, Card, Group, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TextColor } from '@school/contract';
import { BuyButton } from './buy-button';
import { OwnershipBadge } from './ownership-badge';

interface ColorCardProps {
  color: TextColor;
  onBuy: () => void;
  onChoose: (chosen: boolean) => void;
  choosing: boolean;
}

/** A colour as the chat shows it: a sample message in the colour of the current theme (its dark twin in dark). */
export function ColorCard({ color, onBuy, onChoose, choosing }: ColorCardProps) {
  const { t } = useTranslation();
  const dark = useComputedColorScheme('light') === 'dark';
  const shade = dark ? color.colorDark : color.color;
  return (
    <Card padding="md" aria-label={color.title} component="article">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Box w={20} h={20} bg={shade} style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />
            <Text fw={600}>{color.title}</Text>
          </Group>
          <OwnershipBadge item={color} />
        </Group>
        <Box p="sm" bg={dark ? 'dark.6' : 'gray.0'} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('chatStyling.sampleAuthor')}
          </Text>
          <Text size="sm" fw={500} style={{ color: shade }}>
            {t('chatStyling.sample')}
          </Text>
        </Box>
        <Group gap="xs" mt="auto">
          {color.isChosen && (
            <Badge variant="light" color="teal" tt="none" leftSection={<IconCheck size={14} aria-hidden />}>
              {t('chatStyling.chosen')}
            </Badge>
          )}
          {color.isPurchased && (
            <Button
              size="xs"
              variant={color.isChosen ? 'default' : 'filled'}
              loading={choosing}
              onClick={() => onChoose(!color.isChosen)}
            >
              {t(color.isChosen ? 'chatStyling.unchoose' : 'chatStyling.choose')}
            </Button>
          )}
          <BuyButton item={color} onBuy={onBuy} />
        </Group>
      </Stack>
    </Card>
  );
}
