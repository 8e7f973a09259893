import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export type AuditQuery = QueryOf<typeof contract.staff.auditLog>;

/** One page of the audit log (docs/staff.md "The audit log"). */
export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: ['staff', 'audit-log', query],
    queryFn: ({ signal }) => call(contract.staff.auditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
