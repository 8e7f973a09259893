import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconBook, IconCards, IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../../shared/config/app-settings';
import { useSetStreakTimeZone } from '../../api/streak';

interface StreakAboutModalProps {
  opened: boolean;
  onClose: () => void;
  timeZone: string;
}

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Москва, стандартное время" rather than "Europe/Moscow". */
function zoneName(zone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((item) => item.type === 'timeZoneName');
  return part ? `${part.value} (${zone})` : zone;
}

/**
 * Spec 1 §2: the modal explaining the streak lists exactly these three ways to earn a day. The
 * day's end is the student's zone on the server; a student who travelled may move it to this device's.
 */
export function StreakAboutModal({ opened, onClose, timeZone }: StreakAboutModalProps) {
  const { t } = useTranslation();
  const setZone = useSetStreakTimeZone();
  const device = deviceZone();
  const { locale } = appSettings();
  return (
    <Modal opened={opened} onClose={onClose} title={t('streak.modal.title')} centered radius="lg">
      <Stack gap="sm">
        <Text>{t('streak.modal.lead')}</Text>
        <List spacing="xs" center>
          <List.Item icon={<IconBook size={20} aria-hidden />}>{t('streak.modal.lesson')}</List.Item>
          <List.Item icon={<IconChecklist size={20} aria-hidden />}>{t('streak.modal.tasks')}</List.Item>
          <List.Item icon={<IconCards size={20} aria-hidden />}>{t('streak.modal.cards')}</List.Item>
        </List>
        <Text size="sm">{t('streak.modal.missed')}</Text>
        <Text size="sm">{t('streak.modal.freezes')}</Text>
        <Text size="sm">{t('streak.modal.rewards')}</Text>
        <Text size="sm" c="dimmed">
          {t('streak.modal.timeZone', { zone: zoneName(timeZone, locale) })}
        </Text>
        {device && device !== timeZone && (
          <Button variant="light" loading={setZone.isPending} onClick={() => setZone.mutate(device)}>
            {t('streak.modal.useDeviceZone', { zone: zoneName(device, locale) })}
          </Button>
        )}
        <Button onClick={onClose}>{t('streak.modal.close')}</Button>
      </Stack>
    </Modal>
  );
}
