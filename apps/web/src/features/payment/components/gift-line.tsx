import { Group, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** A gift that comes with an item or a bundle; optional gifts show only when kept (spec 2 §3). */
export function GiftLine({ title, optional }: { title: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" c="teal">
      <IconGift size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">{t(optional ? 'payment.summary.optionalGift' : 'payment.summary.gift', { title })}</Text>
    </Group>
  );
}
