import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerRole } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { formatDate, formatPhone } from '../../../shared/lib/format';
import { AnchorLink } from '../../../shared/ui/router-link';
import '../i18n';

export interface CustomerColumn {
  key: string;
  label: string;
  render: (customer: Customer) => ReactNode;
  numeric?: boolean;
}

/** The customers' columns, the same for the table and the phone's cards. */
export function useCustomerColumns(role: CustomerRole): CustomerColumn[] {
  const { t, i18n } = useTranslation();
  const active = role === 'student' ? 'activeTutors' : 'activeClients';
  const column = (key: string, render: CustomerColumn['render'], numeric = false): CustomerColumn => ({
    key,
    label: t(`manager.customers.columns.${key}`),
    render,
    numeric,
  });
  return [
    // Issue 12: a row opens the customer — a student's slots and schedule, a tutor's slots and bookings.
    column('name', (customer) =>
      customer.role === 'tutor' ? (
        <AnchorLink to={paths.customerTutorSlots} params={{ tutorId: String(customer.id) }} fw={600} size="sm">
          {customer.fullName}
        </AnchorLink>
      ) : (
        <AnchorLink to={paths.customerClientSlots} params={{ clientId: String(customer.id) }} fw={600} size="sm">
          {customer.fullName}
        </AnchorLink>
      ),
    ),
    column('email', (customer) => (
      <Anchor href={`mailto:${customer.email}`} size="sm">
        {customer.email}
      </Anchor>
    )),
    column('phone', (customer) =>
      customer.phone ? (
        formatPhone(customer.phone)
      ) : (
        <Text span c="dimmed">
          —
        </Text>
      ),
    ),
    column('registrationDate', (customer) => formatDate(customer.registrationDate, i18n.language)),
    column(active, (customer) => customer[active] ?? 0, true),
  ];
}
