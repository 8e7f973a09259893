import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ROLES, CustomerRoleSchema, type CustomerRole } from '@school/contract';
import { SEARCH_MAX_LENGTH } from '../lib/customers-filters';
import '../i18n';

interface CustomersToolbarProps {
  role: CustomerRole;
  search: string;
  onRoleChange: (role: CustomerRole) => void;
  onSearchChange: (value: string) => void;
}

export function CustomersToolbar({ role, search, onRoleChange, onSearchChange }: CustomersToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <SegmentedControl
        aria-label={t('manager.customers.roleLabel')}
        data={CUSTOMER_ROLES.map((value) => ({ value, label: t(`manager.customers.roles.${value}`) }))}
        value={role}
        onChange={(value) => {
          const parsed = CustomerRoleSchema.safeParse(value);
          if (parsed.success) onRoleChange(parsed.data);
        }}
      />
      <TextInput
        type="search"
        aria-label={t('manager.customers.searchLabel')}
        placeholder={t('manager.customers.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
    </Group>
  );
}
