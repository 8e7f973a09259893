import { useTranslation } from 'react-i18next';
import { fullNameMessageKey } from '../lib/full-name';
import '../i18n';

/**
 * Form messages are our i18n keys, the contract's spec texts (mapped to keys) or the server's
 * ready texts (shown as they are).
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    const key = fullNameMessageKey(message);
    return key && i18n.exists(key) ? t(key) : key;
  };
}
