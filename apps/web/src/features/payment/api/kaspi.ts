import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** The Kaspi page asks Kaspi's answer every 3 s, for at most 10 minutes (then the payer asks again). */
export const KASPI_POLL_MS = 3_000;
export const KASPI_POLL_LIMIT_MS = 10 * 60_000;

/** The Kaspi payment page's order (docs/kaspi.md): amount, order number, the link the QR code carries. */
export const kaspiPaymentQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['payment', 'kaspi', uuid] as const,
    queryFn: ({ signal }) => call(contract.payment.kaspiPayment, { params: { uuid }, signal }),
  });

export const useKaspiPayment = (uuid: string) => useQuery(kaspiPaymentQuery(uuid));

/** Spec 2 §7 `GET /core/pay/kaspi/v1/check-uid/{uid}/`: polled while the payment is pending. */
export const useKaspiStatus = (uuid: string, poll: boolean) =>
  useQuery({
    queryKey: ['payment', 'kaspi', uuid, 'check'] as const,
    queryFn: ({ signal }) => call(contract.payment.kaspiCheck, { params: { uid: uuid }, signal }),
    enabled: poll,
    refetchInterval: ({ state }) => (poll && (state.data?.status ?? 'pending') === 'pending' ? KASPI_POLL_MS : false),
  });

/** The Kaspi sandbox (development only): "pay" or "decline" as in the Kaspi app. */
export const useKaspiSandboxDecision = (uuid: string) =>
  useMutation({
    mutationFn: (approve: boolean) =>
      call(contract.payment.kaspiSandboxDecision, { params: { uuid }, body: { approve } }),
  });
