import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toCamelKey, type TutorProfile } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useClassTypes } from '../../../shared/tutor-clients/class-types-query';
import { useUpdateTutorProfile } from '../api/tutor-profile-api';
import { profilePatch, toForm, type TutorProfileForm } from '../lib/profile-form';
import { timeZoneOptions } from '../lib/time-zones';
import '../i18n';

type Errors = Partial<Record<keyof TutorProfileForm, string>>;

/** Spec 3 §7 PATCH /tutor/profile/: only the changed fields are sent. */
export function TutorProfileFormCard({ profile }: { profile: TutorProfile }) {
  const { t } = useTranslation();
  const classTypes = useClassTypes();
  const update = useUpdateTutorProfile();
  const [form, setForm] = useState(() => toForm(profile));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof TutorProfileForm>(key: K, value: TutorProfileForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch = profilePatch(form, profile);
    if (Object.keys(patch).length === 0) {
      notifications.show({ color: 'blue', message: t('tutorProfile.nothingChanged') });
      return;
    }
    try {
      const saved = await update.mutateAsync(patch);
      setForm(toForm(saved));
      notifications.show({ color: 'teal', message: t('tutorProfile.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const next: Errors = {};
        for (const [attr, detail] of Object.entries(error.fields)) {
          const key = toCamelKey(attr.split('.')[0]!) as keyof TutorProfileForm;
          next[key] = detail;
        }
        setErrors(next);
      }
      notifications.show({ color: 'red', message: t('tutorProfile.saveFailed') });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('tutorProfile.about')}
          placeholder={t('tutorProfile.bioPlaceholder')}
          autosize
          minRows={3}
          maxLength={2000}
          value={form.bio}
          onChange={(event) => set('bio', event.currentTarget.value)}
          error={errors.bio}
        />
        <MultiSelect
          label={t('tutorProfile.subjects')}
          data={[...(classTypes.data?.values() ?? [])].map((type) => ({ value: String(type.id), label: type.title }))}
          value={form.subjects}
          onChange={(value) => set('subjects', value)}
          maxValues={10}
          error={errors.subjects}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('tutorProfile.experience')}
            min={0}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            value={form.experienceYears}
            onChange={(value) => set('experienceYears', typeof value === 'number' ? value : 0)}
            error={errors.experienceYears}
          />
          <NumberInput
            label={t('tutorProfile.rate')}
            description={t('tutorProfile.rateHint')}
            min={0}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            value={form.hourlyRate}
            onChange={(value) => set('hourlyRate', typeof value === 'number' ? value : '')}
            error={errors.hourlyRate}
          />
          <TextInput
            type="tel"
            label={t('tutorProfile.phone')}
            value={form.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
            error={errors.phone}
          />
          <Select
            label={t('tutorProfile.timeZone')}
            data={timeZoneOptions()}
            value={form.timeZone}
            allowDeselect={false}
            onChange={(value) => value && set('timeZone', value as TutorProfileForm['timeZone'])}
            error={errors.timeZone}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('tutorProfile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
