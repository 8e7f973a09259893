import { useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { useAddGift, useGifts, useRemoveGift, type GiftOwner } from '../api/commerce-catalog';
import { ProductPicker } from './product-picker';
import '../i18n';

/** The gifts given with a product or a bundle: the list, remove, add (docs/staff-commerce.md "Gifts"). */
export function GiftsModal({
  owner,
  name,
  onClose,
}: {
  /** null: closed. */
  owner: GiftOwner | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const gifts = useGifts(owner);
  const add = useAddGift();
  const remove = useRemoveGift();
  const [chosen, setChosen] = useState<number[]>([]);
  const [optional, setOptional] = useState(false);
  const [alerts, setAlerts] = useState<string[]>([]);
  const fail = (error: unknown) => setAlerts([error instanceof Error ? error.message : t('staffCommerce.unexpected')]);
  const addChosen = async () => {
    if (!owner) return;
    setAlerts([]);
    try {
      for (const giftProductId of chosen) {
        await add.mutateAsync({
          productId: 'productId' in owner ? owner.productId : null,
          bundleId: 'bundleId' in owner ? owner.bundleId : null,
          giftProductId,
          optional,
        });
      }
      setChosen([]);
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Modal opened={owner !== null} onClose={onClose} title={t('staffCommerce.gifts.title', { name })} size="lg">
      <Stack gap="sm">
        <FormAlerts messages={alerts} />
        {gifts.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('staffCommerce.gifts.empty')}
          </Text>
        )}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(gifts.data ?? []).map((gift) => (
            <Group key={gift.id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Text size="sm">{gift.gift.title}</Text>
                {gift.optional && (
                  <Badge color="gray" variant="light" tt="none">
                    {t('staffCommerce.gifts.optional')}
                  </Badge>
                )}
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('staffCommerce.gifts.removeOf', { title: gift.gift.title })}
                onClick={() => {
                  setAlerts([]);
                  remove.mutate(gift.id, { onError: fail });
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <ProductPicker
          label={t('staffCommerce.gifts.add')}
          enabled={owner !== null}
          chosen={[]}
          value={chosen}
          onChange={setChosen}
          error={undefined}
        />
        <Checkbox
          label={t('staffCommerce.gifts.optionalHint')}
          checked={optional}
          onChange={(event) => setOptional(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('staffCommerce.gifts.close')}
          </Button>
          <Button disabled={chosen.length === 0} loading={add.isPending} onClick={() => void addChosen()}>
            {t('staffCommerce.gifts.addButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
