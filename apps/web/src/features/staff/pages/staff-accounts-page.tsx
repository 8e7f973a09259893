import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffAccount } from '@school/contract';
import { roleNameKey } from '../../../shared/session/role-names';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useChangeAccount, useStaffAccounts } from '../api/accounts';
import { NewAccountModal } from './new-account-modal';
import '../i18n';

const column = createColumnHelper<StaffAccount>();
type StaffRole = StaffAccount['role'];

/** Issue 16: the administrator opens staff accounts, sets their roles and closes them (docs/staff.md). */
export function StaffAccountsPage() {
  const { t } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [role, setRole] = useState<StaffRole | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [creating, setCreating] = useState(false);
  const accounts = useStaffAccounts({
    ...pageQuery(pagination),
    role: role ?? undefined,
    search: debouncedSearch || undefined,
  });
  const change = useChangeAccount();
  const roleOptions = useMemo(() => STAFF_ROLES.map((value) => ({ value, label: t(roleNameKey(value)) })), [t]);
  const columns = useMemo(
    () => [
      column.accessor((account) => `${account.lastName} ${account.firstName}`, {
        id: 'name',
        header: t('staff.accounts.name'),
      }),
      column.accessor('email', { header: t('staff.accounts.email') }),
      column.accessor('role', {
        header: t('staff.accounts.role'),
        cell: (cell) => (
          <Select
            aria-label={t('staff.accounts.roleOf', { email: cell.row.original.email })}
            size="xs"
            allowDeselect={false}
            data={roleOptions}
            value={cell.getValue()}
            onChange={(value) => value && change.mutate({ id: cell.row.original.id, role: value as StaffRole })}
            miw={200}
          />
        ),
      }),
      column.accessor('isActive', {
        header: t('staff.accounts.access'),
        cell: (cell) => {
          const account = cell.row.original;
          return (
            <Group gap="xs" wrap="nowrap">
              <Badge color={account.isActive ? 'teal' : 'gray'} variant="light">
                {account.isActive ? t('staff.accounts.active') : t('staff.accounts.closed')}
              </Badge>
              <Button
                size="xs"
                variant="default"
                onClick={() => change.mutate({ id: account.id, isActive: !account.isActive })}
                aria-label={t(account.isActive ? 'staff.accounts.closeFor' : 'staff.accounts.openFor', {
                  email: account.email,
                })}
              >
                {account.isActive ? t('staff.accounts.close') : t('staff.accounts.open')}
              </Button>
            </Group>
          );
        },
      }),
    ],
    [t, roleOptions, change],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staff.accounts.title')}
        lead={t('staff.accounts.lead')}
        actions={<Button onClick={() => setCreating(true)}>{t('staff.accounts.new')}</Button>}
      />
      <Group grow preventGrowOverflow={false} wrap="wrap">
        <SearchFilter
          label={t('staff.accounts.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
        />
        <Select
          label={t('staff.accounts.roleFilter')}
          placeholder={t('staff.accounts.allRoles')}
          clearable
          data={roleOptions}
          value={role}
          onChange={filtered((value: string | null) => setRole(value as StaffRole | null))}
        />
      </Group>
      {change.isError && <Alert color="red">{change.error.message}</Alert>}
      <StaffTable
        label={t('staff.accounts.label')}
        columns={columns}
        rows={accounts.data?.results}
        count={accounts.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={accounts.isError}
        empty={t('staff.accounts.empty')}
        rowId={(account) => String(account.id)}
        minWidth={820}
      />
      <NewAccountModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
