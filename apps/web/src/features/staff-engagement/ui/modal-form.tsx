import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MODAL_ACTIONS,
  ModalCreateSchema,
  POLL_TYPES,
  PollTypeSchema,
  type ShowStyle,
  type StaffModal,
} from '@school/contract';
import { applyServerErrors } from '../../../shared/api/form-errors';
import { useEngagementOptions, useSaveModal, type ModalBody } from '../api/engagement';
import { ShowWindowInputs, fromLocalInput, toLocalInput } from './show-window';

/** The form's shape: the contract's fields, with targeting and dates as the inputs hold them. */
const FormSchema = ModalCreateSchema.pick({ title: true, action: true, canSkip: true }).extend({
  textContent: z.string().max(20_000),
  buttonText: z.string().trim().max(100),
  redirectUrl: z.union([z.url({ protocol: /^https?$/ }).max(2000), z.literal('')]),
  isActive: z.boolean(),
  variant: z.string(),
  classYearId: z.string(),
  productTypeId: z.string(),
  activeFrom: z.string(),
  activeTo: z.string(),
  pollType: PollTypeSchema,
  question: z.string().trim().max(500),
  variants: z.array(z.object({ text: z.string().trim().max(200) })).max(20),
});
type FormValues = z.infer<typeof FormSchema>;

const CHOICE_TYPES = ['RADIO_POLL', 'CHECKBOX_POLL', 'DESCRIPTION_POLL'];

function defaultsOf(modal: StaffModal | null): FormValues {
  const poll = modal?.polls[0];
  return {
    title: modal?.title ?? '',
    action: modal?.action ?? 'OPEN',
    canSkip: modal?.canSkip ?? true,
    textContent: modal?.textContent ?? '',
    buttonText: modal?.buttonText ?? '',
    redirectUrl: modal?.redirectUrl ?? '',
    isActive: modal?.isActive ?? false,
    variant: modal?.variant ?? '',
    classYearId: modal?.classYearId ? String(modal.classYearId) : '',
    productTypeId: modal?.productTypeId ? String(modal.productTypeId) : '',
    activeFrom: toLocalInput(modal?.activeFrom ?? null),
    activeTo: toLocalInput(modal?.activeTo ?? null),
    pollType: poll?.type ?? 'RADIO_POLL',
    question: poll?.question ?? '',
    variants: poll ? poll.variants.map((variant) => ({ text: variant.text })) : [{ text: '' }, { text: '' }],
  };
}

/** Create or edit a global modal (FULL) or a corner poll (CORNER, one question). */
export function ModalForm({
  showStyle,
  modal,
  onDone,
}: {
  showStyle: ShowStyle;
  modal: StaffModal | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const options = useEngagementOptions();
  const save = useSaveModal();
  const [alerts, setAlerts] = useState<string[]>([]);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaultsOf(modal),
  });
  const variants = useFieldArray({ control, name: 'variants' });
  const { errors, isSubmitting } = formState;
  const isPoll = showStyle === 'CORNER';
  const pollLocked = (modal?.answers ?? 0) > 0;
  const pollType = watch('pollType');
  const none = t('staff.engagement.anyAudience');

  const submit = handleSubmit(async (values) => {
    setAlerts([]);
    const body: ModalBody = {
      title: values.title,
      action: values.action,
      showStyle,
      canSkip: values.canSkip,
      textContent: values.textContent,
      buttonText: values.buttonText || null,
      redirectUrl: values.redirectUrl || null,
      variant: (values.variant || null) as ModalBody['variant'],
      classYearId: values.classYearId ? Number(values.classYearId) : null,
      productTypeId: values.productTypeId ? Number(values.productTypeId) : null,
      activeFrom: fromLocalInput(values.activeFrom),
      activeTo: fromLocalInput(values.activeTo),
      ...(modal ? {} : { isActive: values.isActive }),
      ...(isPoll && !pollLocked
        ? {
            polls: [
              {
                type: values.pollType,
                question: values.question,
                variants: CHOICE_TYPES.includes(values.pollType)
                  ? values.variants.filter((variant) => variant.text.trim())
                  : [],
              },
            ],
          }
        : {}),
    };
    try {
      await save.mutateAsync({ id: modal?.id, body });
      onDone();
    } catch (error) {
      setAlerts(
        applyServerErrors(
          error,
          setError,
          ['title', 'redirectUrl', 'buttonText', 'activeFrom', 'activeTo', 'variant', 'classYearId', 'productTypeId'],
          t('staff.engagement.failed'),
        ),
      );
    }
  });

  const select = (
    name: 'variant' | 'classYearId' | 'productTypeId',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={[{ value: '', label: none }, ...data]}
          value={field.value}
          onChange={(value) => field.onChange(value ?? '')}
          allowDeselect={false}
          searchable={data.length > 8}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {alerts.length > 0 && (
          <Alert color="red" role="alert">
            {alerts.join(' ')}
          </Alert>
        )}
        <TextInput
          label={t('staff.engagement.field.title')}
          required
          error={errors.title?.message}
          {...register('title')}
        />
        <Controller
          control={control}
          name="action"
          render={({ field }) => (
            <Select
              label={t('staff.engagement.field.action')}
              description={t('staff.engagement.actionHint')}
              data={MODAL_ACTIONS.map((action) => ({ value: action, label: t(`staff.engagement.action.${action}`) }))}
              value={field.value ?? 'OPEN'}
              onChange={(value) => field.onChange(value ?? 'OPEN')}
              allowDeselect={false}
            />
          )}
        />
        {!isPoll && (
          <>
            <Textarea
              label={t('staff.engagement.field.text')}
              description={t('staff.engagement.textHint')}
              autosize
              minRows={3}
              error={errors.textContent?.message}
              {...register('textContent')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('staff.engagement.field.buttonText')}
                error={errors.buttonText?.message}
                {...register('buttonText')}
              />
              <TextInput
                label={t('staff.engagement.field.redirectUrl')}
                placeholder="https://"
                error={errors.redirectUrl && t('staff.engagement.badUrl')}
                {...register('redirectUrl')}
              />
            </SimpleGrid>
          </>
        )}
        {isPoll && (
          <Stack gap="xs">
            {pollLocked && <Alert color="yellow">{t('staff.engagement.pollLocked')}</Alert>}
            <Controller
              control={control}
              name="pollType"
              render={({ field }) => (
                <Select
                  label={t('staff.engagement.field.pollType')}
                  data={POLL_TYPES.map((type) => ({ value: type, label: t(`staff.engagement.pollType.${type}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'RADIO_POLL')}
                  allowDeselect={false}
                  disabled={pollLocked}
                />
              )}
            />
            <TextInput
              label={t('staff.engagement.field.question')}
              required
              disabled={pollLocked}
              error={errors.question?.message}
              {...register('question')}
            />
            {CHOICE_TYPES.includes(pollType) && (
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('staff.engagement.field.variants')}
                </Text>
                {variants.fields.map((item, index) => (
                  <Group key={item.id} gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      flex={1}
                      label={t('staff.engagement.variantN', { n: index + 1 })}
                      disabled={pollLocked}
                      error={errors.variants?.[index]?.text?.message}
                      {...register(`variants.${index}.text`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      size="lg"
                      disabled={pollLocked || variants.fields.length <= 2}
                      onClick={() => variants.remove(index)}
                      aria-label={t('staff.engagement.removeVariant', { n: index + 1 })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  disabled={pollLocked || variants.fields.length >= 20}
                  onClick={() => variants.append({ text: '' })}
                >
                  {t('staff.engagement.addVariant')}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
        <Text size="sm" fw={700} mt="xs">
          {t('staff.engagement.audience')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {select(
            'variant',
            t('staff.engagement.field.variant'),
            (options.data?.variants ?? []).map((value) => ({ value, label: value })),
          )}
          {select(
            'classYearId',
            t('staff.engagement.field.classYear'),
            (options.data?.classYears ?? []).map((year) => ({ value: String(year.id), label: year.title })),
          )}
          {select(
            'productTypeId',
            t('staff.engagement.field.productType'),
            (options.data?.productTypes ?? []).map((type) => ({ value: String(type.id), label: type.title })),
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ShowWindowInputs
            from={register('activeFrom')}
            to={register('activeTo')}
            fromError={errors.activeFrom?.message}
            toError={errors.activeTo?.message}
          />
        </SimpleGrid>
        <Checkbox label={t('staff.engagement.field.canSkip')} {...register('canSkip')} />
        {!modal && <Checkbox label={t('staff.engagement.field.activateNow')} {...register('isActive')} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('staff.engagement.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('staff.engagement.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
