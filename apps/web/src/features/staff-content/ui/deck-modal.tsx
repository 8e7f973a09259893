import { TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffDeckInputSchema, type StaffDeck, type StaffDeckDetail } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useSaveDeck } from '../api/extras';
import '../i18n';
import { PositionInput } from './position-input';

type Values = z.input<typeof StaffDeckInputSchema>;
const FIELDS = ['title', 'subject', 'description', 'sortOrder'] as const;

/** Creates a memory-card deck (then `onSaved` gets it), or edits `deck` when given. */
export function DeckModal({
  deck,
  opened,
  onClose,
  onSaved,
}: {
  deck?: StaffDeck;
  opened: boolean;
  onClose: () => void;
  onSaved?: (deck: StaffDeckDetail) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDeck(deck?.id);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffDeckInputSchema),
    values: {
      title: deck?.title ?? '',
      subject: deck?.subject ?? '',
      description: deck?.description ?? '',
      sortOrder: deck?.sortOrder ?? 0,
    },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      const saved = await save.mutateAsync(StaffDeckInputSchema.parse(values));
      onSaved?.(saved);
      onClose();
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={deck ? t('staffContent.decks.editTitle', { title: deck.title }) : t('staffContent.decks.new')}

      onSubmit={submit}
      alerts={alerts}
      pending={save.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={deck ? t('staffContent.common.save') : t('staffContent.common.create')}
    >
      <TextInput
        label={t('staffContent.common.title')}
        required
        maxLength={120}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <TextInput
        label={t('staffContent.decks.subject')}
        required
        maxLength={80}
        error={formState.errors.subject?.message}
        {...register('subject')}
      />
      <Textarea
        label={t('staffContent.common.description')}
        maxLength={1000}
        autosize
        minRows={2}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <PositionInput control={control} name="sortOrder" label={t('staffContent.decks.sortOrder')} />
    </FormModal>
  );
}
