import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { documentIdOf } from '../lib/documents-filter';

/**
 * Spec 2 §7: a purchase document's link is asked for a short-lived URL, which opens in a new tab.
 * The tab is opened at the click, before the answer, or the browser would block it as a pop-up.
 */
async function openDocument(url: string): Promise<void> {
  const id = documentIdOf(url);
  if (id === null) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const tab = window.open('', '_blank');
  try {
    const answer = await call(contract.documents.download, { params: { id } });
    if (!tab) {
      window.open(answer.url, '_blank', 'noopener,noreferrer');
      return;
    }
    tab.opener = null;
    tab.location.href = answer.url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function useOpenDocument() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: openDocument,
    onError: (error) => {
      console.warn('Opening a document failed', error);
      notifications.show({ color: 'red', message: t('documents.openFailed') });
    },
  });
}
