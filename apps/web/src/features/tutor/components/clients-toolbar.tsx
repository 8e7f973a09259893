import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TUTOR_CLIENT_STATUSES } from '@school/contract';
import { SEARCH_MAX_LENGTH, type StatusFilter } from '../lib/clients-filters';
import '../i18n';
import '../../../shared/tutor-clients/i18n';

interface ClientsToolbarProps {
  search: string;
  status: StatusFilter;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: StatusFilter) => void;
}

const isStatusFilter = (value: string): value is StatusFilter =>
  value === 'all' || (TUTOR_CLIENT_STATUSES as readonly string[]).includes(value);

export function ClientsToolbar({ search, status, onSearchChange, onStatusChange }: ClientsToolbarProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'all', label: t('tutor.clients.statusAll') },
    ...TUTOR_CLIENT_STATUSES.map((value) => ({ value, label: t(`tutorClient.status.${value}`) })),
  ];
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <TextInput
        type="search"
        aria-label={t('tutor.clients.searchLabel')}
        placeholder={t('tutor.clients.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <SegmentedControl
        aria-label={t('tutor.clients.statusLabel')}
        data={options}
        value={status}
        onChange={(value) => isStatusFilter(value) && onStatusChange(value)}
      />
    </Group>
  );
}
