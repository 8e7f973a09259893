import { useTranslation } from 'react-i18next';

/**
 * Form messages are either our i18n keys or texts that arrive ready (the contract's
 * and the server's Russian texts); the latter are shown as they are.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => (message && i18n.exists(message) ? t(message) : message);
}
