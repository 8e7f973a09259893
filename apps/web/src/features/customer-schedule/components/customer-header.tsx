import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { formatPhone } from '../../../shared/lib/format';
import { ButtonLink } from '../../../shared/ui/router-link';
import { zoneName } from '../../../shared/slots/zone-name';
import '../i18n';

interface CustomerHeaderProps {
  fullName: string;
  email: string;
  phone?: string | null;
  timeZone: string;
  /** A student's two pages, linked as tabs; a tutor has one page. */
  clientTabs?: { clientId: number; current: 'slots' | 'schedule' };
}

/** Who the page is about, and (for a student) the way between their slots and their regular schedule. */
export function CustomerHeader({ fullName, email, phone, timeZone, clientTabs }: CustomerHeaderProps) {
  const { t } = useTranslation();
  const params = clientTabs && { clientId: String(clientTabs.clientId) };
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {fullName}
        </Title>
        <Text size="sm" c="dimmed">
          {[email, phone && formatPhone(phone), t('customerSchedule.zone', { zone: zoneName(timeZone) })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {clientTabs && params && (
        <Group gap="xs" component="nav" aria-label={t('customerSchedule.tabs.label')}>
          <ButtonLink
            to={paths.customerClientSlots}
            params={params}
            size="xs"
            radius="xl"
            variant={clientTabs.current === 'slots' ? 'filled' : 'light'}
            aria-current={clientTabs.current === 'slots' ? 'page' : undefined}
          >
            {t('customerSchedule.tabs.slots')}
          </ButtonLink>
          <ButtonLink
            to={paths.customerRegularSchedule}
            params={params}
            size="xs"
            radius="xl"
            variant={clientTabs.current === 'schedule' ? 'filled' : 'light'}
            aria-current={clientTabs.current === 'schedule' ? 'page' : undefined}
          >
            {t('customerSchedule.tabs.schedule')}
          </ButtonLink>
        </Group>
      )}
    </Stack>
  );
}
