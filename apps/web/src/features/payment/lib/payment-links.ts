import { paths, paymentSuccessHref } from '../../../shared/config/paths';

/**
 * Where the provider sends the payer back. The server appends the transaction uuid to the
 * success address and `?transaction={uuid}` to the reject one (docs/commerce.md).
 */
export function returnUrls(origin: string = window.location.origin): { redirect: string; errorRedirect: string } {
  return {
    redirect: origin + paymentSuccessHref(''),
    errorRedirect: origin + paths.paymentReject,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => Boolean(value && UUID.test(value));
