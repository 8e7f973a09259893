import { Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffCardInputSchema, type StaffCard } from '@school/contract';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useSaveCard } from '../api/extras';
import '../i18n';

const FIELDS = ['front', 'back'] as const;

/** Adds a card to the end of the deck, or edits `card` when given. */
export function CardModal({
  deckId,
  card,
  opened,
  onClose,
}: {
  deckId: number;
  card?: StaffCard;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCard(deckId);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(StaffCardInputSchema),
    values: { front: card?.front ?? '', back: card?.back ?? '' },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      await save.mutateAsync({ id: card?.id, body: values });
      onClose();
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={card ? t('staffContent.decks.editCardTitle') : t('staffContent.decks.newCard')}

      onSubmit={submit}
      alerts={alerts}
      pending={save.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={card ? t('staffContent.common.save') : t('staffContent.common.create')}
    >
      <Textarea
        label={t('staffContent.decks.front')}
        required
        maxLength={1000}
        autosize
        minRows={2}
        error={formState.errors.front?.message}
        {...register('front')}
      />
      <Textarea
        label={t('staffContent.decks.back')}
        required
        maxLength={1000}
        autosize
        minRows={2}
        error={formState.errors.back?.message}
        {...register('back')}
      />
    </FormModal>
  );
}
